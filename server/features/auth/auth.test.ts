import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponse } from '../../../common/schemas/auth.js';
import { sessions } from '../../db/schema/index.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, logInAs, postLogin, sessionCookieOf, solveCaptcha, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token?: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', ...(token ? { cookies: { sid: token } } : {}) });

describe('login, me and logout', () => {
  it('signs in, answers me for the session and forgets it after logout', async () => {
    const { email, password, user, company } = await createUser(t.db, { role: 'marketeer' });

    const login = await postLogin(t.app, { email, password });
    expect(login.statusCode).toBe(200);
    const body = meResponse.parse(login.json());
    expect(body.user).toMatchObject({ id: user.id, email, role: 'marketeer', isClient: false, onboardingCompleted: true });
    expect(body.memberships).toEqual([{ companyId: company.id, companyName: company.name, role: 'marketeer' }]);
    expect(body.activeCompanyId).toBe(company.id);
    const token = sessionCookieOf(login);

    const who = await me(token);
    expect(who.statusCode).toBe(200);
    expect(who.json().user.id).toBe(user.id);

    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { sid: token } });
    expect(logout.statusCode).toBe(204);
    const cleared = logout.cookies.find((c) => c.name === 'sid');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: { code: 'UNAUTHENTICATED', message: 'Je bent niet ingelogd.' } });
  });

  it('answers 401 UNAUTHENTICATED without a cookie and for a made-up token', async () => {
    expect((await me()).json().error.code).toBe('UNAUTHENTICATED');
    const forged = await me('A'.repeat(43));
    expect(forged.statusCode).toBe(401);
  });

  it('accepts the e-mail address with other capitals and surrounding spaces', async () => {
    const { email, password, user } = await createUser(t.db);
    const login = await postLogin(t.app, { email: `  ${email.toUpperCase()} `, password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.id).toBe(user.id);
  });

  it('logout without a session still answers 204', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(204);
  });
});

describe('wrong credentials', () => {
  it('gives the same answer for a wrong password, an unknown address and an account without password', async () => {
    const { email } = await createUser(t.db);
    const { email: noPasswordEmail } = await createUser(t.db, { password: null });
    const attempts = [
      { email, password: 'Verkeerd1!' },
      { email: `onbekend-${email}`, password: 'Verkeerd1!' },
      { email: noPasswordEmail, password: 'Verkeerd1!' },
    ];
    const responses = await Promise.all(attempts.map((payload) => postLogin(t.app, payload)));
    for (const response of responses) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toBe(responses[0]!.body);
      expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
    expect(responses[0]!.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Ongeldige inloggegevens' } });
  });

  it('answers 400 with the schema code and the field when the address is missing', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: '  ', password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'EMAIL_REQUIRED', message: 'Vul een e-mailadres in', fields: { email: 'EMAIL_REQUIRED' } },
    });
  });

  it('answers a missing key like an empty field, with the Dutch message of that field', async () => {
    const noEmail = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'x' } });
    expect(noEmail.json()).toMatchObject({ error: { code: 'EMAIL_REQUIRED', message: 'Vul een e-mailadres in' } });
    const noPassword = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.nl' } });
    expect(noPassword.json()).toMatchObject({ error: { code: 'PASSWORD_REQUIRED', fields: { password: 'PASSWORD_REQUIRED' } } });
    const noResetEmail = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: {} });
    expect(noResetEmail.statusCode).toBe(400);
    expect(noResetEmail.json()).toMatchObject({ error: { code: 'EMAIL_REQUIRED', message: 'Vul een e-mailadres in' } });
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Lax, Path=/ and lasts SESSION_TTL_DAYS, not Secure on http', async () => {
    const { email, password } = await createUser(t.db);
    const login = await postLogin(t.app, { email, password });
    const header = String(login.headers['set-cookie']);
    expect(header).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    expect(header).not.toContain('Secure');
  });

  it('is Secure when APP_URL is https', async () => {
    const secure = await createTestApp({ database: t.database, env: { APP_URL: 'https://werkplek.example.nl' } });
    try {
      const { email, password } = await createUser(t.db);
      const login = await postLogin(secure.app, { email, password });
      expect(login.statusCode).toBe(200);
      expect(String(login.headers['set-cookie'])).toContain('Secure');
    } finally {
      await secure.close();
    }
  });

  it('is stored only as its SHA-256', async () => {
    const { email, password, user } = await createUser(t.db);
    const token = await logInAs(t.app, { email, password });
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('timing', () => {
  it('takes about as long for an unknown address as for a wrong password (a dummy hash is verified)', async () => {
    const { email } = await createUser(t.db);
    const time = async (address: string) => {
      const captcha = await solveCaptcha(t.app);
      const started = performance.now();
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: address, password: 'Verkeerd1!', ...captcha } });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i++) {
      known.push(await time(email));
      unknown.push(await time(`onbekend-${i}-${email}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Without the dummy hash an unknown address answers in ~1 ms against tens of ms for argon2;
    // the bound is loose so a busy machine does not make the test flaky.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(unknown)).toBeLessThan(median(known) * 2);
  });
});
