import type { MeResponse } from '../../../../common/schemas/auth';
import { useAppStorage } from '../../lib/app-storage';
import { clearOAuthFlags } from '../../lib/oauth-flags';
import { broadcastAuthEvent } from './auth-channel';
import { clearStoredAuth } from './clear-stored-auth';
import { type ExtensionMessageType, type SessionSnapshot, sessionTransition, snapshotOf } from './extension-message';
import { postExtensionMessage } from './extension-bridge';

/**
 * The session as this tab last saw it. Seeded when the module loads (before the first render,
 * before any guard writes the fresh session into app-storage), so a session that appears on
 * page load — the return from Google — counts as a sign-in.
 */
function storedSnapshot(): SessionSnapshot | null {
  const { user, currentCompanyId } = useAppStorage.getState();
  return user ? { user, activeCompanyId: currentCompanyId } : null;
}

let lastSeen: SessionSnapshot | null = storedSnapshot();
/** Until when a sign-in seen here was caused by another tab's message (not to be sent back). */
let remoteSignInUntil = 0;
const remoteSignInWindowMs = 10_000;

/** Another tab signed in: the next sign-in this tab sees is that one, not news for the others. */
export function expectRemoteSignIn(now: number = Date.now()): void {
  remoteSignInUntil = now + remoteSignInWindowMs;
}

export function lastSeenUserId(): string | null {
  return lastSeen?.user.id ?? null;
}

/** Forgets the session without telling anyone; answers whether there was one. */
export function forgetSession(): boolean {
  const had = lastSeen !== null;
  lastSeen = null;
  return had;
}

/**
 * Called with every fresh answer of GET /api/auth/me (or a login's answer put in the cache).
 * Tells the extension what changed and, for a sign-in, the other tabs. A session that is gone
 * (401: expired, revoked, every session ended by a password reset) is a sign-out: the stored auth
 * entries are cleared — except while an OAuth callback is in flight, when a session is on its way.
 * Answers the transition, so the caller can drop data cached for another user.
 */
export function observeSession(me: MeResponse | null, options: { oauthCallbackPending: boolean }): ExtensionMessageType | null {
  const transition = sessionTransition(lastSeen, me);
  if (transition === 'signed out') {
    if (options.oauthCallbackPending) return null;
    lastSeen = null;
    clearStoredAuth();
    postExtensionMessage('signed out');
    return transition;
  }
  if (me) lastSeen = snapshotOf(me);
  if (!transition) return null;
  postExtensionMessage(transition);
  if (transition === 'signed in') {
    // A sign-in through Google (or another OAuth sign-in) has arrived: its callback is over, so a
    // later sign-out is a real one again instead of being ignored for the rest of the 30 s.
    clearOAuthFlags(['oauth', 'google']);
    if (Date.now() < remoteSignInUntil) remoteSignInUntil = 0;
    else broadcastAuthEvent('signed-in');
  }
  return transition;
}

/**
 * The local half of a genuine sign-out (after POST /api/auth/logout, answered or not): clears
 * every stored auth entry, tells the other tabs and the extension. The caller clears the query
 * cache and navigates.
 */
export function completeSignOut(): void {
  lastSeen = null;
  clearStoredAuth();
  broadcastAuthEvent('signed-out');
  postExtensionMessage('signed out');
}
