import { describe, expect, it } from 'vitest';
import { mayConnectPlatform, mayDeleteAccount, mayDisconnectPlatform } from './ad-account-rights.js';

describe('ad account rights', () => {
  it('lets an admin delete any account, a marketeer only one without colleagues’ notes, a client none', () => {
    expect(mayDeleteAccount('admin', 0)).toBe(true);
    expect(mayDeleteAccount('admin', 12)).toBe(true);
    expect(mayDeleteAccount('marketeer', 0)).toBe(true);
    expect(mayDeleteAccount('marketeer', 1)).toBe(false);
    expect(mayDeleteAccount('client', 0)).toBe(false);
  });

  it('lets only an admin disconnect a platform', () => {
    expect(mayDisconnectPlatform('admin')).toBe(true);
    expect(mayDisconnectPlatform('marketeer')).toBe(false);
    expect(mayDisconnectPlatform('client')).toBe(false);
    expect(mayDisconnectPlatform(undefined)).toBe(false);
    expect(mayDisconnectPlatform(null)).toBe(false);
  });

  it('lets any colleague connect a platform that is not connected or no longer works, and only an admin or its maker replace a working one', () => {
    const working = { connectedById: 'maker', usable: true };
    expect(mayConnectPlatform('marketeer', 'me', null)).toBe(true);
    expect(mayConnectPlatform('marketeer', 'me', { connectedById: 'maker', usable: false })).toBe(true);
    expect(mayConnectPlatform('marketeer', 'me', working)).toBe(false);
    expect(mayConnectPlatform('marketeer', 'maker', working)).toBe(true);
    expect(mayConnectPlatform('marketeer', 'me', { connectedById: null, usable: true })).toBe(false);
    expect(mayConnectPlatform('admin', 'me', working)).toBe(true);
    expect(mayConnectPlatform('client', 'me', null)).toBe(false);
    expect(mayConnectPlatform(undefined, 'me', null)).toBe(false);
  });
});
