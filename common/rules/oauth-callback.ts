/** OAuth callback detection used by the marketer guard (spec sections 2, 4 and 9). */

export const oauthFlagLifetimeMs = 30_000;
export const oauthRecoveryWaitMs = 1_000;

/** Stored flow flags: the time (ms since epoch) each flow was started, if any. */
export interface OAuthFlags {
  oauth?: number | null;
  facebook?: number | null;
  google?: number | null;
}

export interface OAuthCallbackInput {
  search: string;
  hash: string;
  flags: OAuthFlags;
  now: number;
}

function hasCodeOrState(part: string): boolean {
  const params = new URLSearchParams(part.replace(/^[?#]/, ''));
  return params.has('code') || params.has('state');
}

/** A flag is active for 30 s after it was set. */
export function isFlagActive(setAt: number | null | undefined, now: number): boolean {
  return typeof setAt === 'number' && now - setAt >= 0 && now - setAt < oauthFlagLifetimeMs;
}

export function hasOAuthCallback(input: OAuthCallbackInput): boolean {
  if (hasCodeOrState(input.search) || hasCodeOrState(input.hash)) return true;
  const { oauth, facebook, google } = input.flags;
  return [oauth, facebook, google].some((setAt) => isFlagActive(setAt, input.now));
}
