import { useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useSession } from '../../features/auth/hooks/use-session';
import { ClientPortalScreen } from '../../features/client-portal/components/client-portal-screen';
import { portalTabFor } from '../../features/client-portal/portal-tabs';
import { useLogoutAction } from '../../features/auth/hooks/use-logout-action';

export function Component() {
  const { pathname } = useLocation();
  const session = useSession();
  const { logout, isLoggingOut } = useLogoutAction();
  if (!session.me) return <FullPageSpinner />;
  return (
    <ClientPortalScreen
      user={session.me.user}
      companyName={session.activeCompanyName}
      activeTab={portalTabFor(pathname)}
      onLogout={logout}
      isLoggingOut={isLoggingOut}
    />
  );
}
