/**
 * Coming back from a platform's consent screen: /settings?tab=koppelingen&connected=facebook, or
 * &error=<ERROR_CODE>&platform=facebook. The result is told once (a toast) and the parameters are
 * taken out of the address, so a reload or the back button does not tell it again.
 */
import { type AdPlatform, adPlatforms } from '../../../../common/ad-account-constants';

export type ConnectResult = { kind: 'connected'; platform: AdPlatform } | { kind: 'failed'; code: string; platform: AdPlatform | null } | null;

const isPlatform = (value: string | null): value is AdPlatform => (adPlatforms as readonly (string | null)[]).includes(value);

export function connectResultOf(search: URLSearchParams): ConnectResult {
  const connected = search.get('connected');
  if (isPlatform(connected)) return { kind: 'connected', platform: connected };
  const code = search.get('error');
  if (code) {
    const platform = search.get('platform');
    return { kind: 'failed', code, platform: isPlatform(platform) ? platform : null };
  }
  return null;
}

/** The address without the result's parameters (the tab stays). */
export function withoutConnectResult(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['connected', 'error', 'platform']) next.delete(key);
  return next;
}
