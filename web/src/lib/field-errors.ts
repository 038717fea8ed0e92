import { type ErrorCode, isErrorCode } from '../../../common/errors';
import { isApiError } from './api-client';

export interface FieldProblems<F extends string> {
  /** The error code per field of this form that the server named. */
  fields: Partial<Record<F, ErrorCode>>;
  /** The failure belongs to no field of the form (shown above its buttons). */
  formError: unknown;
}

/**
 * Spreads a failed save over a form's fields: the server's `fields` ({ name: CODE }) for the
 * fields this form has, and codes that belong to one field (ACCOUNT_EXISTS → accountId) even
 * without `fields`. Anything else is the form's own error.
 */
export function fieldProblems<F extends string>(error: unknown, formFields: readonly F[], fieldOfCode: Partial<Record<ErrorCode, F>> = {}): FieldProblems<F> {
  const fields: Partial<Record<F, ErrorCode>> = {};
  if (!isApiError(error)) return { fields, formError: error };
  for (const [name, code] of Object.entries(error.fields ?? {})) {
    if ((formFields as readonly string[]).includes(name)) fields[name as F] = isErrorCode(code) ? code : error.code;
  }
  const own = fieldOfCode[error.code];
  if (own && !fields[own]) fields[own] = error.code;
  return { fields, formError: Object.keys(fields).length > 0 ? null : error };
}
