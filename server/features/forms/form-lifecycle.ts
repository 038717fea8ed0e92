/**
 * A form's life after building: archive (no longer answered, kept with its submissions), restore
 * (published again when it has a version, else a draft), duplicate (a draft copy of the edited
 * schema and settings, without public link, sends or submissions), delete (its versions, sends and
 * submissions with their notes and files) and the public link (a new unguessable token each time
 * it is switched on: 32 random bytes, base64url).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { formLimits, formSettings } from '../../../common/forms/form-schema.js';
import type { FormDetail } from '../../../common/schemas/forms.js';
import { formAssignments, formSubmissions, forms } from '../../db/schema/index.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { emitPortalChange } from '../portal/live.js';
import { clock, formsChanged, requireNotArchived, type FormsCtx } from './kit.js';
import type { FormsActor } from './policy.js';
import { formDetailOf, formRowFor } from './read-forms.js';
import { removeSubmissionFiles } from './submission-files.js';

type Change = Partial<typeof forms.$inferInsert>;

async function changeForm(ctx: FormsCtx, who: FormsActor, id: string, decide: (row: typeof forms.$inferSelect) => Change): Promise<FormDetail> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const row = await formRowFor(tx, who, id, { lock: true });
    const set = decide(row);
    const [updated] = await tx
      .update(forms)
      .set({ ...set, revision: row.revision + 1, updatedAt: clock(ctx) })
      .where(eq(forms.id, row.id))
      .returning();
    // The clients it was sent to see it leave (or come back to) their portal.
    if (set.status !== undefined) {
      const sends = await tx.select({ clientId: formAssignments.clientId }).from(formAssignments).where(eq(formAssignments.formId, row.id));
      for (const send of sends) await emitPortalChange(tx, emit, { companyId: row.companyId, clientId: send.clientId });
    }
    formsChanged(emit, row.companyId);
    return formDetailOf(tx, updated!);
  });
}

export const archiveForm = (ctx: FormsCtx, who: FormsActor, id: string) => changeForm(ctx, who, id, () => ({ status: 'archived' }));

export const restoreForm = (ctx: FormsCtx, who: FormsActor, id: string) =>
  changeForm(ctx, who, id, (row) => ({ status: row.status !== 'archived' ? row.status : row.currentVersion ? 'published' : 'draft' }));

export const setPublicLink = (ctx: FormsCtx, who: FormsActor, id: string, enabled: boolean) =>
  changeForm(ctx, who, id, (row) => {
    requireNotArchived(row);
    const settings = formSettings.safeParse(row.settings);
    const next = { ...(settings.success ? settings.data : formSettings.parse({})), publicLink: enabled };
    if (!enabled) return { publicToken: null, settings: next };
    return { publicToken: row.publicToken ?? randomBytes(32).toString('base64url'), settings: next };
  });

const copySuffix = ' (kopie)';

/** "Intake (kopie)", the original shortened to fit the title's limit. */
export function copyTitle(title: string): string {
  const room = formLimits.title - copySuffix.length;
  const chars = [...title];
  return (chars.length > room ? chars.slice(0, room).join('').trimEnd() : title) + copySuffix;
}

export async function duplicateForm(ctx: FormsCtx, who: FormsActor, id: string): Promise<FormDetail> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const row = await formRowFor(tx, who, id);
    const settings = formSettings.safeParse(row.settings);
    const now = clock(ctx);
    const [copy] = await tx
      .insert(forms)
      .values({
        companyId: who.companyId,
        title: copyTitle(row.title),
        description: row.description,
        formData: row.formData,
        kind: row.kind,
        status: 'draft',
        settings: { ...(settings.success ? settings.data : formSettings.parse({})), publicLink: false },
        ownerId: who.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    formsChanged(emit, who.companyId);
    return formDetailOf(tx, copy!);
  });
}

export async function deleteForm(ctx: FormsCtx, who: FormsActor, id: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    const row = await formRowFor(tx, who, id, { lock: true });
    const submissions = await tx.select({ id: formSubmissions.id }).from(formSubmissions).where(eq(formSubmissions.formId, row.id));
    await removeSubmissionFiles(
      ctx.files,
      tx,
      submissions.map((s) => s.id),
    );
    const sends = await tx.select({ clientId: formAssignments.clientId }).from(formAssignments).where(eq(formAssignments.formId, row.id));
    for (const send of sends) await emitPortalChange(tx, emit, { companyId: row.companyId, clientId: send.clientId });
    // Versions, sends, submissions and their notes go with it (ON DELETE CASCADE).
    await tx.delete(forms).where(eq(forms.id, row.id));
    formsChanged(emit, row.companyId);
  });
}
