/**
 * The team's handling of a submission: its status (nieuw, in behandeling, afgerond), internal notes
 * (added by anyone of the team, removed by their author or an admin; never shown to a client) and
 * deleting it with its files. Drafts are the client's own work in progress: NOT_FOUND here.
 */
import { and, eq } from 'drizzle-orm';
import type { FormSubmission, SubmissionNote, SubmissionStatus } from '../../../common/schemas/forms.js';
import type { Db } from '../../db/database.js';
import { formSubmissionNotes, formSubmissions, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { personColumns } from '../../lib/people.js';
import { emitPortalChange } from '../portal/live.js';
import { loadSubmission } from './get-submission.js';
import { clock, type FormsCtx } from './kit.js';
import { authorizeNoteDelete, type FormsActor } from './policy.js';
import { removeSubmissionFiles } from './submission-files.js';

/** The company's submitted submission (locked), or NOT_FOUND. */
async function submittedRow(tx: Db, who: FormsActor, id: string) {
  const [row] = await tx
    .select({ id: formSubmissions.id, formId: formSubmissions.formId, clientId: formSubmissions.clientId })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.companyId, who.companyId), eq(formSubmissions.state, 'submitted')))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function setSubmissionStatus(ctx: FormsCtx, who: FormsActor, id: string, status: SubmissionStatus): Promise<FormSubmission> {
  return transactionWithEvents(ctx, async (tx) => {
    await submittedRow(tx, who, id);
    // The status is the team's: the client's revision and updated_at stay as they are.
    await tx.update(formSubmissions).set({ status }).where(eq(formSubmissions.id, id));
    return loadSubmission(tx, ctx.files, who.companyId, id);
  });
}

export async function addSubmissionNote(ctx: FormsCtx, who: FormsActor, id: string, body: string): Promise<SubmissionNote> {
  return transactionWithEvents(ctx, async (tx) => {
    await submittedRow(tx, who, id);
    const [note] = await tx
      .insert(formSubmissionNotes)
      .values({ submissionId: id, companyId: who.companyId, authorId: who.userId, body, createdAt: clock(ctx) })
      .returning();
    const [author] = await tx.select(personColumns).from(users).where(eq(users.id, who.userId));
    return { id: note!.id, author: author ?? null, body: note!.body, createdAt: note!.createdAt.toISOString() };
  });
}

export async function deleteSubmissionNote(ctx: FormsCtx, who: FormsActor, id: string, noteId: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx) => {
    await submittedRow(tx, who, id);
    const [note] = await tx
      .select({ id: formSubmissionNotes.id, authorId: formSubmissionNotes.authorId })
      .from(formSubmissionNotes)
      .where(and(eq(formSubmissionNotes.id, noteId), eq(formSubmissionNotes.submissionId, id), eq(formSubmissionNotes.companyId, who.companyId)));
    if (!note) throw new AppError('NOT_FOUND');
    authorizeNoteDelete(who, note.authorId);
    await tx.delete(formSubmissionNotes).where(eq(formSubmissionNotes.id, note.id));
  });
}

/** Deletes a submitted submission with its notes and files; the send it answered stays completed. */
export async function deleteSubmission(ctx: FormsCtx, who: FormsActor, id: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    const row = await submittedRow(tx, who, id);
    await removeSubmissionFiles(ctx.files, tx, [id]);
    if (row.clientId) await emitPortalChange(tx, emit, { companyId: who.companyId, clientId: row.clientId });
    await tx.delete(formSubmissions).where(eq(formSubmissions.id, id));
  });
}
