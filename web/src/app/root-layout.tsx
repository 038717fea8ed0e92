import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/ui/full-page-spinner';
import { isConfirmEmailHash } from '../features/email-confirmation/confirm-hash';
import { isResetPasswordHash } from '../features/password-reset/reset-hash';
import { useAuthSync } from '../features/session-sync/use-auth-sync';
import { loadNamespace } from '../lib/i18n';
import { BusyMarker } from './busy-marker';

/** Loaded only when a reset link is opened: no other page downloads the reset screen. */
const ResetPasswordScreen = lazy(() =>
  Promise.all([import('../features/password-reset/components/reset-password-screen'), loadNamespace(['auth', 'public', 'errors'])]).then(([m]) => ({
    default: m.ResetPasswordScreen,
  })),
);
/** Likewise the screen of the link in the mail "Bevestig je e-mailadres". Both load the sign-in screens' texts with their code. */
const ConfirmEmailScreen = lazy(() =>
  Promise.all([import('../features/email-confirmation/components/confirm-email-screen'), loadNamespace(['auth', 'public', 'errors'])]).then(([m]) => ({
    default: m.ConfirmEmailScreen,
  })),
);

/**
 * The frame of every route. The reset mail links to the hash route `#/reset-password` (spec
 * section 2): whatever the path, that hash shows the reset screen instead of the route; the mail
 * "Bevestig je e-mailadres" does the same with `#/confirm-email`. Also keeps
 * the session in step with the other tabs and the browser extension. (The landing pages' session-event
 * redirect runs on the prerendered site: features/public-site/lib/session-redirect.ts.) Marks the
 * page busy while a route or a request loads (`BusyMarker`).
 */
export function RootLayout() {
  const { hash } = useLocation();
  const resetScreenOpen = isResetPasswordHash(hash);
  const confirmScreenOpen = isConfirmEmailHash(hash);
  // Either link's screen stays open when the session ends in another tab (no jump to /login).
  useAuthSync(resetScreenOpen || confirmScreenOpen);
  return (
    <>
      {resetScreenOpen || confirmScreenOpen ? (
        <Suspense fallback={<FullPageSpinner />}>{resetScreenOpen ? <ResetPasswordScreen /> : <ConfirmEmailScreen />}</Suspense>
      ) : (
        <Outlet />
      )}
      <ScrollRestoration />
      <BusyMarker />
    </>
  );
}
