import { hasOAuthCallback, type OAuthFlags } from '../../../common/rules/oauth-callback';

/**
 * sessionStorage keys holding the start time (ms since epoch) of an OAuth flow. The screen
 * that starts a flow (Google login, Facebook or Google Ads connection in settings) sets its
 * key; the marketer guard reads them through `isOAuthCallbackPending`.
 */
export const oauthFlagKeys = {
  oauth: 'oauth_flow_started_at',
  facebook: 'facebook_oauth_started_at',
  google: 'google_oauth_started_at',
} as const satisfies Record<keyof OAuthFlags, string>;

function readFlag(key: string): number | null {
  try {
    const raw = sessionStorage.getItem(key);
    const value = raw === null ? NaN : Number(raw);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function readOAuthFlags(): OAuthFlags {
  return {
    oauth: readFlag(oauthFlagKeys.oauth),
    facebook: readFlag(oauthFlagKeys.facebook),
    google: readFlag(oauthFlagKeys.google),
  };
}

export function markOAuthFlowStarted(flow: keyof OAuthFlags, now: number = Date.now()): void {
  try {
    sessionStorage.setItem(oauthFlagKeys[flow], String(now));
  } catch {
    // Storage unavailable (private mode): the URL's code/state still mark the callback.
  }
}

/** Forgets the given flows' flags (all by default): their callback has ended. */
export function clearOAuthFlags(flows: ReadonlyArray<keyof OAuthFlags> = ['oauth', 'facebook', 'google']): void {
  try {
    for (const flow of flows) sessionStorage.removeItem(oauthFlagKeys[flow]);
  } catch {
    // Nothing stored.
  }
}

/** Whether the current URL or a recent flow flag marks an OAuth callback in progress. */
export function isOAuthCallbackPending(location: { search: string; hash: string }): boolean {
  return hasOAuthCallback({ search: location.search, hash: location.hash, flags: readOAuthFlags(), now: Date.now() });
}
