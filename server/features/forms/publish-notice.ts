/**
 * When a form is published again, the client users who started or submitted it hear what changed
 * (`form_modification`, the changed fields listed from common/forms/version-diff.ts). The kind's
 * client audience and where it opens in the portal are the answer helper's (common/notification-
 * kinds.ts); until that is merged the producer keeps a team-only kind away from clients.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { describeDiff, diffFieldIds, isEmptyDiff, versionDiff } from '../../../common/forms/version-diff.js';
import type { FormSchema } from '../../../common/forms/form-schema.js';
import type { Db } from '../../db/database.js';
import { formSubmissions, type FormRow } from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import { createNotifications } from '../notifications/create-notifications.js';

export async function noticeRepublished(
  tx: Db,
  emit: Emit,
  input: { form: FormRow; before: FormSchema | null; after: FormSchema; appOrigin: string; now: Date },
): Promise<void> {
  if (!input.before) return;
  const diff = versionDiff(input.before, input.after);
  if (isEmptyDiff(diff)) return;
  const rows = await tx
    .selectDistinct({ userId: formSubmissions.submittedBy, clientId: formSubmissions.clientId })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.formId, input.form.id), isNotNull(formSubmissions.submittedBy), isNotNull(formSubmissions.clientId)));
  const recipients = [...new Set(rows.map((r) => r.userId!))];
  if (recipients.length === 0) return;
  const clientIds = [...new Set(rows.map((r) => r.clientId!))];
  await createNotifications(tx, emit, {
    recipients,
    companyId: input.form.companyId,
    appOrigin: input.appOrigin,
    now: input.now,
    content: {
      type: 'form_modification',
      title: `Formulier aangepast: ${input.form.title}`,
      description: describeDiff(diff),
      formTitle: input.form.title,
      formId: input.form.id,
      changedFields: diffFieldIds(diff),
      ...(clientIds.length === 1 ? { clientId: clientIds[0] } : {}),
    },
  });
}
