/**
 * /api/test/* against DNS rebinding and other machines (issue 16, finding 3): like the developer
 * outbox, answered only to a loopback peer that names this machine in Host (and Origin); 404 else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let captchaId: string;
let recipientEmail: string;
beforeAll(async () => {
  t = await createTestApp();
  const captcha = await t.app.inject({ method: 'POST', url: '/api/auth/captcha', payload: { purpose: 'login' } });
  captchaId = captcha.json<{ captchaId: string }>().captchaId;
  recipientEmail = (await createUser(t.db)).email;
});
afterAll(() => t.close());

type Hook = { method: 'GET' | 'POST'; url: string; payload?: object; ok: number };
const hooks = (): Hook[] => [
  { method: 'GET', url: `/api/test/captcha/${captchaId}`, ok: 200 },
  { method: 'POST', url: '/api/test/notifications', payload: { recipientEmail, type: 'notitie', title: 'Via een test-hook' }, ok: 201 },
  { method: 'POST', url: '/api/test/checklists/jobs', payload: { now: new Date().toISOString() }, ok: 200 },
];

const call = (hook: Hook, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: hook.method, url: hook.url, headers, remoteAddress, ...(hook.payload ? { payload: hook.payload } : {}) });

describe('the test hooks answer only requests from and naming this machine', () => {
  it('answer 404 to a loopback peer with a rebound Host, with or without its own Origin', async () => {
    for (const hook of hooks()) {
      for (const host of ['evil.example:3000', 'evil.example']) {
        expect((await call(hook, { host })).statusCode, `${host} ${hook.url}`).toBe(404);
        // The rebinding page's requests carry its own origin, which the CSRF check alone lets through.
        expect((await call(hook, { host, origin: `http://${host}` })).statusCode, `${host} ${hook.url}`).toBe(404);
      }
    }
  });

  it('answer 404 to a foreign Origin on a read and to another machine', async () => {
    const [peek] = hooks();
    expect((await call(peek!, { host: 'localhost:3000', origin: 'http://evil.example:3000' })).statusCode).toBe(404);
    for (const hook of hooks()) expect((await call(hook, { host: 'localhost:3000' }, '203.0.113.7')).statusCode, hook.url).toBe(404);
  });

  it('refuse a foreign Origin on a write before it reaches them (the CSRF check, 403)', async () => {
    for (const hook of hooks().filter((h) => h.method === 'POST')) {
      const response = await call(hook, { host: 'localhost:3000', origin: 'http://evil.example:3000' });
      expect(response.statusCode, hook.url).toBe(403);
      expect(response.json().error.code).toBe('FOREIGN_ORIGIN');
    }
  });

  it('answer a loopback Host and APP_URL origin, as the browser tests send them', async () => {
    for (const hook of hooks()) {
      expect((await call(hook, { host: '127.0.0.1:3100', origin: 'http://localhost:3000' })).statusCode, hook.url).toBe(hook.ok);
      expect((await call(hook, { host: 'localhost:3000' })).statusCode, hook.url).toBe(hook.ok);
    }
  });
});
