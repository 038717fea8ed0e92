import { describe, expect, it } from 'vitest';
import { invitationTokenFromHash } from './invitation-token';

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
