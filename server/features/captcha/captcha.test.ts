import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchas } from '../../db/schema/index.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, solveCaptcha, type TestApp } from '../../test/test-app.js';
import { captchaAlphabet } from './glyphs.js';
import { verifyCaptcha } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const issue = (purpose: string) => t.app.inject({ method: 'POST', url: '/api/auth/captcha', payload: { purpose } });
const login = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload });

describe('captcha', () => {
  it('issues a 5-character code of A–Z and 0–9 as an SVG picture that does not contain the code as text', async () => {
    const response = await issue('login');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ captchaId: string; image: string; expiresAt: string }>();
    const [row] = await t.db.select().from(captchas).where(eq(captchas.id, body.captchaId));
    expect(row!.code).toMatch(/^[A-Z0-9]{5}$/);
    for (const ch of row!.code) expect(captchaAlphabet).toContain(ch);
    expect(body.image.startsWith('data:image/svg+xml;base64,')).toBe(true);
    const svg = Buffer.from(body.image.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<svg');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain(row!.code);
    const ttl = new Date(body.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000);
  });

  it('refuses a login without a captcha with CAPTCHA_REQUIRED, before looking at the password', async () => {
    const { email, password } = await createUser(t.db);
    const response = await login({ email, password });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'CAPTCHA_REQUIRED', message: 'Vul de captcha in om door te gaan' });
    const typedNothing = await login({ email, password, ...(await solveCaptcha(t.app)), captchaCode: '  ' });
    expect(typedNothing.json().error.code).toBe('CAPTCHA_REQUIRED');
  });

  it('refuses a wrong code with the spec message, and the captcha is used up (single use)', async () => {
    const { email, password } = await createUser(t.db);
    const captcha = await solveCaptcha(t.app);
    const wrong = await login({ email, password, captchaId: captcha.captchaId, captchaCode: captcha.captchaCode === 'AAAAA' ? 'BBBBB' : 'AAAAA' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'CAPTCHA_INVALID', message: 'Captcha code is onjuist. Probeer opnieuw.' });
    const retry = await login({ email, password, ...captcha });
    expect(retry.json().error.code).toBe('CAPTCHA_INVALID');
  });

  it('accepts the typed code in lower case (input is upper-cased) and only once', async () => {
    const { email, password } = await createUser(t.db);
    const captcha = await solveCaptcha(t.app);
    const ok = await login({ email, password, captchaId: captcha.captchaId, captchaCode: captcha.captchaCode.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    const again = await login({ email, password, ...captcha });
    expect(again.json().error.code).toBe('CAPTCHA_INVALID');
  });

  it('is bound to its form: a signup captcha does not open the login', async () => {
    const { email, password } = await createUser(t.db);
    const captcha = await solveCaptcha(t.app, 'signup');
    expect((await login({ email, password, ...captcha })).json().error.code).toBe('CAPTCHA_INVALID');
  });

  it('expires after 10 minutes', async () => {
    const captcha = await solveCaptcha(t.app);
    const later = new Date(Date.now() + 10 * 60_000 + 1000);
    await expect(verifyCaptcha(t.db, { ...captcha, purpose: 'login' }, later)).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('treats a malformed captcha id as invalid, not as a server error', async () => {
    await expect(verifyCaptcha(t.db, { captchaId: 'nope', captchaCode: 'ABCDE', purpose: 'login' })).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
  });

  it('refuses an unknown form', async () => {
    expect((await issue('waitlist')).statusCode).toBe(400);
  });
});

describe('the test hook that reveals a captcha', () => {
  it('does not exist without TEST_HOOKS', async () => {
    const plain = await createTestApp({ database: t.database, env: { TEST_HOOKS: 'false' } });
    try {
      const { captchaId } = (await plain.app.inject({ method: 'POST', url: '/api/auth/captcha', payload: { purpose: 'login' } })).json();
      const peek = await plain.app.inject({ method: 'GET', url: `/api/test/captcha/${captchaId}` });
      expect(peek.statusCode).toBe(404);
      expect(peek.body).not.toMatch(/"code":"[A-Z0-9]{5}"/);
    } finally {
      await plain.close();
    }
  });
});
