import { loadNamespace } from '../../lib/i18n';
import { CanvaCallbackPage } from '../../features/creatives/imports/canva-callback-page';

/** The error texts come before the page shows: a failed connection is said in words. */
export async function loader() {
  await loadNamespace('errors');
  return null;
}

export function Component() {
  return <CanvaCallbackPage />;
}
