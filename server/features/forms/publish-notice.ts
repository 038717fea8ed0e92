/**
 * When a form is published again, the client users who started or submitted it hear what changed
 * (`form_modification`, the changed fields listed from common/forms/version-diff.ts). The kind's
 * client audience and where it opens in the portal are the answer helper's (common/notification-
 * kinds.ts); the recipients (every portal user of each client that started or submitted it) and the mail are
 * the answer side's `notifyFormRepublished`.
 */
import { isEmptyDiff, versionDiff } from '../../../common/forms/version-diff.js';
import type { FormSchema } from '../../../common/forms/form-schema.js';
import type { Db } from '../../db/database.js';
import type { FormRow } from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import { notifyFormRepublished } from './answer/notify.js';

/** Tells the clients of a republished form what changed; answers whether a mail was queued. */
export async function noticeRepublished(
  tx: Db,
  emit: Emit,
  input: { form: FormRow; before: FormSchema | null; after: FormSchema; appOrigin: string },
): Promise<boolean> {
  if (!input.before) return false;
  const diff = versionDiff(input.before, input.after);
  if (isEmptyDiff(diff)) return false;
  const changedLabels = [...diff.added, ...diff.changed, ...diff.removed].map((field) => field.label);
  return notifyFormRepublished(
    tx,
    { env: { appOrigin: input.appOrigin }, emit },
    { formId: input.form.id, companyId: input.form.companyId, changedLabels, formTitle: input.form.title },
  );
}
