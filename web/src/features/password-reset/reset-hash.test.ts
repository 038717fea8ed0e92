import { describe, expect, it } from 'vitest';
import { isResetPasswordHash, resetTokenFromHash } from './reset-hash';

describe('isResetPasswordHash', () => {
  it('opens the reset screen for the hash route, with or without a token', () => {
    expect(isResetPasswordHash('#/reset-password?token=abc')).toBe(true);
    expect(isResetPasswordHash('#/reset-password')).toBe(true);
  });

  it('leaves every other hash to the router', () => {
    expect(isResetPasswordHash('')).toBe(false);
    expect(isResetPasswordHash('#main-content')).toBe(false);
    expect(isResetPasswordHash('#/login')).toBe(false);
    expect(isResetPasswordHash('/reset-password')).toBe(false);
  });
});

describe('resetTokenFromHash', () => {
  it('reads the token of the mail link', () => {
    expect(resetTokenFromHash('#/reset-password?token=abc')).toBe('abc');
    expect(resetTokenFromHash('#/reset-password?x=1&token=a%2Bb')).toBe('a+b');
  });

  it("answers '' when the token is missing or empty", () => {
    expect(resetTokenFromHash('#/reset-password')).toBe('');
    expect(resetTokenFromHash('#/reset-password?token=')).toBe('');
    expect(resetTokenFromHash('#/reset-password?tokens=abc')).toBe('');
    expect(resetTokenFromHash('#/login?token=abc')).toBe('');
  });
});
