/**
 * The server's check of a new password: the spec's rules in their order (with the composed
 * message), at most 128 characters, the confirmation, and not one of the ~49,000 most common
 * passwords (the list bundled with @zxcvbn-ts/language-common), compared case-insensitively and
 * also with trailing digits and special characters removed ('Password1!' → 'password1' and 'password').
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { missingPasswordRules, missingPasswordRulesText, passwordMaxLength } from '../../common/rules/password.js';
import { AppError } from './errors.js';

let commonPasswords: Set<string> | null = null;

function commonPasswordSet(): Set<string> {
  commonPasswords ??= new Set(dictionary.passwords.map((p) => p.toLowerCase()));
  return commonPasswords;
}

/** Whether the password is, or is a common password with digits/special characters added at the end. */
export function isCommonPassword(password: string): boolean {
  const set = commonPasswordSet();
  const lower = password.toLowerCase();
  if (set.has(lower)) return true;
  const withoutSpecials = lower.replace(/[^a-z0-9]+$/, '');
  if (withoutSpecials.length >= 4 && set.has(withoutSpecials)) return true;
  const withoutTrail = lower.replace(/[^a-z]+$/, '');
  return withoutTrail.length >= 6 && set.has(withoutTrail);
}

/**
 * Throws the first problem of a new password, in the spec's order: PASSWORD_RULES (with
 * `missing`), PASSWORD_TOO_LONG, PASSWORD_MISMATCH, PASSWORD_TOO_COMMON.
 */
export function assertAcceptablePassword(password: string, confirmPassword: string): void {
  const missing = missingPasswordRules(password);
  if (missing.length > 0) {
    throw new AppError('PASSWORD_RULES', { params: { missing: missingPasswordRulesText(missing) }, fields: { password: 'PASSWORD_RULES' } });
  }
  if ([...password].length > passwordMaxLength) throw new AppError('PASSWORD_TOO_LONG', { fields: { password: 'PASSWORD_TOO_LONG' } });
  if (confirmPassword !== password) throw new AppError('PASSWORD_MISMATCH', { fields: { confirmPassword: 'PASSWORD_MISMATCH' } });
  if (isCommonPassword(password)) throw new AppError('PASSWORD_TOO_COMMON', { fields: { password: 'PASSWORD_TOO_COMMON' } });
}
