import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, postLogin, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    rateLimitRules: {
      loginAttempt: { points: 3, durationSeconds: 60 },
      loginFailureAccount: { points: 5, durationSeconds: 3600 },
      loginFailureIp: { points: 8, durationSeconds: 3600 },
    },
  });
});
afterAll(() => t.close());

const attempt = (credentials: { email: string; password: string }, remoteAddress: string) => postLogin(t.app, credentials, { remoteAddress });

describe('login rate limits', () => {
  it('refuses a fourth attempt a minute for one account from one IP, saying when to try again', async () => {
    const credentials = await createUser(t.db);
    const wrong = { email: credentials.email, password: 'Verkeerd1!' };
    for (let i = 0; i < 3; i++) expect((await attempt(wrong, '198.51.100.1')).statusCode).toBe(401);

    const blocked = await attempt(credentials, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    const { error } = blocked.json();
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.message).toMatch(/^Te veel pogingen\. Probeer het opnieuw om \d{2}:\d{2}\.$/);
    expect(error.params.time).toMatch(/^\d{2}:\d{2}$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect((await attempt(credentials, '198.51.100.2')).statusCode).toBe(200);
  });

  it('blocks an account after its failures from many IPs, even with the right password', async () => {
    const credentials = await createUser(t.db);
    const wrong = { email: credentials.email, password: 'Verkeerd1!' };
    for (let i = 0; i < 5; i++) expect((await attempt(wrong, `198.51.101.${i}`)).statusCode).toBe(401);
    const blocked = await attempt(credentials, '198.51.101.99');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('checks no more wrong passwords than the account limit allows, also when they all arrive at once', async () => {
    const credentials = await createUser(t.db);
    const wrong = { email: credentials.email, password: 'Verkeerd1!' };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(wrong, `198.51.110.${i + 1}`)));
    const codes = answers.map((answer) => answer.json().error.code as string);
    expect(codes.filter((code) => code === 'INVALID_CREDENTIALS')).toHaveLength(5);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(15);
  });

  it('gives the reserved failure back when the password was right or the captcha wrong', async () => {
    const credentials = await createUser(t.db);
    // Five right sign-ins and wrong captchas from five IPs do not use up the account's 5 failures.
    for (let i = 0; i < 5; i++) expect((await attempt(credentials, `198.51.111.${i + 1}`)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) {
      const badCaptcha = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: credentials.email, password: credentials.password, captchaId: crypto.randomUUID(), captchaCode: 'AAAAA' },
        remoteAddress: `198.51.112.${i + 1}`,
      });
      expect(badCaptcha.json().error.code).toMatch(/^CAPTCHA_/);
    }
    const wrong = { email: credentials.email, password: 'Verkeerd1!' };
    for (let i = 0; i < 5; i++) expect((await attempt(wrong, `198.51.113.${i + 1}`)).statusCode).toBe(401);
    expect((await attempt(credentials, '198.51.113.99')).statusCode).toBe(429);
  });

  it('limits the failures of one IP across accounts', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < 8; i++) {
      expect((await attempt({ email: `iemand-${i}@test.nl`, password: 'Verkeerd1!' }, ip)).statusCode).toBe(401);
    }
    expect((await attempt({ email: 'nog-iemand@test.nl', password: 'Verkeerd1!' }, ip)).statusCode).toBe(429);
  });

  it('forgets the attempts of an IP and account after a successful login', async () => {
    const credentials = await createUser(t.db);
    const ip = '198.51.100.4';
    const wrong = { email: credentials.email, password: 'Verkeerd1!' };
    for (let i = 0; i < 2; i++) await attempt(wrong, ip);
    expect((await attempt(credentials, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt(wrong, ip)).statusCode).toBe(401);
  });

  // With DATABASE_URL the counters live in PostgreSQL, so every instance sees the same ones.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))('holds across two app instances on PostgreSQL', async () => {
    const rules = { loginAttempt: { points: 3, durationSeconds: 60 } };
    const prefix = `shared-${Date.now()}`;
    const a = await createTestApp({ database: t.database, rateLimitRules: rules, rateLimitKeyPrefix: prefix });
    const b = await createTestApp({ database: t.database, rateLimitRules: rules, rateLimitKeyPrefix: prefix });
    try {
      const credentials = await createUser(t.db);
      const wrong = { email: credentials.email, password: 'Verkeerd1!' };
      for (let i = 0; i < 3; i++) await postLogin(a.app, wrong, { remoteAddress: '198.51.100.9' });
      const fourth = await postLogin(b.app, credentials, { remoteAddress: '198.51.100.9' });
      expect(fourth.statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
