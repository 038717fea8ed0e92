import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CompanyMember } from '../../../../../common/schemas/company';
import { buttonClass } from '../../../components/ui/button-class';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useClientDetail } from '../api/get-client';
import { ClientAccounts } from './client-accounts';
import { ClientContacts } from './client-contacts';
import { ClientFacts } from './client-facts';
import { ClientHeader } from './client-header';
import { ClientNotes } from './client-notes';
import { ClientTimeline } from './client-timeline';
import type { RenderPortalPreview } from './clients-screen';

interface ClientDetailProps {
  companyId: string;
  clientId: string;
  isAdmin: boolean;
  colleagues: readonly CompanyMember[];
  renderPortalPreview: RenderPortalPreview;
}

/**
 * /clients?client=<id>: the client's header with its actions, then its details, contacts, ad
 * accounts and notes, with the timeline beside them on a wide screen (below them on a phone).
 */
export function ClientDetail({ companyId, clientId, isAdmin, colleagues, renderPortalPreview }: ClientDetailProps) {
  const { t } = useTranslation('clients');
  const detail = useClientDetail(companyId, clientId);
  const client = detail.data?.client;
  useDocumentTitle(client ? `${client.name} · ${t('title')}` : t('title'));

  const back = (
    <Link to="/clients" className={buttonClass({ variant: 'ghost', size: 'sm', className: 'self-start' })} data-testid="clients-back">
      <ArrowLeft aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );

  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-4" data-testid="client-detail" aria-busy="true">
        {back}
        <ListSkeleton rows={3} />
      </div>
    );
  }
  if (detail.isError || !detail.data || !client) {
    const notFound = isApiError(detail.error) && (detail.error.status === 404 || detail.error.code === 'NOT_FOUND');
    return (
      <div className="flex flex-col gap-4" data-testid="client-detail">
        {back}
        {notFound ? (
          <EmptyState icon={SearchX} title={t('detail.notFoundTitle')} description={t('detail.notFoundBody')} />
        ) : (
          <LoadError message={t('detail.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} isRetrying={detail.isFetching} />
        )}
      </div>
    );
  }

  const archived = client.status === 'archived';
  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="client-detail" data-client-id={client.id} data-status={client.status}>
      {back}
      <ClientHeader companyId={companyId} client={client} isAdmin={isAdmin} colleagues={colleagues} renderPortalPreview={renderPortalPreview} />
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          <ClientFacts client={client} />
          <ClientContacts companyId={companyId} client={client} contacts={detail.data.contacts} archived={archived} />
          <ClientAccounts companyId={companyId} client={client} accounts={detail.data.accounts} archived={archived} />
          <ClientNotes companyId={companyId} client={client} />
        </div>
        <ClientTimeline companyId={companyId} client={client} />
      </div>
    </div>
  );
}
