import { Button } from '@heroui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CompanyMember } from '../../../../../common/schemas/company';
import { PageHeader } from '../../../components/ui/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useListScreen } from '../../../lib/use-list-screen';
import { choiceFilter, textFilter, type UrlFilterFields } from '../../../lib/use-url-filters';
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
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  // The sidebar's marketeer selector: the clients that colleague is an account manager of.
  // `new=client` (a "Nieuwe klant" shortcut) opens the dialog once.
  const list = useListScreen(clientListFields, { newKind: 'client', onNew: () => setAdding(true), resetTo: { search: '', status: 'active' } });
  const { search, status } = list.values;
  const setFilters = list.setFilters;
  useDocumentTitle(t('title'));
  const filters: ClientListFilters = { q: list.q, status, manager: list.marketeerId };

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
      <ClientList companyId={companyId} filters={filters} searching={list.searching} onAdd={() => setAdding(true)} onReset={list.reset} />
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
