import { useTranslation } from 'react-i18next';
import { type DashboardArea, DashboardScreen } from '../../features/dashboard/components/dashboard-screen';
import { useSession } from '../../features/auth/hooks/use-session';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { workspaceScreens } from '../workspace-screens';

/** The areas the dashboard links to, in sidebar order. */
const areaIds = ['accounts', 'checklists', 'creatives', 'content', 'clients', 'calendar', 'forms', 'leads'] as const;
/** The areas whose screens are built. */
const availableAreas: ReadonlySet<string> = new Set(['accounts']);

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
    available: availableAreas.has(id),
  }));
  const role = session.membershipRole ?? me.user.role;

  return <DashboardScreen user={me.user} companyName={session.activeCompanyName} roleLabel={tc(`roles.${role}`)} areas={areas} />;
}
