import { describe, expect, it } from 'vitest';
import { loadEmailCheck } from './email-check';
import { problemField, validateNameAndPassword, validateSignup } from './validate-new-account';

const valid = {
  captchaCode: 'AB12C',
  name: 'Sanne de Vries',
  email: 'sanne@bureau.nl',
  password: 'Geheim!1',
  confirmPassword: 'Geheim!1',
};

describe('validateSignup', () => {
  const checks = { captchaShown: true, isEmail: (email: string) => email.includes('@') };

  it('accepts a complete form', () => {
    expect(validateSignup(valid, checks)).toBeNull();
  });

  it('asks for the captcha first: not shown yet, or shown but empty', () => {
    const empty = { captchaCode: '', name: '', email: '', password: '', confirmPassword: 'x' };
    expect(validateSignup(empty, { ...checks, captchaShown: false })).toEqual({ code: 'CAPTCHA_REQUIRED', field: 'captchaCode' });
    expect(validateSignup({ ...valid, captchaCode: '  ' }, checks)).toEqual({ code: 'CAPTCHA_REQUIRED', field: 'captchaCode' });
    expect(validateSignup(valid, { ...checks, captchaShown: false })?.code).toBe('CAPTCHA_REQUIRED');
  });

  it('then the name, then the e-mail address', () => {
    expect(validateSignup({ ...valid, name: ' \t ', email: '' }, checks)).toEqual({ code: 'NAME_REQUIRED', field: 'name' });
    expect(validateSignup({ ...valid, email: '   ', password: '' }, checks)).toEqual({ code: 'EMAIL_REQUIRED', field: 'email' });
    expect(validateSignup({ ...valid, email: 'sanne', password: '' }, checks)).toEqual({ code: 'EMAIL_INVALID', field: 'email' });
  });

  it('then the password rules, then the confirmation', () => {
    expect(validateSignup({ ...valid, password: 'kort', confirmPassword: 'anders' }, checks)).toEqual({
      code: 'PASSWORD_RULES',
      field: 'password',
    });
    expect(validateSignup({ ...valid, confirmPassword: 'Geheim!2' }, checks)).toEqual({
      code: 'PASSWORD_MISMATCH',
      field: 'confirmPassword',
    });
  });
});

describe('validateNameAndPassword (set-password)', () => {
  it('checks name, password rules and confirmation in that order', () => {
    expect(validateNameAndPassword({ name: '', password: '', confirmPassword: 'x' })?.code).toBe('NAME_REQUIRED');
    expect(validateNameAndPassword({ name: 'Sanne', password: 'geheim!1', confirmPassword: 'x' })?.code).toBe('PASSWORD_RULES');
    expect(validateNameAndPassword({ name: 'Sanne', password: 'Geheim!1', confirmPassword: 'x' })?.code).toBe('PASSWORD_MISMATCH');
    expect(validateNameAndPassword({ name: 'Sanne', password: 'Geheim!1', confirmPassword: 'Geheim!1' })).toBeNull();
  });
});

describe('problemField', () => {
  it('names the first known field of a server error', () => {
    expect(problemField({ email: 'EMAIL_TAKEN' }, ['name', 'email'])).toBe('email');
    expect(problemField({ captchaCode: 'CAPTCHA_INVALID' }, ['name', 'email'])).toBeNull();
    expect(problemField(undefined, ['name'])).toBeNull();
  });
});

describe('loadEmailCheck', () => {
  it('applies the server’s format check to the trimmed address', async () => {
    const isEmail = await loadEmailCheck();
    expect(isEmail(' Sanne@Bureau.nl ')).toBe(true);
    expect(isEmail('sanne@bureau')).toBe(false);
    expect(isEmail('sanne')).toBe(false);
  });
});
