import { describe, expect, it } from 'vitest';
import { connectResultOf, withoutConnectResult } from './connect-result';

const of = (search: string) => connectResultOf(new URLSearchParams(search));

describe('connect result', () => {
  it('reads a successful connection', () => {
    expect(of('tab=koppelingen&connected=facebook')).toEqual({ kind: 'connected', platform: 'facebook' });
    expect(of('tab=koppelingen&connected=tiktok')).toBeNull();
  });

  it('reads a failed one with its code and platform', () => {
    expect(of('tab=koppelingen&error=AD_PLATFORM_CONNECT_CANCELLED&platform=google')).toEqual({
      kind: 'failed',
      code: 'AD_PLATFORM_CONNECT_CANCELLED',
      platform: 'google',
    });
    expect(of('error=X')).toEqual({ kind: 'failed', code: 'X', platform: null });
  });

  it('is nothing without them, and takes them out of the address', () => {
    expect(of('tab=koppelingen')).toBeNull();
    expect(withoutConnectResult(new URLSearchParams('tab=koppelingen&error=X&platform=google')).toString()).toBe('tab=koppelingen');
  });
});
