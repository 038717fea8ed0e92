import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { isResetPasswordHash } from '../features/password-reset/reset-hash';
import { useAuthSync } from '../features/session-sync/use-auth-sync';

/** Loaded only when a reset link is opened: no other page downloads the reset screen. */
const ResetPasswordScreen = lazy(() =>
  import('../features/password-reset/components/reset-password-screen').then((m) => ({ default: m.ResetPasswordScreen })),
);

/**
 * The frame of every route. The reset mail links to the hash route `#/reset-password` (spec
 * section 2): whatever the path, that hash shows the reset screen instead of the route. Also keeps
 * the session in step with the other tabs and the browser extension. (The landing pages' session-event
 * redirect runs on the prerendered site: features/public-site/lib/session-redirect.ts.)
 */
export function RootLayout() {
  const { hash } = useLocation();
  const resetScreenOpen = isResetPasswordHash(hash);
  useAuthSync(resetScreenOpen);
  return (
    <>
      {resetScreenOpen ? (
        <Suspense fallback={<FullPageSpinner />}>
          <ResetPasswordScreen />
        </Suspense>
      ) : (
        <Outlet />
      )}
      <ScrollRestoration />
    </>
  );
}
