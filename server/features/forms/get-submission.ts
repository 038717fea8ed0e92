/**
 * One form submission (GET /api/forms/submissions/:id), only from the actor's active company:
 * another company's id is NOT_FOUND, the same answer as an id that does not exist. The form comes
 * with the schema of the VERSION answered (so old answers render after fields changed or were
 * removed), the submission's files, the team's internal notes and the fields the client's last
 * edit changed. A `formulier` notification opens it.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { FormSubmission, FormSubmissionResponse } from '../../../common/schemas/forms.js';
import type { Db } from '../../db/database.js';
import { clients, formSubmissionNotes, formSubmissions, forms, users } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { FilesRegistry } from '../files/registry.js';
import { personJson } from '../../lib/people.js';
import { asObject } from './json-object.js';
import { authorizeReadSubmissions } from './policy.js';
import { submissionFiles } from './submission-files.js';
import { loadVersion } from './versions.js';

export async function loadSubmission(db: Db, files: FilesRegistry, companyId: string, id: string): Promise<FormSubmission> {
  const [row] = await db
    .select({
      submission: formSubmissions,
      form: { id: forms.id, title: forms.title, description: forms.description, formData: forms.formData, kind: forms.kind },
      client: { id: clients.id, name: clients.name, code: clients.code, color: clients.color },
      submittedBy: personJson(users),
    })
    .from(formSubmissions)
    // Both sides carry the company: a submission can never show another company's form.
    .innerJoin(forms, and(eq(forms.id, formSubmissions.formId), eq(forms.companyId, companyId)))
    .leftJoin(clients, eq(clients.id, formSubmissions.clientId))
    .leftJoin(users, eq(users.id, formSubmissions.submittedBy))
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND');
  const s = row.submission;
  const version = s.version !== null ? await loadVersion(db, row.form.id, s.version) : null;
  const notes = await db
    .select({ id: formSubmissionNotes.id, author: personJson(users), body: formSubmissionNotes.body, createdAt: formSubmissionNotes.createdAt })
    .from(formSubmissionNotes)
    .leftJoin(users, eq(users.id, formSubmissionNotes.authorId))
    .where(and(eq(formSubmissionNotes.submissionId, s.id), eq(formSubmissionNotes.companyId, companyId)))
    .orderBy(asc(formSubmissionNotes.createdAt), asc(formSubmissionNotes.id));
  return {
    id: s.id,
    submissionData: asObject(s.submissionData),
    createdAt: s.createdAt.toISOString(),
    form: {
      id: row.form.id,
      title: version?.title ?? row.form.title,
      description: version ? version.description : row.form.description,
      formData: asObject(version?.formData ?? row.form.formData),
      kind: row.form.kind,
    },
    status: s.status,
    source: s.source,
    state: s.state,
    client: row.client?.id ? row.client : null,
    submittedBy: row.submittedBy,
    submittedAt: s.submittedAt?.toISOString() ?? null,
    updatedAt: s.updatedAt.toISOString(),
    version: s.version,
    files: await submissionFiles(files, db, s.id),
    notes: notes.map((n) => ({ ...n, createdAt: n.createdAt.toISOString() })),
    changedFieldIds: Array.isArray(s.changedFieldIds) ? s.changedFieldIds.filter((f): f is string => typeof f === 'string') : [],
  };
}

export async function getFormSubmission({ db, files, actor, id }: { db: Db; files: FilesRegistry; actor: Actor; id: string }): Promise<FormSubmissionResponse> {
  const companyId = authorizeReadSubmissions(actor);
  return { submission: await loadSubmission(db, files, companyId, id) };
}
