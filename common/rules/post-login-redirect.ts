import { isClientPortalPath, isSafeRedirectTarget, keptPortalSubRoutes, normalisePath } from '../routes.js';

/** Post-login redirect of spec section 2, rules 1–6, as one pure function. */

export interface PostLoginInput {
  /** False when there is no session at all (rule 6). */
  hasSession: boolean;
  /** The user row; `null` when there is none, `'error'` when reading it failed (rule 1). */
  user: { isClient: boolean; onboardingCompleted: boolean } | null | 'error';
  /** The path the user is on now (rule 2 keeps a portal sub-route). */
  currentPath: string;
  /** The `redirect` query parameter, if any (rules 4 and 6). */
  redirectParam: string | null | undefined;
}

/** Rule 5: where to go when carrying out the redirect itself fails after login. */
export const redirectOnFailure = '/dashboard';

/** Delays before a redirect (spec: about 100 to 300 ms, 200 ms after signup creation). */
export const redirectDelayMs = { login: 100, sessionEvent: 300, signup: 200 } as const;

export function postLoginRedirect(input: PostLoginInput): string {
  const safeRedirect = isSafeRedirectTarget(input.redirectParam) ? input.redirectParam : null;
  if (!input.hasSession) return safeRedirect ?? '/dashboard'; // rule 6
  if (input.user === null || input.user === 'error') return '/onboarding'; // rule 1
  if (input.user.isClient) {
    // rule 2
    const current = normalisePath(input.currentPath);
    const sub = current.startsWith('/clientportal/') ? current.slice('/clientportal/'.length) : '';
    return (keptPortalSubRoutes as readonly string[]).includes(sub) ? `/clientportal/${sub}` : '/clientportal';
  }
  if (!input.user.onboardingCompleted) return '/onboarding'; // rule 3
  return safeRedirect && safeRedirect !== '/' ? safeRedirect : '/dashboard'; // rule 4
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
