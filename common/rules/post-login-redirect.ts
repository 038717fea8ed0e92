import { appPaths, isClientPortalPath, isMarketerPath, isSafeRedirectTarget, keptPortalSubRoutes, landingPaths, normalisePath } from '../routes.js';

/** Post-login redirect of spec section 2, rules 1–6, as one pure function. */

export interface PostLoginInput {
  /** False when there is no session at all (rule 6). */
  hasSession: boolean;
  /** The user row; `null` when there is none, `'error'` when reading it failed (rule 1). */
  user: { isClient: boolean; onboardingCompleted: boolean } | null | 'error';
  /**
   * The path the user is on now (rule 2 keeps a portal sub-route of it; on /login the portal page
   * the guard sent the user away from arrives as the redirect parameter instead).
   */
  currentPath: string;
  /** The `redirect` query parameter, if any (rules 4 and 6). */
  redirectParam: string | null | undefined;
}

/** Rule 5: where to go when carrying out the redirect itself fails after login. */
export const redirectOnFailure = '/dashboard';

/** Screens that exist to get a session: sending a signed-in user there would go round in circles. */
const signInScreens = ['/login', '/signup', '/set-password'];

/**
 * Rule 5, the part decided before navigating: a redirect parameter the app cannot show after a
 * sign-in (an unknown path, which would bounce to /login, or a sign-in screen) fails, so the
 * user goes to /dashboard instead of round in circles. Navigation that fails later is caught by
 * the caller, which also goes to `redirectOnFailure`.
 */
export function isFollowableRedirect(target: string | null | undefined): target is string {
  if (!isSafeRedirectTarget(target)) return false;
  const path = normalisePath(new URL(target, 'http://app.invalid').pathname);
  const known = appPaths.includes(path) || isMarketerPath(path) || isClientPortalPath(path);
  return known && !signInScreens.includes(path);
}

/**
 * The invitation screen (/set-password#token=…): an invitation for an address that already has an
 * account is accepted there once signed in, so /login?redirect=/set-password comes back to it —
 * before rules 2 to 4, as a client or someone still in onboarding accepts invitations too.
 * Accepting then sends the user on by those rules. The token itself waits in the fragment or in
 * this tab's sessionStorage, never in the redirect parameter.
 */
export const invitationScreen = '/set-password';

function isInvitationReturn(target: string | null | undefined): boolean {
  if (!isSafeRedirectTarget(target)) return false;
  return normalisePath(new URL(target, 'http://app.invalid').pathname) === invitationScreen;
}

function keptPortalSubRoute(path: string | null | undefined): string | null {
  if (!path || !isSafeRedirectTarget(path)) return null;
  const p = normalisePath(new URL(path, 'http://app.invalid').pathname);
  const sub = p.startsWith('/clientportal/') ? p.slice('/clientportal/'.length) : '';
  return (keptPortalSubRoutes as readonly string[]).includes(sub) ? `/clientportal/${sub}` : null;
}

/** Delays before a redirect (spec: about 100 to 300 ms, 200 ms after signup creation). */
export const redirectDelayMs = { login: 100, sessionEvent: 300, signup: 200 } as const;

export function postLoginRedirect(input: PostLoginInput): string {
  const redirect = isFollowableRedirect(input.redirectParam) ? input.redirectParam : null;
  if (!input.hasSession) return redirect ?? '/dashboard'; // rule 6
  if (input.user === null || input.user === 'error') return '/onboarding'; // rule 1
  if (isInvitationReturn(input.redirectParam)) return invitationScreen; // back to accept the invitation
  if (input.user.isClient) {
    // rule 2
    return keptPortalSubRoute(input.currentPath) ?? keptPortalSubRoute(input.redirectParam) ?? '/clientportal';
  }
  if (!input.user.onboardingCompleted) return '/onboarding'; // rule 3
  return redirect && redirect !== '/' ? redirect : '/dashboard'; // rule 4 (and rule 5 for a target that cannot be shown)
}

export const sessionEvents = ['SIGNED_IN', 'INITIAL_SESSION', 'TOKEN_REFRESHED', 'SIGNED_OUT', 'USER_UPDATED'] as const;
export type SessionEvent = (typeof sessionEvents)[number];

const redirectingEvents: readonly SessionEvent[] = ['SIGNED_IN', 'INITIAL_SESSION', 'TOKEN_REFRESHED'];
const noAutoRedirectPaths = ['/login', '/signup', '/onboarding', '/dashboard'];

/**
 * Whether a session event redirects automatically: only SIGNED_IN, INITIAL_SESSION and
 * TOKEN_REFRESHED do, and never on /login, /signup, /onboarding, /dashboard or a portal page.
 */
export function shouldAutoRedirect(pathname: string, event: SessionEvent): boolean {
  if (!redirectingEvents.includes(event)) return false;
  const p = normalisePath(pathname);
  if (noAutoRedirectPaths.includes(p)) return false;
  return !isClientPortalPath(p);
}

/**
 * Where the app listens for session events. The workspace and the portal already have guards that
 * put a signed-in user where they belong (redirecting from /settings to /dashboard on every load
 * would break every deep link), and the information pages (/privacy, /terms, /pricing …) and
 * /set-password (an invitation for a signed-in user) must stay readable with a session. So the
 * redirect happens on the landing pages: a signed-in user who opens the front door goes to work.
 */
export function listensForSessionEvents(pathname: string): boolean {
  return (landingPaths as readonly string[]).includes(normalisePath(pathname));
}

/** Whether this session event on this page redirects (spec section 2 plus the scope above). */
export function sessionEventRedirects(pathname: string, event: SessionEvent): boolean {
  return listensForSessionEvents(pathname) && shouldAutoRedirect(pathname, event);
}
