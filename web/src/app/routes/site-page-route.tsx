import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { normalisePath } from '../../../../common/routes';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';

/**
 * The public website's pages are static HTML the server answers (ADR 0007), not screens of this
 * app: reaching one from inside the app (a link, history) loads it as a document.
 */
export function Component() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    window.location.replace(normalisePath(pathname) + search + hash);
  }, [pathname, search, hash]);
  return <FullPageSpinner />;
}
