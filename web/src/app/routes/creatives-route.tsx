import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { useSession } from '../../features/auth/hooks/use-session';
import { CreativesScreen } from '../../features/creatives/overview/creatives-screen';

/**
 * /creatives inside the marketer layout: the creatives feature's screen. A lazy route module (with
 * the lazy 'creatives', 'files' and 'errors' texts): none of it is part of the workspace's first load.
 */
export function Component() {
  const session = useSession();
  const me = session.me;
  if (!me) return <FullPageSpinner fill="container" />;
  return <CreativesScreen key={me.activeCompanyId ?? 'none'} companyId={me.activeCompanyId} />;
}
