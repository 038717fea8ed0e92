import { Button } from '@heroui/react';
import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList, usePagedListLabels } from '../../../components/ui/paged-list';
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

  const published = form.status === 'published';
  return (
    <PagedList
      query={list}
      itemsOf={(page) => page.submissions}
      keyOf={(submission) => submission.id}
      renderItem={(submission) => <SubmissionRow companyId={companyId} formId={form.id} submission={submission} isOpen={submission.id === openId} />}
      labels={usePagedListLabels('forms', 'submissions', true)}
      narrowed={filters.q !== '' || filters.status !== 'all'}
      onReset={onReset}
      searching={searching}
      empty={
        <EmptyState
          icon={Inbox}
          title={t('submissions.emptyTitle')}
          description={published ? t('submissions.emptyBodyPublished') : t('submissions.emptyBodyDraft')}
        >
          {published ? (
            <Button variant="primary" onPress={onSend}>
              {t('actions.send')}
            </Button>
          ) : null}
        </EmptyState>
      }
      testId="submissions-list"
    />
  );
}
