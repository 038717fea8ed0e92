import { Button } from '@heroui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { CompanyMember } from '../../../../../common/schemas/company';
import { PageHeader } from '../../../components/ui/page-header';
import { useMarketeerFilter } from '../../../lib/marketeer-filter';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNewParam } from '../../../lib/use-new-param';
import { choiceFilter, textFilter, type UrlFilterFields, useUrlFilters } from '../../../lib/use-url-filters';
import { MarketeerFilterChip } from '../../company/components/marketeer-filter-chip';
import type { ClientListFilters } from '../api/keys';
import { clientHref } from '../clients-view';
import { ClientFilters } from './client-filters';
import { ClientFormDialog } from './client-form-dialog';
import { ClientList } from './client-list';

/** The search and the status in the address: /clients?q=bakker&status=archived. */
const clientListFields: UrlFilterFields<{ search: string; status: ClientListFilters['status'] }> = {
  search: textFilter('q'),
  status: choiceFilter('status', ['active', 'archived', 'all'], 'active'),
};

interface ClientsOverviewProps {
  companyId: string;
  colleagues: readonly CompanyMember[];
}

/** The list: "Klant toevoegen" (the new client's page opens after it), the search (asked of the server once typing pauses), the status filter and the sidebar's marketeer. */
export function ClientsOverview({ companyId, colleagues }: ClientsOverviewProps) {
  const { t } = useTranslation('clients');
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [{ search, status }, setFilters] = useUrlFilters(clientListFields);
  const q = useDebouncedValue(search.trim(), 300);
  // The sidebar's marketeer selector: the clients that colleague is an account manager of.
  const manager = useMarketeerFilter((s) => s.selectedMarketeerId);
  const selectMarketeer = useMarketeerFilter((s) => s.selectMarketeer);
  useDocumentTitle(t('title'));
  // `new=client` (a "Nieuwe klant" shortcut) opens the dialog once.
  useNewParam('client', searchParams, setSearchParams, true, () => setAdding(true));

  const filters: ClientListFilters = { q, status, manager };
  const reset = () => {
    setFilters({ search: '', status: 'active' });
    selectMarketeer(null);
  };

  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button variant="primary" onPress={() => setAdding(true)} data-testid="add-client-button">
            <Plus aria-hidden="true" />
            {t('form.addTitle')}
          </Button>
        }
      />
      <MarketeerFilterChip companyId={companyId} hint={(name) => t('filters.managerHint', { name })} />
      <ClientFilters
        search={search}
        onSearchChange={(value) => setFilters({ search: value })}
        status={status}
        onStatusChange={(value) => setFilters({ status: value })}
      />
      <ClientList companyId={companyId} filters={filters} searching={search.trim() !== q} onAdd={() => setAdding(true)} onReset={reset} />
      {adding ? (
        <ClientFormDialog
          companyId={companyId}
          colleagues={colleagues}
          onClose={() => setAdding(false)}
          onCreated={(client) => void navigate(clientHref(client.id))}
        />
      ) : null}
    </>
  );
}
