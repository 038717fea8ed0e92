import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useTimeText } from '../../../lib/use-time-text';
import type { SubmissionListItem } from '../../../../../common/schemas/forms';
import { searchWithSubmission } from '../list/forms-view';
import { SubmissionStatusSelect } from './submission-status-select';
import { submitterName } from './submission-texts';

interface SubmissionRowProps {
  companyId: string;
  formId: string;
  submission: SubmissionListItem;
  isOpen: boolean;
}

/** One submission as a card: who (client, person) and when is the link that opens it; a preview of the answers; the status, changed in place. */
export function SubmissionRow({ companyId, formId, submission, isOpen }: SubmissionRowProps) {
  const { t } = useTranslation('forms');
  const time = useTimeText();
  const location = useLocation();
  const who = submitterName(submission, t);
  const href = `?${searchWithSubmission(new URLSearchParams(location.search), submission.id).toString()}`;

  return (
    <li
      data-testid="submission-row"
      data-id={submission.id}
      data-status={submission.status}
      aria-current={isOpen ? 'true' : undefined}
      className={`relative rounded-xl border p-3 transition-colors focus-within:ring-2 focus-within:ring-focus hover:bg-default/40 sm:p-4 ${
        isOpen ? 'border-accent bg-accent-soft/40' : 'border-border bg-surface'
      } ${submission.status === 'new' ? 'border-l-4 border-l-accent' : ''}`}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:gap-4">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
            <Link
              to={href}
              aria-label={t('submissions.openLabel', { who, time: time.absolute(submission.submittedAt) })}
              className="font-medium break-words text-foreground outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {who}
            </Link>
            <time dateTime={submission.submittedAt} className="text-xs text-muted">
              {time.absolute(submission.submittedAt)}
            </time>
          </div>
          <p className="mt-0.5 text-xs text-muted">
            {submission.submittedBy ? t('submissions.submittedBy', { name: submission.submittedBy.name || submission.submittedBy.email }) : null}
            {submission.submittedBy && submission.version ? ' · ' : null}
            {submission.version ? t('submissions.version', { version: submission.version }) : null}
          </p>
          {submission.preview ? <p className="mt-1.5 line-clamp-2 text-sm break-words text-foreground/80">{submission.preview}</p> : null}
        </div>
        <div className="relative z-10 shrink-0">
          <SubmissionStatusSelect
            companyId={companyId}
            formId={formId}
            submissionId={submission.id}
            status={submission.status}
            label={t('submissions.statusOf', { who })}
          />
        </div>
      </div>
    </li>
  );
}
