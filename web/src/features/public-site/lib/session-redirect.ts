import type { MeResponse } from '../../../../../common/schemas/auth';
import { postLoginRedirect, redirectDelayMs, sessionEventRedirects, type SessionEvent } from '../../../../../common/rules/post-login-redirect';
import { appStorageKey } from '../../../lib/app-storage';
import { subscribeToAuthEvents } from '../../session-sync/auth-channel';

/** Whether this browser remembers a signed-in user (app-storage), without loading the store. */
function remembersUser(): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(appStorageKey) ?? 'null') as { state?: { user?: unknown } } | null;
    return Boolean(stored?.state?.user);
  } catch {
    return false;
  }
}

async function readSession(): Promise<MeResponse | null> {
  try {
    const response = await fetch('/api/auth/me', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as MeResponse) : null;
  } catch {
    return null;
  }
}

function redirectFor(me: MeResponse, event: SessionEvent): void {
  if (!sessionEventRedirects(window.location.pathname, event)) return;
  window.setTimeout(() => {
    const target = postLoginRedirect({
      hasSession: true,
      user: { isClient: me.user.isClient, onboardingCompleted: me.user.onboardingCompleted },
      currentPath: window.location.pathname,
      redirectParam: new URLSearchParams(window.location.search).get('redirect'),
    });
    window.location.replace(target);
  }, redirectDelayMs.sessionEvent);
}

/**
 * The session-event redirect of spec section 2 on the static landing pages, as the app's
 * useSessionEventRedirect does it: a session present when the page opens (INITIAL_SESSION, only
 * asked for when this browser remembers a user) or signed in from another tab (SIGNED_IN) sends
 * the user on after 300 ms, replacing history. Other public pages do nothing.
 */
export function startSessionEventRedirect(): void {
  if (!sessionEventRedirects(window.location.pathname, 'INITIAL_SESSION')) return;
  if (remembersUser()) {
    void readSession().then((me) => {
      if (me) redirectFor(me, 'INITIAL_SESSION');
    });
  }
  subscribeToAuthEvents((event) => {
    if (event.type !== 'signed-in') return;
    void readSession().then((me) => {
      if (me) redirectFor(me, 'SIGNED_IN');
    });
  });
}
