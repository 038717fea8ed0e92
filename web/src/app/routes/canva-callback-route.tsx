import { PublicPage } from '../../features/public-pages/components/public-page';

export function Component() {
  return <PublicPage pageId="canva-callback" />;
}
