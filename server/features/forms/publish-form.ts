/**
 * POST /api/forms/:id/publish: the edited schema becomes a new version (a `form_versions` row,
 * version + 1) and the form is published. The schema must be whole (every wrong field named at
 * once) and ask something; publishing without a change since the newest version is 409
 * FORM_NO_CHANGES. Client users who started or submitted the form hear what changed.
 */
import { eq } from 'drizzle-orm';
import type { FormDetail } from '../../../common/schemas/forms.js';
import { formVersions, forms } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { clock, formsChanged, type FormsCtx, requireNotArchived, requireRevision } from './kit.js';
import type { FormsActor } from './policy.js';
import { noticeRepublished } from './publish-notice.js';
import { formDetailOf, formRowFor } from './read-forms.js';
import { judgeSchema } from './schema-check.js';
import { answerableFields, loadVersion, parseSchema } from './versions.js';

export async function publishForm(ctx: FormsCtx, who: FormsActor, id: string, revision: number): Promise<FormDetail> {
  const detail = await transactionWithEvents(ctx, async (tx, emit) => {
    const row = await formRowFor(tx, who, id, { lock: true });
    requireNotArchived(row);
    requireRevision(row, revision);
    const { schema, errors } = judgeSchema(row.formData);
    if (!schema) throw new AppError('FORM_SCHEMA_INVALID', { fields: errors });
    if (answerableFields(schema).length === 0) throw new AppError('FORM_EMPTY');
    const previous = row.currentVersion ? await loadVersion(tx, row.id, row.currentVersion) : null;
    if (
      previous &&
      JSON.stringify(parseSchema(previous.formData)) === JSON.stringify(schema) &&
      previous.title === row.title &&
      previous.description === row.description
    ) {
      if (row.status === 'published') throw new AppError('FORM_NO_CHANGES');
    }
    const now = clock(ctx);
    const version = (row.currentVersion ?? 0) + 1;
    await tx.insert(formVersions).values({
      formId: row.id,
      companyId: row.companyId,
      version,
      title: row.title,
      description: row.description,
      formData: schema,
      publishedBy: who.userId,
      publishedAt: now,
    });
    const [updated] = await tx
      .update(forms)
      .set({ status: 'published', currentVersion: version, formData: schema, revision: row.revision + 1, updatedAt: now })
      .where(eq(forms.id, row.id))
      .returning();
    await noticeRepublished(tx, emit, {
      form: updated!,
      before: previous ? parseSchema(previous.formData) : null,
      after: schema,
      appOrigin: ctx.env.appOrigin,
    });
    formsChanged(emit, row.companyId);
    return formDetailOf(tx, updated!);
  });
  ctx.mail.kick();
  return detail;
}
