import { type ErrorCode, isErrorCode } from '../../../../common/errors';

export interface LoginValidation {
  code: ErrorCode;
  field: 'email' | 'password' | null;
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

/**
 * Checks the login form with the same zod schema the server uses; its messages are error codes
 * (EMAIL_REQUIRED, PASSWORD_REQUIRED). `null` when the input may be sent.
 */
export async function validateLogin(input: { email: string; password: string }): Promise<LoginValidation | null> {
  const { loginRequest } = await preloadLoginSchema();
  const result = loginRequest.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const field = issue?.path[0] === 'email' || issue?.path[0] === 'password' ? issue.path[0] : null;
  const code = isErrorCode(issue?.message) ? issue.message : 'VALIDATION_FAILED';
  return { code, field };
}
