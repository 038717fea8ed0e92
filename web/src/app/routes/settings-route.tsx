import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useSession } from '../../features/auth/hooks/use-session';
import { SettingsScreen } from '../../features/settings/components/settings-screen';

/** /settings inside the marketer layout: Beveiliging, Meldingen, and Team for admins of the active company. */
export function Component() {
  const session = useSession();
  const me = session.me;
  if (!me) return <FullPageSpinner fill="container" />;
  return <SettingsScreen role={session.membershipRole} companyId={me.activeCompanyId} companyName={session.activeCompanyName} userId={me.user.id} />;
}
