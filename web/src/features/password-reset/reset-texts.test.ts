import { describe, expect, it } from 'vitest';
import { passwordHint } from '../../../../common/rules/password';
import nl from '../../locales/nl/passwordReset.json';

describe('the Dutch texts of the reset screen', () => {
  it('show the spec hint under the new password', () => {
    expect(nl.form.hint).toBe(passwordHint);
  });

  it("use the spec's busy label", () => {
    expect(nl.form.busy).toBe('Even geduld...');
  });
});
