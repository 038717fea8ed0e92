import { Button } from '@heroui/react';
import { Inbox, RotateCcw, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import type { FormDetail } from '../../../../../common/schemas/forms';
import { type SubmissionListFilters, useSubmissionList } from './api/submissions-api';
import { SubmissionRow } from './submission-row';

interface SubmissionListProps {
  companyId: string;
  form: Pick<FormDetail, 'id' | 'status'>;
  filters: SubmissionListFilters;
  searching: boolean;
  /** The submission open beside the list (marked). */
  openId: string | null;
  onReset: () => void;
  onSend: () => void;
}

/** A form's submissions, newest first, a page at a time, with the empty states (none yet: what to do). */
export function SubmissionList({ companyId, form, filters, searching, openId, onReset, onSend }: SubmissionListProps) {
  const { t } = useTranslation('forms');
  const list = useSubmissionList(companyId, form.id, filters);

  if (list.isPending) return <ListSkeleton rows={4} />;
  if (list.isError && !list.data) {
    return <LoadError message={t('submissions.loadFailed')} error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  }
  const submissions = list.data.pages.flatMap((page) => page.submissions);
  const busy = searching || list.isPlaceholderData;

  if (submissions.length === 0) {
    const narrowed = filters.q !== '' || filters.status !== 'all';
    return (
      <div aria-busy={busy} data-testid="submissions-list">
        {narrowed ? (
          <EmptyState icon={SearchX} title={t('submissions.noResults')} description={t('submissions.noResultsBody')}>
            <Button size="sm" variant="tertiary" onPress={onReset}>
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('filters.reset')}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState
            icon={Inbox}
            title={t('submissions.emptyTitle')}
            description={form.status === 'published' ? t('submissions.emptyBodyPublished') : t('submissions.emptyBodyDraft')}
          >
            {form.status === 'published' ? (
              <Button variant="primary" onPress={onSend}>
                {t('actions.send')}
              </Button>
            ) : null}
          </EmptyState>
        )}
      </div>
    );
  }

  return (
    <div className={`flex flex-col gap-3 transition-opacity ${busy ? 'opacity-60' : ''}`} aria-busy={busy} data-testid="submissions-list">
      <p className="text-xs text-muted" aria-live="polite">
        {list.hasNextPage ? t('submissions.countMore', { count: submissions.length }) : t('submissions.count', { count: submissions.length })}
        <span className="sr-only"> {t('submissions.live')}</span>
      </p>
      <ul aria-label={t('submissions.label')} className="flex flex-col gap-2">
        {submissions.map((submission) => (
          <SubmissionRow key={submission.id} companyId={companyId} formId={form.id} submission={submission} isOpen={submission.id === openId} />
        ))}
      </ul>
      <LoadMoreFooter
        pages={list}
        count={submissions.length}
        labels={{ loadMore: t('submissions.loadMore'), loadingMore: t('submissions.loadingMore'), end: t('submissions.end') }}
        className="py-2"
      />
    </div>
  );
}
