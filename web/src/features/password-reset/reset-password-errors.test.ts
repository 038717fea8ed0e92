import { describe, expect, it } from 'vitest';
import { resetErrorFromApi, validateNewPassword } from './reset-password-errors';

describe('validateNewPassword', () => {
  it('checks the password rules first', () => {
    expect(validateNewPassword('', '')).toEqual({ field: 'password', code: 'PASSWORD_RULES' });
    expect(validateNewPassword('abcdef!', 'other')).toEqual({ field: 'password', code: 'PASSWORD_RULES' });
  });

  it('refuses a password over 128 characters', () => {
    const long = `A!${'a'.repeat(127)}`;
    expect(validateNewPassword(long, long)).toEqual({ field: 'password', code: 'PASSWORD_TOO_LONG' });
  });

  it('then checks that the confirmation matches', () => {
    expect(validateNewPassword('Geheim!1', 'Geheim!2')).toEqual({ field: 'confirmPassword', code: 'PASSWORD_MISMATCH' });
  });

  it('accepts a valid, confirmed password', () => {
    expect(validateNewPassword('Geheim!1', 'Geheim!1')).toBeNull();
  });
});

describe('resetErrorFromApi', () => {
  it("puts the server's field errors on their field", () => {
    expect(resetErrorFromApi({ code: 'PASSWORD_TOO_COMMON', fields: { password: 'PASSWORD_TOO_COMMON' } })).toEqual({
      field: 'password',
      code: 'PASSWORD_TOO_COMMON',
      params: undefined,
    });
    expect(resetErrorFromApi({ code: 'PASSWORD_MISMATCH', fields: { confirmPassword: 'PASSWORD_MISMATCH' } }).field).toBe('confirmPassword');
  });

  it('places password codes on the password field when the server names no field', () => {
    expect(resetErrorFromApi({ code: 'PASSWORD_RULES', params: { missing: 'minimaal 6 tekens' } })).toEqual({
      field: 'password',
      code: 'PASSWORD_RULES',
      params: { missing: 'minimaal 6 tekens' },
    });
    expect(resetErrorFromApi({ code: 'PASSWORD_TOO_LONG' }).field).toBe('password');
  });

  it('shows an invalid link, a rate limit and anything else above the button', () => {
    expect(resetErrorFromApi({ code: 'RESET_TOKEN_INVALID' }).field).toBe('form');
    expect(resetErrorFromApi({ code: 'RATE_LIMITED', params: { time: '14:05' } })).toEqual({
      field: 'form',
      code: 'RATE_LIMITED',
      params: { time: '14:05' },
    });
    expect(resetErrorFromApi({ code: 'INTERNAL' }).field).toBe('form');
  });
});
