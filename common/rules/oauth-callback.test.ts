import { describe, expect, it } from 'vitest';
import { hasOAuthCallback, isFlagActive, oauthFlagLifetimeMs, oauthRecoveryWaitMs } from './oauth-callback.js';

const now = 1_800_000_000_000;

describe('hasOAuthCallback', () => {
  it('sees a code or state in the query or the hash', () => {
    expect(hasOAuthCallback({ search: '?code=abc', hash: '', flags: {}, now })).toBe(true);
    expect(hasOAuthCallback({ search: '?state=xyz', hash: '', flags: {}, now })).toBe(true);
    expect(hasOAuthCallback({ search: '', hash: '#code=abc&state=1', flags: {}, now })).toBe(true);
  });

  it('sees a stored oauth, facebook or google flag set within 30 s', () => {
    expect(hasOAuthCallback({ search: '', hash: '', flags: { oauth: now - 1000 }, now })).toBe(true);
    expect(hasOAuthCallback({ search: '', hash: '', flags: { facebook: now - 29_999 }, now })).toBe(true);
    expect(hasOAuthCallback({ search: '', hash: '', flags: { google: now }, now })).toBe(true);
  });

  it('ignores flags older than 30 s and plain URLs', () => {
    expect(hasOAuthCallback({ search: '?tab=profiel', hash: '', flags: { google: now - 30_000 }, now })).toBe(false);
    expect(hasOAuthCallback({ search: '', hash: '', flags: {}, now })).toBe(false);
  });

  it('uses the spec lifetimes', () => {
    expect(oauthFlagLifetimeMs).toBe(30_000);
    expect(oauthRecoveryWaitMs).toBe(1_000);
    expect(isFlagActive(null, now)).toBe(false);
    expect(isFlagActive(now + 5, now)).toBe(false);
  });
});
