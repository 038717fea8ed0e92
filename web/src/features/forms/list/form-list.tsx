import { Button } from '@heroui/react';
import { Archive, FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList, usePagedListLabels } from '../../../components/ui/paged-list';
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

  const { status } = filters;
  const published = status === 'published';
  const empty =
    status === 'archived' ? (
      <EmptyState icon={Archive} title={t('list.emptyArchivedTitle')} description={t('list.emptyArchivedBody')} />
    ) : (
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

  return (
    <PagedList
      query={list}
      itemsOf={(page) => page.forms}
      keyOf={(form) => form.id}
      renderItem={(form) => <FormRow companyId={companyId} form={form} now={now} onSend={() => setSending(form)} onDelete={() => setDeleting(form)} />}
      labels={usePagedListLabels('forms', 'list')}
      narrowed={filters.q !== '' || filters.ownerId !== null}
      onReset={onReset}
      searching={searching}
      empty={empty}
      testId="forms-list"
    >
      {sending ? <SendFormDialog companyId={companyId} formId={sending.id} title={sending.title} onClose={() => setSending(null)} /> : null}
      <DeleteFormDialog companyId={companyId} form={deleting} onClose={() => setDeleting(null)} />
    </PagedList>
  );
}
