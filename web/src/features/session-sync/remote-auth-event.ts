import { guardFor } from '../../../../common/rules/guards';
import { normalisePath } from '../../../../common/routes';

/** What one tab tells the others about the session (BroadcastChannel, same origin only). */
export const authChannelName = 'marketing-werkplek-auth';

export const authBroadcastTypes = ['signed-in', 'signed-out'] as const;
export type AuthBroadcastType = (typeof authBroadcastTypes)[number];

export interface AuthBroadcast {
  type: AuthBroadcastType;
}

/** The message, or null for anything another script might have posted on the channel. */
export function parseAuthBroadcast(data: unknown): AuthBroadcast | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  return (authBroadcastTypes as readonly unknown[]).includes(type) ? { type: type as AuthBroadcastType } : null;
}

export interface RemoteSignOutInput {
  /** An OAuth callback is in flight here (code/state in the URL or a flow flag under 30 s old). */
  oauthCallbackPending: boolean;
  pathname: string;
  /** The password-reset screen (hash route) is showing. */
  resetScreenOpen: boolean;
}

/**
 * How a tab answers another tab's sign-out (spec section 4, "OAuth callback"):
 * - 'restore': an OAuth callback is in flight, so the sign-out is ignored and the session is asked
 *   for again;
 * - 'sign-out-to-login': forget the session and go to /login (screens that need a session);
 * - 'sign-out-in-place': forget the session but stay (public pages, login, signup, the reset screen).
 */
export type RemoteSignOutAction = 'restore' | 'sign-out-to-login' | 'sign-out-in-place';

export function remoteSignOutAction(input: RemoteSignOutInput): RemoteSignOutAction {
  if (input.oauthCallbackPending) return 'restore';
  if (input.resetScreenOpen) return 'sign-out-in-place';
  const pathname = normalisePath(input.pathname);
  const needsSession = guardFor(pathname) !== 'public' || pathname === '/onboarding';
  return needsSession ? 'sign-out-to-login' : 'sign-out-in-place';
}
