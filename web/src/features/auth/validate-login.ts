import type { ErrorCode } from '../../../../common/errors';

export type LoginField = 'email' | 'password' | 'captcha';

export interface LoginValidation {
  code: ErrorCode;
  field: LoginField | null;
}

export interface LoginInput {
  email: string;
  password: string;
  /** Whether a captcha is on screen (it appears once a password was typed). */
  captchaShown: boolean;
  captchaCode: string;
}

/**
 * Checks the login form in the order of spec section 5: email and password required (the same
 * rules and codes as the server's `loginRequest` in common/schemas/auth.ts: EMAIL_REQUIRED,
 * PASSWORD_REQUIRED), then a captcha that was shown and entered (CAPTCHA_REQUIRED). `null` when
 * the input may be sent; whether the captcha is right only the server can tell. Written without
 * zod so the login screen does not download it.
 */
export function validateLogin(input: LoginInput): LoginValidation | null {
  if (input.email.trim() === '') return { code: 'EMAIL_REQUIRED', field: 'email' };
  if (input.password === '') return { code: 'PASSWORD_REQUIRED', field: 'password' };
  if (!input.captchaShown || input.captchaCode.trim() === '') return { code: 'CAPTCHA_REQUIRED', field: 'captcha' };
  return null;
}
