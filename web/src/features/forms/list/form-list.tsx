import { Button } from '@heroui/react';
import { Archive, FilePlus2, RotateCcw, SearchX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { useNow } from '../../../lib/use-now';
import { type FormListFilters, useFormList } from './api/forms-api';
import type { FormListItem } from '../../../../../common/schemas/forms';
import { DeleteFormDialog } from './delete-form-dialog';
import { FormRow } from './form-row';
import { SendFormDialog } from './send-form-dialog';

interface FormListProps {
  companyId: string;
  filters: FormListFilters;
  /** The search box holds text the list does not show yet (typing has not paused). */
  searching: boolean;
  onCreate: () => void;
  onReset: () => void;
}

/** The forms a page at a time ("Meer laden"), the empty states per status, and the dialogs a row opens. */
export function FormList({ companyId, filters, searching, onCreate, onReset }: FormListProps) {
  const { t } = useTranslation('forms');
  const now = useNow();
  const list = useFormList(companyId, filters);
  const [sending, setSending] = useState<FormListItem | null>(null);
  const [deleting, setDeleting] = useState<FormListItem | null>(null);

  if (list.isPending) return <ListSkeleton rows={4} />;
  if (list.isError && !list.data) {
    return <LoadError message={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  }

  const forms = list.data.pages.flatMap((page) => page.forms);
  const narrowed = filters.q !== '' || filters.ownerId !== null;
  const busy = searching || list.isPlaceholderData;

  if (forms.length === 0) {
    let empty;
    if (narrowed) {
      empty = (
        <EmptyState icon={SearchX} title={t('list.noResults')} description={t('list.noResultsBody')}>
          <Button size="sm" variant="tertiary" onPress={onReset}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('filters.reset')}
          </Button>
        </EmptyState>
      );
    } else if (filters.status === 'archived') {
      empty = <EmptyState icon={Archive} title={t('list.emptyArchivedTitle')} description={t('list.emptyArchivedBody')} />;
    } else {
      const published = filters.status === 'published';
      empty = (
        <EmptyState
          icon={FilePlus2}
          title={published ? t('list.emptyPublishedTitle') : t('list.emptyDraftTitle')}
          description={published ? t('list.emptyPublishedBody') : t('list.emptyDraftBody')}
        >
          <Button variant="primary" onPress={onCreate}>
            {t('create.button')}
          </Button>
        </EmptyState>
      );
    }
    return (
      <div aria-busy={busy} data-testid="forms-list">
        {empty}
      </div>
    );
  }

  return (
    <div className={`flex flex-col gap-3 transition-opacity ${busy ? 'opacity-60' : ''}`} aria-busy={busy} data-testid="forms-list">
      <p className="text-xs text-muted" aria-live="polite">
        {list.hasNextPage ? t('list.countMore', { count: forms.length }) : t('list.count', { count: forms.length })}
      </p>
      <ul aria-label={t('list.label')} className="flex flex-col gap-2">
        {forms.map((form) => (
          <FormRow key={form.id} companyId={companyId} form={form} now={now} onSend={() => setSending(form)} onDelete={() => setDeleting(form)} />
        ))}
      </ul>
      <LoadMoreFooter
        pages={list}
        count={forms.length}
        labels={{ loadMore: t('list.loadMore'), loadingMore: t('list.loadingMore'), end: t('list.end') }}
        className="py-2"
      />
      {sending ? <SendFormDialog companyId={companyId} formId={sending.id} title={sending.title} onClose={() => setSending(null)} /> : null}
      <DeleteFormDialog companyId={companyId} form={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
