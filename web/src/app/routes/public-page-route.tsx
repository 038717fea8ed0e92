import { useLocation } from 'react-router';
import { PublicPage } from '../../features/public-pages/components/public-page';
import { publicPageId } from '../../features/public-pages/page-id';

export function Component() {
  const { pathname } = useLocation();
  return <PublicPage pageId={publicPageId(pathname)} />;
}
