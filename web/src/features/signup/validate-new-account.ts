import type { ErrorCode, ErrorParams } from '../../../../common/errors';
import { passwordRuleMessage } from '../../../../common/rules/password';

/** The fields of the signup and set-password forms, named as the API names them. */
export type AccountField = 'captchaCode' | 'name' | 'email' | 'password' | 'confirmPassword';

/** One problem of the form: its error code and the field it belongs to (`null`: the whole form). */
export interface FormProblem<Field extends string = AccountField> {
  code: ErrorCode;
  field: Field | null;
  params?: ErrorParams | undefined;
}

export interface SignupInput {
  captchaCode: string;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export interface SignupChecks {
  /** Whether a captcha image is on screen (it appears once a password is typed). */
  captchaShown: boolean;
  /** Whether the trimmed address has the form of an e-mail address. */
  isEmail: (email: string) => boolean;
}

/** Name, password rules, then the confirmation: the checks signup and set-password share. */
export function validateNameAndPassword(input: { name: string; password: string; confirmPassword: string }): FormProblem | null {
  if (!input.name.trim()) return { code: 'NAME_REQUIRED', field: 'name' };
  return validateNewPassword(input);
}

function validateNewPassword(input: { password: string; confirmPassword: string }): FormProblem | null {
  if (passwordRuleMessage(input.password) !== null) return { code: 'PASSWORD_RULES', field: 'password' };
  if (input.confirmPassword !== input.password) return { code: 'PASSWORD_MISMATCH', field: 'confirmPassword' };
  return null;
}

/**
 * The signup form's checks in the order of spec section 5, one problem at a time: captcha shown
 * and entered, name, e-mail, password rules, confirmation. `null` when the form may be sent.
 */
export function validateSignup(input: SignupInput, checks: SignupChecks): FormProblem | null {
  if (!checks.captchaShown || !input.captchaCode.trim()) return { code: 'CAPTCHA_REQUIRED', field: 'captchaCode' };
  if (!input.name.trim()) return { code: 'NAME_REQUIRED', field: 'name' };
  const email = input.email.trim();
  if (!email) return { code: 'EMAIL_REQUIRED', field: 'email' };
  if (!checks.isEmail(email)) return { code: 'EMAIL_INVALID', field: 'email' };
  return validateNewPassword(input);
}

/** The field a server error names (`ApiError.fields`), among the fields this form has. */
export function problemField<Field extends string>(fields: Record<string, string> | undefined, known: readonly Field[]): Field | null {
  if (!fields) return null;
  return known.find((field) => field in fields) ?? null;
}
