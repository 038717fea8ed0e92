import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useSession } from '../../features/auth/hooks/use-session';
import { FormsScreen } from '../../features/forms/list/forms-screen';

/**
 * /forms (Formulieren) inside the marketer layout: the forms feature's screen (the company's forms,
 * a form's submissions with `?form=`, one of them with `&submission=`). A lazy route module with the
 * lazy 'forms' and 'errors' texts: none of it is part of the workspace's first load.
 */
export function Component() {
  const session = useSession();
  const me = session.me;
  if (!me) return <FullPageSpinner fill="container" />;
  return <FormsScreen key={me.activeCompanyId ?? 'none'} companyId={me.activeCompanyId} viewerId={me.user.id} isAdmin={session.membershipRole === 'admin'} />;
}
