import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  listensForSessionEvents,
  postLoginRedirect,
  redirectDelayMs,
  sessionEventRedirects,
  type SessionEvent,
} from '../../../../../common/rules/post-login-redirect';
import { useAppStorage } from '../../../lib/app-storage';
import { meQueryOptions } from '../api/get-me';

/**
 * The session-event redirect of spec section 2: on a landing page, a session that is there when
 * the page opens (INITIAL_SESSION) or appears while it is open (SIGNED_IN, e.g. signed in in
 * another tab) sends the user on to the post-login target after 300 ms, replacing history.
 * Visitors cost nothing: the session is only asked for when this browser remembers a user.
 * (TOKEN_REFRESHED has no counterpart here: sessions slide on the server, nothing is refreshed.)
 * `paused` while the password-reset screen shows on top of the page (its hash route is on `/`).
 */
export function useSessionEventRedirect({ paused }: { paused: boolean }): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const listening = !paused && listensForSessionEvents(pathname);
  const remembersUser = useAppStorage((s) => s.user !== null);
  const { data: me } = useQuery({ ...meQueryOptions, enabled: listening && remembersUser });
  const seen = useRef<{ answered: boolean; hadSession: boolean }>({ answered: false, hadSession: false });
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef({ pathname, search, navigate, listening });
  useEffect(() => {
    latest.current = { pathname, search, navigate, listening };
  });

  useEffect(() => {
    if (me === undefined) return;
    const { answered, hadSession } = seen.current;
    seen.current = { answered: true, hadSession: me !== null };
    if (!me) return;
    const event: SessionEvent | null = !answered ? 'INITIAL_SESSION' : !hadSession ? 'SIGNED_IN' : null;
    if (!event || !latest.current.listening || !sessionEventRedirects(latest.current.pathname, event)) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const { pathname: now, search: query, navigate: go, listening: stillListening } = latest.current;
      if (!stillListening) return; // the user moved on, or the reset screen opened, in the meantime
      const target = postLoginRedirect({
        hasSession: true,
        user: { isClient: me.user.isClient, onboardingCompleted: me.user.onboardingCompleted },
        currentPath: now,
        redirectParam: new URLSearchParams(query).get('redirect'),
      });
      void go(target, { replace: true });
    }, redirectDelayMs.sessionEvent);
  }, [me]);

  useEffect(() => () => window.clearTimeout(timer.current), []);
}
