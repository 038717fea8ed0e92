import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { marketerGuard } from '../../../../common/rules/guards';
import { oauthRecoveryWaitMs } from '../../../../common/rules/oauth-callback';
import { useSession, useSessionSync } from '../../features/auth/hooks/use-session';
import { isOAuthCallbackPending } from '../../lib/oauth-flags';
import { GuardOutcome } from './guard-outcome';

/**
 * Wraps every marketer route (the sidebar layout). With no session during an OAuth callback it
 * renders the route (the settings screen finishes the callback) and tries to recover the
 * session once after `oauthRecoveryWaitMs`; if that finds none, it sends the user to /login.
 */
export function MarketerGuard() {
  const location = useLocation();
  const session = useSession();
  useSessionSync(session.me, session.state);
  const [recoveryTried, setRecoveryTried] = useState(false);
  const oauthCallbackPending = !recoveryTried && isOAuthCallbackPending(location);

  const decision = marketerGuard({
    pathname: location.pathname,
    search: location.search,
    session: session.state,
    isClient: session.isClient,
    oauthCallbackPending,
  });

  const { refetch } = session;
  const awaitingOAuth = decision.kind === 'await-oauth';
  useEffect(() => {
    if (!awaitingOAuth) return;
    const timer = window.setTimeout(() => {
      void refetch().finally(() => setRecoveryTried(true));
    }, oauthRecoveryWaitMs);
    return () => window.clearTimeout(timer);
  }, [awaitingOAuth, refetch]);

  return <GuardOutcome decision={decision} />;
}
