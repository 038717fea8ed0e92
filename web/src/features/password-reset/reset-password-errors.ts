import type { ErrorCode, ErrorParams } from '../../../../common/errors';
import { missingPasswordRules, passwordMaxLength } from '../../../../common/rules/password';

/** Where a problem of the reset form is shown. */
export type ResetErrorField = 'password' | 'confirmPassword' | 'form';

export interface ResetError {
  field: ResetErrorField;
  code: ErrorCode;
  params?: ErrorParams | undefined;
}

/**
 * The client's checks before sending, in the server's order: the password rules (spec section 5),
 * the maximum length, then the confirmation.
 */
export function validateNewPassword(password: string, confirmPassword: string): ResetError | null {
  if (missingPasswordRules(password).length > 0) return { field: 'password', code: 'PASSWORD_RULES' };
  if ([...password].length > passwordMaxLength) return { field: 'password', code: 'PASSWORD_TOO_LONG' };
  if (confirmPassword !== password) return { field: 'confirmPassword', code: 'PASSWORD_MISMATCH' };
  return null;
}

const passwordCodes: readonly ErrorCode[] = ['PASSWORD_RULES', 'PASSWORD_TOO_LONG', 'PASSWORD_TOO_COMMON'];

/** A refused confirm request, placed on its field (the server's `fields` first, then by code). */
export function resetErrorFromApi(error: { code: ErrorCode; fields?: Record<string, string> | undefined; params?: ErrorParams | undefined }): ResetError {
  const { code, fields, params } = error;
  let field: ResetErrorField = 'form';
  if (fields?.password) field = 'password';
  else if (fields?.confirmPassword) field = 'confirmPassword';
  else if (passwordCodes.includes(code)) field = 'password';
  else if (code === 'PASSWORD_MISMATCH') field = 'confirmPassword';
  return { field, code, params };
}
