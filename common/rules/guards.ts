import { flaggedMarketeerPaths, isCalendarPath, isClientPortalPath, isMarketerPath, isSettingsPath, normalisePath } from '../routes.js';

/**
 * Route guards of spec sections 2 (Guards) and 6 as pure decisions. The router only
 * calls these and carries out the answer; every rule has a unit test.
 */

/** Access errors shown as toasts; their Dutch texts live in the web app's locale files. */
export const accessErrors = {
  CLIENT_ON_MARKETEER_DASHBOARD: 'Je probeert een marketeer dashboard te openen als client',
  MARKETEER_ON_CLIENT_PORTAL: 'Je probeert het client portal te openen als marketeer',
  CLIENT_ON_MARKETEER_EVENT: 'Je probeert een marketeer agenda event te openen',
  MARKETEER_ON_CLIENT_EVENT: 'Je probeert een client agenda event te openen zonder juiste toegang',
} as const;
export type AccessError = keyof typeof accessErrors;

/** Agenda warnings stay 5 s instead of the default 4 s (spec section 9). */
export function isAgendaWarning(error: AccessError): boolean {
  return error === 'CLIENT_ON_MARKETEER_EVENT' || error === 'MARKETEER_ON_CLIENT_EVENT';
}

/**
 * 'error': the session could not be read (server or network trouble). Not the same as 'none':
 * the cookie may well be valid, so a guard neither signs the user out nor sends them to /login.
 */
export type SessionState = 'loading' | 'none' | 'present' | 'error';

export interface GuardInput {
  pathname: string;
  /** The query string, with or without the leading '?'. */
  search: string;
  session: SessionState;
  /**
   * Result of the client-status check. `null`/`undefined` means the check failed or
   * gave nothing: treated as not a client (spec section 6).
   */
  isClient: boolean | null | undefined;
  /** An OAuth callback is in progress (see `hasOAuthCallback`). */
  oauthCallbackPending?: boolean;
}

export type GuardDecision =
  | { kind: 'loading' }
  /** The session could not be read: show the failure with a retry, keep the user where they are. */
  | { kind: 'session-error' }
  | { kind: 'allow' }
  /** Let the screen (settings) handle the OAuth callback and retry the session after 1 s. */
  | { kind: 'await-oauth' }
  | { kind: 'redirect'; to: string; error?: AccessError };

const allow: GuardDecision = { kind: 'allow' };

function loginRedirect(pathname: string, search: string): GuardDecision {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const target = `${pathname}${query}`;
  return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(target)}` };
}

function calendarParams(search: string): { type: string | null; client: string | null } {
  const params = new URLSearchParams(search);
  return { type: params.get('type'), client: params.get('client') };
}

/** The marketer guard: wraps every route inside the sidebar layout. */
export function marketerGuard(input: GuardInput): GuardDecision {
  const pathname = normalisePath(input.pathname);
  if (input.session === 'loading') return { kind: 'loading' };
  if (input.session === 'error') return { kind: 'session-error' };
  if (input.session === 'none') {
    if (pathname !== '/' && input.oauthCallbackPending) return { kind: 'await-oauth' };
    return loginRedirect(pathname, input.search);
  }

  const { type, client } = calendarParams(input.search);
  if (input.isClient === true) {
    if (isCalendarPath(pathname) && type === 'marketeer') {
      return { kind: 'redirect', to: '/clientportal/calendar', error: 'CLIENT_ON_MARKETEER_EVENT' };
    }
    const flagged = (flaggedMarketeerPaths as readonly string[]).some((p) => pathname === p || pathname.startsWith(`${p}/`));
    return flagged ? { kind: 'redirect', to: '/clientportal', error: 'CLIENT_ON_MARKETEER_DASHBOARD' } : { kind: 'redirect', to: '/clientportal' };
  }

  if (isCalendarPath(pathname) && type === 'client' && !client) {
    return { kind: 'redirect', to: '/calender', error: 'MARKETEER_ON_CLIENT_EVENT' };
  }
  return allow;
}

/** The client guard: wraps every client-portal route. */
export function clientGuard(input: GuardInput): GuardDecision {
  const pathname = normalisePath(input.pathname);
  if (input.session === 'loading') return { kind: 'loading' };
  if (input.session === 'error') return { kind: 'session-error' };
  if (input.session === 'none') return loginRedirect(pathname, input.search);

  const { type, client } = calendarParams(input.search);
  if (input.isClient !== true) {
    if (isCalendarPath(pathname) && type === 'client') {
      if (!client) return { kind: 'redirect', to: '/calender', error: 'MARKETEER_ON_CLIENT_EVENT' };
      // A marketeer following a client's event link sees it in the marketeer calendar.
      const query = new URLSearchParams(input.search).toString();
      return { kind: 'redirect', to: `/calender?${query}` };
    }
    if (isSettingsPath(pathname)) return allow;
    return { kind: 'redirect', to: '/dashboard', error: 'MARKETEER_ON_CLIENT_PORTAL' };
  }

  if (isCalendarPath(pathname) && type === 'marketeer') {
    return { kind: 'redirect', to: '/clientportal/calendar', error: 'CLIENT_ON_MARKETEER_EVENT' };
  }
  return allow;
}

/** Which guard protects a path, if any. */
export function guardFor(pathname: string): 'client' | 'marketer' | 'public' {
  if (isClientPortalPath(pathname)) return 'client';
  return isMarketerPath(pathname) ? 'marketer' : 'public';
}
