/**
 * The password rules of spec sections 5 and 9 and their composed Dutch message, shared by the
 * signup, set-password, reset and change-password forms and the server.
 */

/** The special characters spec section 5 counts. */
export const passwordSpecialCharacters = '!@#$%^&*(),.?":{}|<>';
export const passwordMinLength = 6;
/** Longer inputs are refused before hashing (argon2 work grows with the input). */
export const passwordMaxLength = 128;

export type PasswordRule = 'minLength' | 'uppercase' | 'special';

/** The Dutch part each missing rule adds to the message, in the spec's order. */
export const passwordRuleParts: Record<PasswordRule, string> = {
  minLength: 'minimaal 6 tekens',
  uppercase: 'minimaal 1 hoofdletter',
  special: 'minimaal 1 speciaal teken',
};

export const passwordHint = 'Minimaal 6 tekens, 1 hoofdletter en 1 speciaal teken';

/** The rules this password does not meet, in the spec's order (empty when it meets them all). */
export function missingPasswordRules(password: string): PasswordRule[] {
  const missing: PasswordRule[] = [];
  if ([...password].length < passwordMinLength) missing.push('minLength');
  if (!/[A-Z]/.test(password)) missing.push('uppercase');
  if (![...password].some((ch) => passwordSpecialCharacters.includes(ch))) missing.push('special');
  return missing;
}

/** The `{{missing}}` value of PASSWORD_RULES: the missing parts joined by commas. */
export function missingPasswordRulesText(missing: readonly PasswordRule[]): string {
  return missing.map((rule) => passwordRuleParts[rule]).join(', ');
}

/**
 * 'Wachtwoord moet ' + the missing parts joined by commas + ' bevatten', or null when the password
 * meets every rule.
 */
export function passwordRuleMessage(password: string): string | null {
  const missing = missingPasswordRules(password);
  return missing.length === 0 ? null : `Wachtwoord moet ${missingPasswordRulesText(missing)} bevatten`;
}
