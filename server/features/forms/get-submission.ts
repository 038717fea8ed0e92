/**
 * One form submission with its form, only from the actor's active company: another company's id
 * is NOT_FOUND, the same answer as an id that does not exist.
 */
import { and, eq } from 'drizzle-orm';
import type { FormSubmissionResponse } from '../../../common/schemas/forms.js';
import type { Db } from '../../db/database.js';
import { formSubmissions, forms } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { asObject } from './json-object.js';
import { authorizeReadSubmissions } from './policy.js';

export async function getFormSubmission({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<FormSubmissionResponse> {
  const companyId = authorizeReadSubmissions(actor);
  const [row] = await db
    .select({
      id: formSubmissions.id,
      submissionData: formSubmissions.submissionData,
      createdAt: formSubmissions.createdAt,
      formId: forms.id,
      title: forms.title,
      description: forms.description,
      formData: forms.formData,
    })
    .from(formSubmissions)
    // Both sides carry the company: a submission can never show another company's form.
    .innerJoin(forms, and(eq(forms.id, formSubmissions.formId), eq(forms.companyId, companyId)))
    .where(and(eq(formSubmissions.id, id), eq(formSubmissions.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND');
  return {
    submission: {
      id: row.id,
      submissionData: asObject(row.submissionData),
      createdAt: row.createdAt.toISOString(),
      form: { id: row.formId, title: row.title, description: row.description, formData: asObject(row.formData) },
    },
  };
}
