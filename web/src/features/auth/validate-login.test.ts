import { describe, expect, it } from 'vitest';
import { validateLogin } from './validate-login';

const valid = { email: 'a@b.nl', password: 'geheim', captchaShown: true, captchaCode: 'AB12C' };

describe('validateLogin', () => {
  it('accepts a filled-in form', async () => {
    expect(await validateLogin(valid)).toBeNull();
  });

  it('asks for the email first, even when everything else is empty too', async () => {
    expect(await validateLogin({ email: '  ', password: '', captchaShown: false, captchaCode: '' })).toEqual({
      code: 'EMAIL_REQUIRED',
      field: 'email',
    });
  });

  it('then for the password', async () => {
    expect(await validateLogin({ ...valid, password: '', captchaShown: false })).toEqual({
      code: 'PASSWORD_REQUIRED',
      field: 'password',
    });
  });

  it('then for a captcha that was shown and entered', async () => {
    expect(await validateLogin({ ...valid, captchaShown: false })).toEqual({ code: 'CAPTCHA_REQUIRED', field: 'captcha' });
    expect(await validateLogin({ ...valid, captchaCode: ' ' })).toEqual({ code: 'CAPTCHA_REQUIRED', field: 'captcha' });
  });
});
