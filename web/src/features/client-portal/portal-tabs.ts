import { CalendarDays, ClipboardList, LayoutDashboard, type LucideIcon, Palette, Settings, Target } from 'lucide-react';
import { type ClientPortalPath, normalisePath } from '../../../../common/routes';

/** The portal's sections; the sub-route selects the tab (spec: all portal routes are one screen). */
export const portalTabs = [
  { id: 'overview', path: '/clientportal', icon: LayoutDashboard },
  { id: 'forms', path: '/clientportal/forms', icon: ClipboardList },
  { id: 'calendar', path: '/clientportal/calendar', icon: CalendarDays },
  { id: 'creatives', path: '/clientportal/creatives', icon: Palette },
  { id: 'leads', path: '/clientportal/leads', icon: Target },
  { id: 'settings', path: '/clientportal/settings', icon: Settings },
] as const satisfies readonly { id: string; path: ClientPortalPath; icon: LucideIcon }[];

export type PortalTabId = (typeof portalTabs)[number]['id'];

/** '/client-portal' and '/clientportal' are the overview; '/clientportal/forms/…' is forms. */
export function portalTabFor(pathname: string): PortalTabId {
  const path = normalisePath(pathname);
  const sub = portalTabs.find((tab) => tab.id !== 'overview' && (path === tab.path || path.startsWith(`${tab.path}/`)));
  return sub?.id ?? 'overview';
}
