import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useSession } from '../../features/auth/hooks/use-session';
import { PortalPreviewDialog } from '../../features/client-portal/components/portal-preview-dialog';
import { ClientsScreen } from '../../features/clients/components/clients-screen';

/**
 * /clients (Klanten) inside the marketer layout: the clients feature's screen, with the
 * client-portal feature's "Bekijk als klant" dialog in it. A lazy route module (with the lazy
 * 'clients', 'portal' and 'errors' texts): none of it is part of the workspace's first load.
 */
export function Component() {
  const session = useSession();
  const me = session.me;
  if (!me) return <FullPageSpinner fill="container" />;
  return (
    <ClientsScreen
      key={me.activeCompanyId ?? 'none'}
      companyId={me.activeCompanyId}
      isAdmin={session.membershipRole === 'admin'}
      renderPortalPreview={(clientId, onClose) => <PortalPreviewDialog clientId={clientId} onClose={onClose} />}
    />
  );
}
