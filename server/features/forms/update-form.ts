/**
 * PATCH /api/forms/:id: the builder saves title, description, schema and settings with the
 * revision it read (409 FORM_CHANGED_ELSEWHERE when someone saved in between; 409 FORM_ARCHIVED).
 * Every wrong part is named at once in `fields` (title, description, a field id or `pages`,
 * `settings.<key>`); nothing is saved then. A published form keeps its versions: the change is a
 * draft of the next one until it is published.
 */
import { eq } from 'drizzle-orm';
import { errorCatalog, type ErrorCode } from '../../../common/errors.js';
import { revisionRequest, updateFormParts, type FormDetail } from '../../../common/schemas/forms.js';
import { forms } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { clock, formsChanged, type FormsCtx, requireNotArchived, requireRevision } from './kit.js';
import type { FormsActor } from './policy.js';
import { formDetailOf, formRowFor } from './read-forms.js';
import { judgeSchema, judgeSettings, type FieldErrors } from './schema-check.js';
import { parseSchema } from './versions.js';

function refuse(errors: FieldErrors): never {
  const keys = Object.keys(errors);
  const first = (pick: (key: string) => boolean) => keys.find(pick);
  const own = first((k) => k === 'title' || k === 'description');
  const setting = first((k) => k.startsWith('settings'));
  const top: ErrorCode = own ? errors[own]! : keys.some((k) => k !== own && !k.startsWith('settings')) ? 'FORM_SCHEMA_INVALID' : errors[setting!]!;
  throw new AppError(errorCatalog[top].status === 400 ? top : 'VALIDATION_FAILED', { fields: errors });
}

export async function updateForm(ctx: FormsCtx, who: FormsActor, id: string, body: Record<string, unknown>): Promise<FormDetail> {
  const revision = revisionRequest.safeParse({ revision: body.revision });
  if (!revision.success) throw new AppError('VALIDATION_FAILED', { fields: { revision: 'VALIDATION_FAILED' } });
  return transactionWithEvents(ctx, async (tx, emit) => {
    const row = await formRowFor(tx, who, id, { lock: true });
    requireNotArchived(row);
    requireRevision(row, revision.data.revision);
    const errors: FieldErrors = {};
    const set: Partial<typeof forms.$inferInsert> = {};
    for (const key of ['title', 'description'] as const) {
      if (body[key] === undefined) continue;
      const parsed = updateFormParts[key].safeParse(body[key]);
      if (parsed.success) set[key] = parsed.data as string;
      else errors[key] = (parsed.error.issues[0]?.message as ErrorCode | undefined) ?? 'VALIDATION_FAILED';
    }
    if (set.description === undefined && body.description === null) set.description = null;
    let schema = parseSchema(row.formData);
    if (body.formData !== undefined) {
      const judged = judgeSchema(body.formData);
      Object.assign(errors, judged.errors);
      if (judged.schema) set.formData = schema = judged.schema;
    }
    if (body.settings !== undefined) {
      const judged = judgeSettings(row.settings, body.settings, schema);
      Object.assign(errors, judged.errors);
      if (judged.settings) set.settings = judged.settings;
    }
    if (Object.keys(errors).length > 0) refuse(errors);
    const [updated] = await tx
      .update(forms)
      .set({ ...set, revision: row.revision + 1, updatedAt: clock(ctx) })
      .where(eq(forms.id, row.id))
      .returning();
    // What /forms lists (title, description, settings) tells the team; the builder's autosave of fields does not.
    if (set.title !== undefined || set.description !== undefined || set.settings !== undefined) formsChanged(emit, row.companyId);
    return formDetailOf(tx, updated!);
  });
}
