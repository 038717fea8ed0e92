import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate-login';

const valid = { email: 'a@b.nl', password: 'geheim', captchaShown: true, captchaCode: 'AB12C' };

describe('validateLogin', () => {
  it('accepts a filled-in form', async () => {
    expect(validateLogin(valid)).toBeNull();
  });

  it('asks for the email first, even when everything else is empty too', async () => {
    expect(validateLogin({ email: '  ', password: '', captchaShown: false, captchaCode: '' })).toEqual({
      code: 'EMAIL_REQUIRED',
      field: 'email',
    });
  });

  it('then for the password', async () => {
    expect(validateLogin({ ...valid, password: '', captchaShown: false })).toEqual({
      code: 'PASSWORD_REQUIRED',
      field: 'password',
    });
  });

  it('then for a captcha that was shown and entered', async () => {
    expect(validateLogin({ ...valid, captchaShown: false })).toEqual({ code: 'CAPTCHA_REQUIRED', field: 'captcha' });
    expect(validateLogin({ ...valid, captchaCode: ' ' })).toEqual({ code: 'CAPTCHA_REQUIRED', field: 'captcha' });
  });
});

describe('validateLogin and the server schema', () => {
  it('refuses what loginRequest refuses, with the same code', async () => {
    const { loginRequest } = await import('../../../../common/schemas/auth');
    for (const input of [
      { email: '  ', password: 'x' },
      { email: '', password: '' },
      { email: 'a@b.nl', password: '' },
    ]) {
      const server = loginRequest.safeParse(input);
      const client = validateLogin({ ...input, captchaShown: true, captchaCode: 'ABCDE' });
      expect(server.success).toBe(false);
      expect(client?.code).toBe(server.error?.issues[0]?.message);
    }
  });
});
