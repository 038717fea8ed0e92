import { describe, expect, it } from 'vitest';
import { isStoredAuthKey, storedAuthKeysToRemove } from './stored-auth-keys';

describe('isStoredAuthKey', () => {
  it('removes the named keys of spec section 3', () => {
    expect(isStoredAuthKey('facebook_access_token')).toBe(true);
    expect(isStoredAuthKey('facebook_accounts_data')).toBe(true);
    expect(isStoredAuthKey('google_ads_accounts')).toBe(true);
  });

  it('removes last-sync timestamps in either spelling', () => {
    expect(isStoredAuthKey('facebook_last_sync')).toBe(true);
    expect(isStoredAuthKey('googleLastSync')).toBe(true);
    expect(isStoredAuthKey('lastSync_google')).toBe(true);
  });

  it('removes keys with a session marker, whatever the case', () => {
    expect(isStoredAuthKey('sb-localhost-auth-token')).toBe(true);
    expect(isStoredAuthKey('oauth_flow_started_at')).toBe(true);
    expect(isStoredAuthKey('facebook_oauth_started_at')).toBe(true);
    expect(isStoredAuthKey('SessionState')).toBe(true);
    expect(isStoredAuthKey('refreshToken')).toBe(true);
  });

  it('keeps unrelated keys and the app-storage entry', () => {
    expect(isStoredAuthKey('app-storage', 'app-storage')).toBe(false);
    expect(isStoredAuthKey('i18nextLng')).toBe(false);
    expect(isStoredAuthKey('checklist-scroll')).toBe(false);
    expect(isStoredAuthKey('google_ads_accounts_backup')).toBe(false);
  });

  it('never removes the kept key even when it carries a marker', () => {
    expect(isStoredAuthKey('session-store', 'session-store')).toBe(false);
  });
});

describe('storedAuthKeysToRemove', () => {
  it('filters a storage area in its order', () => {
    const keys = ['app-storage', 'facebook_access_token', 'theme', 'google_oauth_started_at', 'accounts_last_sync'];
    expect(storedAuthKeysToRemove(keys, 'app-storage')).toEqual(['facebook_access_token', 'google_oauth_started_at', 'accounts_last_sync']);
  });

  it('removes nothing from an empty area', () => {
    expect(storedAuthKeysToRemove([])).toEqual([]);
  });
});

describe('the OAuth flow flags', () => {
  it('are stored auth entries, so a genuine sign-out forgets them', async () => {
    const { oauthFlagKeys } = await import('../../lib/oauth-flags');
    for (const key of Object.values(oauthFlagKeys)) expect(isStoredAuthKey(key), key).toBe(true);
  });
});
