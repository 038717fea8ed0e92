import { Button } from '@heroui/react';
import { Archive, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PagedList, usePagedListLabels } from '../../../components/ui/paged-list';
import { useNow } from '../../../lib/use-now';
import { useClientList } from '../api/get-clients';
import type { ClientListFilters } from '../api/keys';
import { ClientRow } from './client-row';

interface ClientListProps {
  companyId: string;
  filters: ClientListFilters;
  /** The search box holds text the list does not show yet (typing has not paused). */
  searching: boolean;
  onAdd: () => void;
  onReset: () => void;
}

/** The clients a page at a time ("Meer laden"), and the empty states: none at all, none archived, none for the filters. */
export function ClientList({ companyId, filters, searching, onAdd, onReset }: ClientListProps) {
  const { t } = useTranslation('clients');
  const now = useNow();
  const list = useClientList(companyId, filters);

  const empty =
    filters.status === 'archived' ? (
      <EmptyState icon={Archive} title={t('list.emptyArchivedTitle')} description={t('list.emptyArchivedBody')} />
    ) : (
      <EmptyState icon={Users} title={t('list.emptyTitle')} description={t('list.emptyBody')}>
        <Button variant="primary" onPress={onAdd}>
          {t('form.addTitle')}
        </Button>
      </EmptyState>
    );

  return (
    <PagedList
      query={list}
      itemsOf={(page) => page.clients}
      keyOf={(client) => client.id}
      renderItem={(client) => <ClientRow client={client} now={now} />}
      labels={usePagedListLabels('clients', 'list')}
      narrowed={filters.q !== '' || filters.manager !== null}
      onReset={onReset}
      searching={searching}
      empty={empty}
      testId="clients-list"
    />
  );
}
