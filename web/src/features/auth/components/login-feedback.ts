import { type ErrorCode, type ErrorParams, isErrorCode } from '../../../../../common/errors';
import type { LoginField } from '../validate-login';

/** An error of the login screen: its code (the Dutch text comes from the locale) and params. */
export interface LoginError {
  code: ErrorCode;
  params?: ErrorParams | undefined;
  /** The field it belongs to; `null`: shown above the submit button. */
  field: LoginField | null;
}

/** The field a login error belongs to: required fields and the captcha; the rest is the form's. */
export function loginErrorField(code: ErrorCode): LoginField | null {
  switch (code) {
    case 'EMAIL_REQUIRED':
    case 'EMAIL_INVALID':
      return 'email';
    case 'PASSWORD_REQUIRED':
      return 'password';
    case 'CAPTCHA_REQUIRED':
    case 'CAPTCHA_INVALID':
      return 'captcha';
    default:
      return null;
  }
}

/** The codes /api/auth/google/callback sends back to /login as `?error=`; others are ignored. */
export const loginUrlErrorCodes = ['GOOGLE_LOGIN_FAILED', 'GOOGLE_LOGIN_ERROR', 'GOOGLE_NOT_CONFIGURED', 'GOOGLE_ACCOUNT_UNVERIFIED'] as const;

/** The `?error=` value of /login when it is one of `loginUrlErrorCodes`, else `null`. */
export function loginErrorFromUrl(value: string | null): ErrorCode | null {
  if (!isErrorCode(value)) return null;
  return (loginUrlErrorCodes as readonly string[]).includes(value) ? value : null;
}

export type LoginView = 'login' | 'twoFactor' | 'forgotPassword';

/**
 * The view /login opens in: the 2FA step after a Google sign-in of an account with two-factor
 * sign-in on (`?twoFactor=1`), else the login form.
 */
export function initialLoginView(twoFactorParam: string | null): LoginView {
  return twoFactorParam === '1' ? 'twoFactor' : 'login';
}
