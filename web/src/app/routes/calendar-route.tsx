import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useSession } from '../../features/auth/hooks/use-session';
import { CalendarScreen } from '../../features/calendar/components/calendar-screen';

/**
 * /calender and /calendar inside the marketer layout: the calendar feature's screen. A lazy route
 * module (with the lazy 'calendar' and 'errors' texts): FullCalendar and the rest of the screen
 * are never part of the workspace's first load.
 */
export function Component() {
  const session = useSession();
  const me = session.me;
  if (!me) return <FullPageSpinner fill="container" />;
  const { user } = me;
  const viewer = { id: user.id, name: user.name, email: user.email, avatarUrl: user.avatarUrl ?? null, avatarColor: user.avatarColor ?? null };
  return <CalendarScreen key={me.activeCompanyId ?? 'none'} companyId={me.activeCompanyId} viewer={viewer} />;
}
