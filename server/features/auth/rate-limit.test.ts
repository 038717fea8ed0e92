import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    loginRateLimits: { perIpAndEmail: { points: 3, durationSeconds: 900 }, perIp: { points: 6, durationSeconds: 900 } },
  });
});
afterAll(() => t.close());

const attempt = (payload: { email: string; password: string }, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

describe('login rate limits', () => {
  it('refuses a fourth attempt for one address from one IP with 429, even with the right password', async () => {
    const credentials = await createUser(t.db);
    const wrong = { email: credentials.email, password: 'Verkeerd1!' };
    for (let i = 0; i < 3; i++) expect((await attempt(wrong, '198.51.100.1')).statusCode).toBe(401);

    const blocked = await attempt(credentials, '198.51.100.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    expect((await attempt(credentials, '198.51.100.2')).statusCode).toBe(200);
  });

  it('limits one IP across addresses', async () => {
    const ip = '198.51.100.3';
    for (let i = 0; i < 6; i++) {
      const response = await attempt({ email: `iemand-${i}@test.nl`, password: 'Verkeerd1!' }, ip);
      expect(response.statusCode).toBe(401);
    }
    expect((await attempt({ email: 'nog-iemand@test.nl', password: 'Verkeerd1!' }, ip)).statusCode).toBe(429);
  });

  it('forgets failed attempts for the address after a successful login', async () => {
    const credentials = await createUser(t.db);
    const ip = '198.51.100.4';
    const wrong = { email: credentials.email, password: 'Verkeerd1!' };
    for (let i = 0; i < 2; i++) await attempt(wrong, ip);
    expect((await attempt(credentials, ip)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt(wrong, ip)).statusCode).toBe(401);
  });
});
