import { describe, expect, it } from 'vitest';
import { formatErrorMessage } from '../errors.js';
import { missingPasswordRules, missingPasswordRulesText, passwordRuleMessage } from './password.js';

describe('password rules', () => {
  it('accepts a password with 6 characters, an uppercase letter and a special character', () => {
    expect(missingPasswordRules('Abcde!')).toEqual([]);
    expect(passwordRuleMessage('Abcde!')).toBeNull();
  });

  it('names every missing part in the spec order, joined by commas', () => {
    expect(passwordRuleMessage('')).toBe('Wachtwoord moet minimaal 6 tekens, minimaal 1 hoofdletter, minimaal 1 speciaal teken bevatten');
    expect(passwordRuleMessage('abcdef')).toBe('Wachtwoord moet minimaal 1 hoofdletter, minimaal 1 speciaal teken bevatten');
    expect(passwordRuleMessage('Abcdef')).toBe('Wachtwoord moet minimaal 1 speciaal teken bevatten');
    expect(passwordRuleMessage('abcde!')).toBe('Wachtwoord moet minimaal 1 hoofdletter bevatten');
    expect(passwordRuleMessage('Ab!')).toBe('Wachtwoord moet minimaal 6 tekens bevatten');
  });

  it('counts only the special characters of the spec', () => {
    expect(missingPasswordRules('Abcdef-')).toEqual(['special']);
    expect(missingPasswordRules('Abcdef_')).toEqual(['special']);
    for (const ch of '!@#$%^&*(),.?":{}|<>') expect(missingPasswordRules(`Abcdef${ch}`)).toEqual([]);
  });

  it('does not count a non-ASCII capital as the uppercase letter, and counts characters not UTF-16 units', () => {
    expect(missingPasswordRules('Émile!')).toEqual(['uppercase']);
    expect(missingPasswordRules('A!😀😀')).toEqual(['minLength']);
  });

  it('gives the same text as the PASSWORD_RULES error the server sends', () => {
    const missing = missingPasswordRules('abc');
    expect(formatErrorMessage('PASSWORD_RULES', { missing: missingPasswordRulesText(missing) })).toBe(passwordRuleMessage('abc'));
  });
});
