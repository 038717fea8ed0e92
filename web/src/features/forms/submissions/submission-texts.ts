import type { TFunction } from 'i18next';
import type { SubmissionListItem } from '../../../../../common/schemas/forms';

/** Who a submission is from, as its row names it: the client, else the source (public link, example), else anonymous. */
export function submitterName(submission: Pick<SubmissionListItem, 'client' | 'source' | 'submittedBy'>, t: TFunction<'forms'>): string {
  if (submission.client) return submission.client.name;
  if (submission.submittedBy) return submission.submittedBy.name || submission.submittedBy.email;
  if (submission.source === 'public') return t('submissions.publicSource');
  if (submission.source === 'demo') return t('submissions.demoSource');
  return t('submissions.anonymous');
}
