/**
 * One of the active company's forms: another company's id is NOT_FOUND, the same answer as an id
 * that does not exist (a deadline reminder about a form opens it in the calendar's form sidebar).
 */
import { and, eq } from 'drizzle-orm';
import type { FormResponse } from '../../../common/schemas/forms.js';
import type { Db } from '../../db/database.js';
import { forms } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { asObject } from './json-object.js';
import { authorizeReadSubmissions } from './policy.js';

export async function getForm({ db, actor, id }: { db: Db; actor: Actor; id: string }): Promise<FormResponse> {
  const companyId = authorizeReadSubmissions(actor);
  const [row] = await db
    .select({ id: forms.id, title: forms.title, description: forms.description, formData: forms.formData })
    .from(forms)
    .where(and(eq(forms.id, id), eq(forms.companyId, companyId)));
  if (!row) throw new AppError('NOT_FOUND');
  return { form: { ...row, formData: asObject(row.formData) } };
}
