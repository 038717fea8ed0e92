import { useTranslation } from 'react-i18next';
import { type DashboardArea, DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { useSession } from '../../features/auth/hooks/use-session';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { DashboardFocus } from '../../features/dashboard/components/dashboard-focus';
import { DashboardToday } from '../../features/dashboard/components/dashboard-today';
import { workspaceScreens } from '../workspace-screens';

/** The areas the dashboard links to, in sidebar order: only those whose screens are built (the sidebar lists the rest). */
const areaIds = ['accounts', 'checklists'] as const;

export function Component() {
  const { t } = useTranslation('screens');
  const { t: tc } = useTranslation();
  const session = useSession();
  const me = session.me;
  if (!me) return <FullPageSpinner fill="container" />;

  const areas: DashboardArea[] = areaIds.map((id) => ({
    id,
    title: t(`${id}.title`),
    description: t(`areas.${id}`),
    to: workspaceScreens[id].path,
    icon: workspaceScreens[id].icon,
  }));
  const role = session.membershipRole ?? me.user.role;

  return (
    <DashboardScreen
      user={me.user}
      companyName={session.activeCompanyName}
      roleLabel={tc(`roles.${role}`)}
      areas={areas}
      today={<DashboardToday companyId={me.activeCompanyId} />}
      focus={<DashboardFocus companyId={me.activeCompanyId} />}
    />
  );
}
