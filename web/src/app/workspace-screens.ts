import {
  BarChart3,
  CalendarDays,
  ClipboardList,
  FileText,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Mail,
  Megaphone,
  Palette,
  Settings,
  ShieldCheck,
  SquarePen,
  Target,
  Users,
} from 'lucide-react';
import { lockedPaths, type MarketerPath, normalisePath } from '../../../common/routes';

/** One entry per marketer screen: its path (and alias), icon and whether it is locked. */
interface WorkspaceScreen {
  path: MarketerPath;
  aliases?: readonly MarketerPath[];
  icon: LucideIcon;
}

export const workspaceScreens = {
  dashboard: { path: '/dashboard', icon: LayoutDashboard },
  admin: { path: '/admin', icon: ShieldCheck },
  checklists: { path: '/checklists', icon: ListChecks },
  accounts: { path: '/accounts', icon: Megaphone },
  creatives: { path: '/creatives', icon: Palette },
  content: { path: '/content', icon: FileText },
  clients: { path: '/clients', icon: Users },
  // Spec: /calender and /calendar are the same screen; the sidebar links to /calender.
  calendar: { path: '/calender', aliases: ['/calendar'], icon: CalendarDays },
  forms: { path: '/forms', icon: ClipboardList },
  'form-builder': { path: '/form-builder', icon: SquarePen },
  leads: { path: '/leads', icon: Target },
  analytics: { path: '/analytics', icon: BarChart3 },
  email: { path: '/email', icon: Mail },
  settings: { path: '/settings', icon: Settings },
} as const satisfies Record<string, WorkspaceScreen>;

export type WorkspaceScreenId = keyof typeof workspaceScreens;

const screenIds = Object.keys(workspaceScreens) as WorkspaceScreenId[];

export function screenPaths(id: WorkspaceScreenId): readonly string[] {
  const screen: WorkspaceScreen = workspaceScreens[id];
  return [screen.path, ...(screen.aliases ?? [])];
}

/** The screen a path belongs to (sub-paths included), if any. */
export function screenIdForPath(pathname: string): WorkspaceScreenId | undefined {
  const path = normalisePath(pathname);
  return screenIds.find((id) => screenPaths(id).some((p) => path === p || path.startsWith(`${p}/`)));
}

export function isLockedScreen(id: WorkspaceScreenId): boolean {
  return (lockedPaths as readonly string[]).includes(workspaceScreens[id].path);
}
