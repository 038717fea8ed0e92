import { useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { SecuritySection } from '../../features/account-security/components/security-section';
import { useSession } from '../../features/auth/hooks/use-session';
import { useLogoutAction } from '../../features/auth/hooks/use-logout-action';
import { ClientPortalScreen } from '../../features/client-portal/components/client-portal-screen';
import { portalTabFor } from '../../features/client-portal/portal-tabs';
import { NotificationPreferencesSection } from '../../features/notification-preferences/components/notification-preferences-section';
import { ProfileSection } from '../../features/profile/components/profile-section';

/** Every client-portal route: one screen, the sub-route picks the tab. Instellingen is composed here from the account features. */
export function Component() {
  const { pathname } = useLocation();
  const session = useSession();
  const { logout, isLoggingOut } = useLogoutAction();
  if (!session.me) return <FullPageSpinner />;
  const activeTab = portalTabFor(pathname);
  return (
    <ClientPortalScreen
      user={session.me.user}
      companyId={session.me.activeCompanyId}
      companyName={session.activeCompanyName}
      activeTab={activeTab}
      onLogout={logout}
      isLoggingOut={isLoggingOut}
      settings={
        activeTab === 'settings' ? (
          <div className="flex flex-col gap-10">
            <ProfileSection userId={session.me.user.id} forClient />
            <SecuritySection />
            <NotificationPreferencesSection forClient />
          </div>
        ) : null
      }
    />
  );
}
