import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { marketerGuard } from '../../../../common/rules/guards';
import { oauthFlagLifetimeMs, oauthRecoveryWaitMs } from '../../../../common/rules/oauth-callback';
import { useSession, useSessionSync } from '../../features/auth/hooks/use-session';
import { isOAuthCallbackPending } from '../../lib/oauth-flags';
import { GuardOutcome } from './guard-outcome';

/** Later recovery attempts while the callback is still in flight. */
const recoveryRetryMs = 2_000;

/**
 * Wraps every marketer route (the sidebar layout). With no session during an OAuth callback it
 * renders the route (the settings screen finishes the callback) and tries to recover the session
 * after `oauthRecoveryWaitMs`, then again every 2 s while the callback is in flight (its flag,
 * or code and state in the URL, for at most `oauthFlagLifetimeMs` since the guard first saw it).
 * Only when that time is over without a session does it send the user to /login.
 */
export function MarketerGuard() {
  const location = useLocation();
  const session = useSession();
  useSessionSync(session.me, session.state);
  const [gaveUp, setGaveUp] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const firstSeenAt = useRef<number | null>(null);
  const oauthCallbackPending = !gaveUp && isOAuthCallbackPending(location);

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
    if (!awaitingOAuth) {
      firstSeenAt.current = null;
      return;
    }
    let cancelled = false;
    const timer = window.setTimeout(
      () => {
        firstSeenAt.current ??= Date.now() - oauthRecoveryWaitMs;
        void refetch().finally(() => {
          if (cancelled) return;
          const over = Date.now() - firstSeenAt.current! >= oauthFlagLifetimeMs;
          if (over || !isOAuthCallbackPending(window.location)) setGaveUp(true);
          else setAttempt((n) => n + 1);
        });
      },
      attempt === 0 ? oauthRecoveryWaitMs : recoveryRetryMs,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [awaitingOAuth, refetch, attempt]);

  return <GuardOutcome decision={decision} session={session} />;
}
