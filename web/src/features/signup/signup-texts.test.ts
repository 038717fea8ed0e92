import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { passwordHint } from '../../../../common/rules/password';

const nl = JSON.parse(readFileSync(fileURLToPath(new URL('../../locales/nl/signup.json', import.meta.url)), 'utf8')) as Record<string, unknown>;

describe('signup texts', () => {
  it('shows the spec’s password hint, exactly', () => {
    expect(nl.passwordHint).toBe(passwordHint);
    expect(nl.passwordHint).toBe('Minimaal 6 tekens, 1 hoofdletter en 1 speciaal teken');
  });

  it('labels the button and its busy state as the spec does', () => {
    expect([nl.submit, nl.busy]).toEqual(['Account aanmaken', 'Even geduld...']);
  });
});
