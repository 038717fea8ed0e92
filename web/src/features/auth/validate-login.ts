import { type ErrorCode, isErrorCode } from '../../../../common/errors';

export type LoginField = 'email' | 'password' | 'captcha';

export interface LoginValidation {
  code: ErrorCode;
  field: LoginField | null;
}

let schema: Promise<typeof import('../../../../common/schemas/auth')> | null = null;

/**
 * The login schema shared with the server (common/schemas/auth.ts). It brings zod along, so it
 * is loaded after the login screen has painted rather than with it.
 */
export function preloadLoginSchema() {
  schema ??= import('../../../../common/schemas/auth');
  return schema;
}

export interface LoginInput {
  email: string;
  password: string;
  /** Whether a captcha is on screen (it appears once a password was typed). */
  captchaShown: boolean;
  captchaCode: string;
}

/**
 * Checks the login form in the order of spec section 5: email and password with the same zod
 * schema the server uses (its messages are the codes EMAIL_REQUIRED, PASSWORD_REQUIRED), then a
 * captcha that was shown and entered (CAPTCHA_REQUIRED). `null` when the input may be sent;
 * whether the captcha is right only the server can tell.
 */
export async function validateLogin(input: LoginInput): Promise<LoginValidation | null> {
  const { loginRequest } = await preloadLoginSchema();
  const result = loginRequest.safeParse({ email: input.email, password: input.password });
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path[0] === 'email' || issue?.path[0] === 'password' ? issue.path[0] : null;
    const code = isErrorCode(issue?.message) ? issue.message : 'VALIDATION_FAILED';
    return { code, field };
  }
  if (!input.captchaShown || input.captchaCode.trim() === '') return { code: 'CAPTCHA_REQUIRED', field: 'captcha' };
  return null;
}
