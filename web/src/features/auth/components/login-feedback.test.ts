import { describe, expect, it } from 'vitest';
import { initialLoginView, loginErrorField, loginErrorFromUrl } from './login-feedback';

describe('loginErrorField', () => {
  it('puts required-field and captcha errors on their field', () => {
    expect(loginErrorField('EMAIL_REQUIRED')).toBe('email');
    expect(loginErrorField('PASSWORD_REQUIRED')).toBe('password');
    expect(loginErrorField('CAPTCHA_REQUIRED')).toBe('captcha');
    expect(loginErrorField('CAPTCHA_INVALID')).toBe('captcha');
  });

  it('shows credential, rate-limit and unexpected errors on the form', () => {
    expect(loginErrorField('INVALID_CREDENTIALS')).toBeNull();
    expect(loginErrorField('RATE_LIMITED')).toBeNull();
    expect(loginErrorField('INTERNAL')).toBeNull();
  });
});

describe('loginErrorFromUrl', () => {
  it('accepts the Google sign-in failures', () => {
    expect(loginErrorFromUrl('GOOGLE_LOGIN_FAILED')).toBe('GOOGLE_LOGIN_FAILED');
    expect(loginErrorFromUrl('GOOGLE_ACCOUNT_UNVERIFIED')).toBe('GOOGLE_ACCOUNT_UNVERIFIED');
    expect(loginErrorFromUrl('GOOGLE_LOGIN_ERROR')).toBe('GOOGLE_LOGIN_ERROR');
    expect(loginErrorFromUrl('GOOGLE_NOT_CONFIGURED')).toBe('GOOGLE_NOT_CONFIGURED');
  });

  it('ignores a missing, unknown or unrelated code', () => {
    expect(loginErrorFromUrl(null)).toBeNull();
    expect(loginErrorFromUrl('<script>')).toBeNull();
    expect(loginErrorFromUrl('FORBIDDEN')).toBeNull();
    expect(loginErrorFromUrl('GOOGLE_SIGNUP_FAILED')).toBeNull();
  });
});

describe('initialLoginView', () => {
  it('opens the 2FA step only for twoFactor=1', () => {
    expect(initialLoginView('1')).toBe('twoFactor');
    expect(initialLoginView(null)).toBe('login');
    expect(initialLoginView('yes')).toBe('login');
  });
});
