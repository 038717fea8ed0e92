import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { useCompanyMembers } from '../../company/api/get-members';
import { clientsViewOf } from '../clients-view';
import { useLiveClients } from '../hooks/use-live-clients';
import { ClientDetail } from './client-detail';
import { ClientsOverview } from './clients-overview';

/** The portal as the client sees it ("Bekijk als klant"): the client-portal feature's dialog, composed by the route. */
export type RenderPortalPreview = (clientId: string, onClose: () => void) => ReactNode;

interface ClientsScreenProps {
  companyId: string | null;
  /** Deleting a client is for admins. */
  isAdmin: boolean;
  renderPortalPreview: RenderPortalPreview;
}

/** /clients: the company's clients, or one client's page (`?client=<id>`). */
export function ClientsScreen({ companyId, isAdmin, renderPortalPreview }: ClientsScreenProps) {
  const { t, ready } = useTranslation('clients');
  const { t: te } = useTranslation('errors');
  const [searchParams] = useSearchParams();
  const view = clientsViewOf(searchParams);
  // The colleagues who may be account managers (marketeers and admins).
  const members = useCompanyMembers({ companyId, enabled: companyId !== null });
  const colleagues = (members.data ?? []).filter((member) => member.role !== 'client');
  useLiveClients(companyId);

  if (!ready) return <ListSkeleton rows={4} />;
  if (!companyId) {
    return (
      <div className="mx-auto w-full max-w-6xl">
        <EmptyState icon={Building2} title={t('noCompanyTitle')} description={te('codes.NO_ACTIVE_COMPANY')} />
      </div>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      {view.kind === 'detail' ? (
        <ClientDetail
          key={view.clientId}
          companyId={companyId}
          clientId={view.clientId}
          isAdmin={isAdmin}
          colleagues={colleagues}
          renderPortalPreview={renderPortalPreview}
        />
      ) : (
        <ClientsOverview companyId={companyId} colleagues={colleagues} />
      )}
    </div>
  );
}
