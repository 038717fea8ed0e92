/**
 * Which browser-storage keys a genuine sign-out removes (spec sections 3 and 4): the other local
 * keys of section 3 (Facebook token and accounts, Google Ads accounts, last-sync timestamps) and
 * every key carrying a session marker ('auth', 'session', 'token' — OAuth flow flags included).
 * The app-storage entry is not removed here: only its user and current company are forgotten,
 * so dark mode, the sidebar choice and the language stay.
 */

/** The named keys of spec section 3. */
export const namedAuthKeys = ['facebook_access_token', 'facebook_accounts_data', 'google_ads_accounts'] as const;

const sessionMarkers = ['auth', 'session', 'token'] as const;
const lastSyncMarkers = ['last_sync', 'lastsync'] as const;

/** Whether a sign-out removes this key; `keptKey` (the app-storage entry) never is. */
export function isStoredAuthKey(key: string, keptKey?: string): boolean {
  if (key === keptKey) return false;
  if ((namedAuthKeys as readonly string[]).includes(key)) return true;
  const lower = key.toLowerCase();
  return [...sessionMarkers, ...lastSyncMarkers].some((marker) => lower.includes(marker));
}

/** The keys of one storage area that a sign-out removes, in their stored order. */
export function storedAuthKeysToRemove(keys: readonly string[], keptKey?: string): string[] {
  return keys.filter((key) => isStoredAuthKey(key, keptKey));
}
