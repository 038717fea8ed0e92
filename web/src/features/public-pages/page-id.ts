import type publicNl from '../../locales/nl/public.json';
import { normalisePath } from '../../../../common/routes';

export type PublicPageId = keyof (typeof publicNl)['pages'];

/** '/' → 'home', '/features/ad-forms' → 'features-ad-forms', '/canva/callback' → 'canva-callback'. */
export function publicPageId(pathname: string): PublicPageId {
  const path = normalisePath(pathname);
  return (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')) as PublicPageId;
}
