import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './test/factories.js';
import { createTestApp, logInAs, solveCaptcha, testAppOrigin, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the Origin check on mutating requests', () => {
  it('refuses a foreign Origin with 403 FOREIGN_ORIGIN and accepts the same request from APP_URL', async () => {
    const credentials = await createUser(t.db);
    const payload = async () => ({ email: credentials.email, password: credentials.password, ...(await solveCaptcha(t.app)) });

    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: await payload(),
      headers: { origin: 'https://aanvaller.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FOREIGN_ORIGIN');
    expect(foreign.cookies.find((c) => c.name === 'sid')).toBeUndefined();

    const own = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: await payload(), headers: { origin: testAppOrigin } });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a logout from a foreign Origin, so the session survives', async () => {
    const token = await logInAs(t.app, await createUser(t.db));
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { sid: token },
      headers: { origin: 'http://localhost:3001' },
    });
    expect(logout.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: token } });
    expect(me.statusCode).toBe(200);
  });

  it("accepts the request's own host as Origin, and requests without Origin", async () => {
    const credentials = await createUser(t.db);
    const payload = async () => ({ email: credentials.email, password: credentials.password, ...(await solveCaptcha(t.app)) });
    const sameHost = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: await payload(),
      headers: { host: '192.168.1.20:3000', origin: 'http://192.168.1.20:3000' },
    });
    expect(sameHost.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: await payload() })).statusCode).toBe(200);
  });

  it('refuses Sec-Fetch-Site: cross-site even without Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FOREIGN_ORIGIN');
  });

  it('does not apply to GET', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://aanvaller.example' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only when APP_URL is https', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const https = await createTestApp({ database: t.database, env: { APP_URL: 'https://werkplek.example.nl' } });
    try {
      const response = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    } finally {
      await https.close();
    }
  });
});

describe('the error envelope', () => {
  it('answers an unknown /api path with 404 NOT_FOUND, for any method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/bestaat-niet' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Niet gevonden.' } });
    }
  });

  it('answers malformed JSON with 400 VALIDATION_FAILED', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('answers an unexpected error with 500 INTERNAL and no details', async () => {
    const brokenDb = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property !== 'select') return Reflect.get(target, property, receiver);
        return () => {
          throw new Error('geheime details uit /srv/app/server/lib/session.ts');
        };
      },
    });
    const broken = await createTestApp({ database: { ...t.database, db: brokenDb } });
    try {
      const response = await broken.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: 'A'.repeat(43) } });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'INTERNAL', message: 'Er is iets misgegaan' } });
      expect(response.body).not.toContain('geheime');
    } finally {
      await broken.close();
    }
  });

  it('gives every answer a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
