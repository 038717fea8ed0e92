import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponse } from '../../../common/schemas/auth.js';
import { users } from '../../db/schema/index.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { createTestApp, sessionCookieOf, solveCaptcha, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const valid = () => ({ name: 'Sanne de Vries', email: uniqueEmail('nieuw'), password: 'Zomer#2026x', confirmPassword: 'Zomer#2026x' });

async function signup(fields: Record<string, string>, captcha?: { captchaId: string; captchaCode: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { ...(captcha ?? (await solveCaptcha(t.app, 'signup'))), ...fields },
  });
}

const errorOf = (response: { json(): unknown }) => (response.json() as { error: { code: string; message: string } }).error;

describe('signup', () => {
  it('creates a member without onboarding, signs in at once and stores the address normalised', async () => {
    const fields = valid();
    const response = await signup({ ...fields, email: `  ${fields.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(201);
    const me = meResponse.parse(response.json());
    expect(me.user).toMatchObject({ email: fields.email, name: 'Sanne de Vries', role: 'member', onboardingCompleted: false, isClient: false });
    expect(me.memberships).toEqual([]);
    const token = sessionCookieOf(response);
    const who = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: token } });
    expect(who.json().user.id).toBe(me.user.id);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('checks in the spec order: captcha, name, password rules, confirmation', async () => {
    const bad = { name: ' ', email: uniqueEmail(), password: 'kort', confirmPassword: 'anders' };
    const noCaptcha = await signup(bad, { captchaId: '', captchaCode: '' });
    expect(errorOf(noCaptcha)).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'Vul de captcha in om door te gaan' });

    const captcha = await solveCaptcha(t.app, 'signup');
    const wrongCaptcha = await signup(bad, { ...captcha, captchaCode: captcha.captchaCode === 'AAAAA' ? 'BBBBB' : 'AAAAA' });
    expect(errorOf(wrongCaptcha).message).toBe('Captcha code is onjuist. Probeer opnieuw.');

    expect(errorOf(await signup(bad))).toMatchObject({ code: 'NAME_REQUIRED', message: 'Je moet een naam invoeren' });
    const rules = errorOf(await signup({ ...bad, name: 'Iemand' }));
    expect(rules).toMatchObject({
      code: 'PASSWORD_RULES',
      message: 'Wachtwoord moet minimaal 6 tekens, minimaal 1 hoofdletter, minimaal 1 speciaal teken bevatten',
      params: { missing: 'minimaal 6 tekens, minimaal 1 hoofdletter, minimaal 1 speciaal teken' },
    });
    expect(errorOf(await signup({ ...bad, name: 'Iemand', password: 'abcdefG' })).message).toBe('Wachtwoord moet minimaal 1 speciaal teken bevatten');
    expect(errorOf(await signup({ ...bad, name: 'Iemand', password: 'Abcdef!' }))).toMatchObject({
      code: 'PASSWORD_MISMATCH',
      message: 'Wachtwoorden komen niet overeen',
    });
  });

  it('refuses a blank or malformed address', async () => {
    expect(errorOf(await signup({ ...valid(), email: '  ' })).code).toBe('EMAIL_REQUIRED');
    expect(errorOf(await signup({ ...valid(), email: 'geen-adres' })).code).toBe('EMAIL_INVALID');
  });

  it("says 'Dit email adres is al in gebruik' for a taken address, in any capitals", async () => {
    const { email } = await createUser(t.db);
    const response = await signup({ ...valid(), email: email.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'EMAIL_TAKEN', message: 'Dit email adres is al in gebruik' });
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('refuses one of the most common passwords, also with digits or a sign added', async () => {
    for (const password of ['Password1!', 'Qwerty123!', 'Welkom01!']) {
      const response = await signup({ ...valid(), password, confirmPassword: password });
      expect(errorOf(response).code, password).toBe('PASSWORD_TOO_COMMON');
    }
  });

  it('refuses a password over 128 characters', async () => {
    const long = `A!${'x'.repeat(127)}`;
    expect(errorOf(await signup({ ...valid(), password: long, confirmPassword: long })).code).toBe('PASSWORD_TOO_LONG');
  });

  it('limits accounts per IP', async () => {
    const limited = await createTestApp({ database: t.database, rateLimitRules: { signupIp: { points: 1, durationSeconds: 3600 } } });
    try {
      const post = async () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { ...(await solveCaptcha(limited.app, 'signup')), ...valid() },
          remoteAddress: '203.0.113.50',
        });
      expect((await post()).statusCode).toBe(201);
      expect((await post()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
