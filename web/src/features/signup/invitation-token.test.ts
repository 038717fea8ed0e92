import { describe, expect, it } from 'vitest';
import { isStoredAuthKey } from '../session-sync/stored-auth-keys';
import { invitationTokenFromHash, invitationTokenOf, pendingInvitationKey } from './invitation-token';

describe('invitationTokenFromHash', () => {
  it('reads the token from the fragment', () => {
    expect(invitationTokenFromHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(invitationTokenFromHash('token=abc')).toBe('abc');
    expect(invitationTokenFromHash('#other=1&token=xyz')).toBe('xyz');
  });

  it('answers null when the link lost its token', () => {
    expect(invitationTokenFromHash('')).toBeNull();
    expect(invitationTokenFromHash('#')).toBeNull();
    expect(invitationTokenFromHash('#token=')).toBeNull();
    expect(invitationTokenFromHash('#token=%20')).toBeNull();
  });
});

describe('invitationTokenOf', () => {
  it('prefers the link’s token, else the one waiting in this tab', () => {
    expect(invitationTokenOf('#token=uit-link', 'bewaard')).toBe('uit-link');
    expect(invitationTokenOf('', 'bewaard')).toBe('bewaard');
    expect(invitationTokenOf('#token=', ' bewaard ')).toBe('bewaard');
    expect(invitationTokenOf('', null)).toBeNull();
    expect(invitationTokenOf('', '  ')).toBeNull();
  });

  it('waits under a key a sign-out keeps (the wrong account may be signed out on the way)', () => {
    expect(isStoredAuthKey(pendingInvitationKey)).toBe(false);
  });
});
