import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useSession } from '../../features/auth/hooks/use-session';
import { ChecklistsScreen } from '../../features/checklists/components/checklists-screen';

/**
 * /checklists inside the marketer layout: the checklists feature's screen. A lazy route module
 * (with the lazy 'checklists' texts): none of it is part of the workspace's first load.
 */
export function Component() {
  const session = useSession();
  const me = session.me;
  if (!me) return <FullPageSpinner fill="container" />;
  const { user } = me;
  const viewer = { id: user.id, name: user.name, email: user.email, avatarUrl: user.avatarUrl ?? null, avatarColor: user.avatarColor ?? null };
  return <ChecklistsScreen key={me.activeCompanyId ?? 'none'} companyId={me.activeCompanyId} viewer={viewer} isAdmin={session.membershipRole === 'admin'} />;
}
