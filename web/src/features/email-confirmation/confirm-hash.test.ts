import { describe, expect, it } from 'vitest';
import { confirmTokenFromHash, isConfirmEmailHash } from './confirm-hash';

describe('isConfirmEmailHash', () => {
  it('opens the confirmation screen for the hash route, with or without a token', () => {
    expect(isConfirmEmailHash('#/confirm-email?token=abc')).toBe(true);
    expect(isConfirmEmailHash('#/confirm-email')).toBe(true);
  });

  it('leaves every other hash to the router', () => {
    expect(isConfirmEmailHash('')).toBe(false);
    expect(isConfirmEmailHash('#main-content')).toBe(false);
    expect(isConfirmEmailHash('#/reset-password?token=abc')).toBe(false);
    expect(isConfirmEmailHash('#/confirm-emailx?token=abc')).toBe(false);
    expect(isConfirmEmailHash('/confirm-email')).toBe(false);
  });
});

describe('confirmTokenFromHash', () => {
  it('reads the token of the mail link', () => {
    expect(confirmTokenFromHash('#/confirm-email?token=abc')).toBe('abc');
    expect(confirmTokenFromHash('#/confirm-email?x=1&token=a%2Bb')).toBe('a+b');
  });

  it("answers '' when the token is missing or empty", () => {
    expect(confirmTokenFromHash('#/confirm-email')).toBe('');
    expect(confirmTokenFromHash('#/confirm-email?token=')).toBe('');
    expect(confirmTokenFromHash('#/confirm-email?tokens=abc')).toBe('');
    expect(confirmTokenFromHash('#/login?token=abc')).toBe('');
  });
});
