import { useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { SecuritySection } from '../../features/account-security/components/security-section';
import { useSession } from '../../features/auth/hooks/use-session';
import { useLogoutAction } from '../../features/auth/hooks/use-logout-action';
import { ClientPortalScreen } from '../../features/client-portal/components/client-portal-screen';
import { portalTabFor } from '../../features/client-portal/portal-tabs';
import { NotificationPreferencesSection } from '../../features/notification-preferences/components/notification-preferences-section';
import { ProfileSection } from '../../features/profile/components/profile-section';
import { useRealtimeStatus } from '../../lib/realtime/realtime-status';
import { useRealtimeConnection } from '../../lib/realtime/use-realtime-connection';
import { PortalInbox } from '../layouts/portal-inbox';

/**
 * Every client-portal route: one screen, the sub-route picks the tab. Instellingen is composed here
 * from the account features, the header's bell with the client's inbox from the inbox's layout
 * parts. The route holds the tab's live-update connection (the portal's channel and the inbox's
 * count follow it), and its root's `data-realtime-status` says how it is, as the workspace's does.
 */
export function Component() {
  const { pathname } = useLocation();
  const session = useSession();
  const { logout, isLoggingOut } = useLogoutAction();
  useRealtimeConnection(session.me?.user.id ?? null);
  const realtimeStatus = useRealtimeStatus((s) => s.status);
  if (!session.me) return <FullPageSpinner />;
  const activeTab = portalTabFor(pathname);
  return (
    <div data-realtime-status={realtimeStatus}>
      <ClientPortalScreen
        user={session.me.user}
        companyId={session.me.activeCompanyId}
        companyName={session.activeCompanyName}
        activeTab={activeTab}
        onLogout={logout}
        isLoggingOut={isLoggingOut}
        inbox={<PortalInbox userId={session.me.user.id} />}
        settings={
          activeTab === 'settings' ? (
            <div className="flex flex-col gap-10">
              <ProfileSection userId={session.me.user.id} forClient />
              <SecuritySection />
              <NotificationPreferencesSection />
            </div>
          ) : null
        }
      />
    </div>
  );
}
