/**
 * The developer outbox against DNS rebinding (issue 16, finding 3): a page on evil.example whose name
 * now resolves to 127.0.0.1 reaches the server from a loopback peer, but with its own name in Host
 * (and Origin). Every outbox route answers such a request 404; loopback names and APP_URL's host work.
 * Listing and the HTML page themselves: server/lib/mail/mail.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../lib/mail/outbox.js';
import { uniqueEmail } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let mailId: string;
let routes: string[];
beforeAll(async () => {
  t = await createTestApp();
  const to = uniqueEmail('outbox');
  mailId = await queueMail(t.db, { to, subject: 'Wachtwoord herstellen', kind: 'password-reset', text: 'https://x.test/r?t=1', html: '<p>link</p>' });
  routes = [`/api/dev/mail?to=${encodeURIComponent(to)}`, '/dev/mail', `/dev/mail/${mailId}`];
});
afterAll(() => t.close());

const get = (app: TestApp['app'], url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'GET', url, headers, remoteAddress });

describe('the developer outbox answers only requests that name this machine', () => {
  it('answers 404 to a loopback peer whose Host is another name (DNS rebinding), on every route', async () => {
    for (const url of routes) {
      for (const host of ['evil.example:3000', 'evil.example', 'localhost.evil.example:3000', '127.0.0.1.nip.io:3000', 'evil.example:3000@localhost']) {
        const response = await get(t.app, url, { host });
        expect(response.statusCode, `${host} ${url}`).toBe(404);
        expect(response.body).not.toContain('Wachtwoord herstellen');
      }
    }
  });

  it('answers 404 to a foreign or opaque Origin, even with a loopback Host', async () => {
    for (const url of routes) {
      for (const origin of ['http://evil.example:3000', 'https://localhost.evil.example', 'null', 'http://localhost:3000/path']) {
        expect((await get(t.app, url, { host: 'localhost:3000', origin })).statusCode, `${origin} ${url}`).toBe(404);
      }
    }
  });

  it('answers a loopback Host with any port and a loopback or APP_URL Origin', async () => {
    const hosts = ['localhost', 'localhost:3000', 'LOCALHOST:5173', '127.0.0.1:3000', '127.8.9.10', '[::1]:3000', '[::1]'];
    for (const url of routes) {
      for (const host of hosts) expect((await get(t.app, url, { host })).statusCode, `${host} ${url}`).toBe(200);
      for (const origin of ['http://localhost:3000', 'http://localhost:5173', 'http://127.0.0.1:3100', 'http://[::1]:3000']) {
        expect((await get(t.app, url, { host: 'localhost:3000', origin })).statusCode, `${origin} ${url}`).toBe(200);
      }
    }
    const list = await get(t.app, routes[0]!, { host: '127.0.0.1:3000' });
    expect(list.json().mails.map((m: { id: string }) => m.id)).toEqual([mailId]);
  });

  it("answers APP_URL's host and origin, and still nobody but a loopback peer", async () => {
    const named = await createTestApp({ database: t.database, env: { APP_URL: 'https://werkplek.example.nl' } });
    try {
      for (const url of routes) {
        expect((await get(named.app, url, { host: 'werkplek.example.nl' })).statusCode).toBe(200);
        expect((await get(named.app, url, { host: 'werkplek.example.nl:443', origin: 'https://werkplek.example.nl' })).statusCode).toBe(200);
        expect((await get(named.app, url, { host: 'werkplek.example.nl', origin: 'http://werkplek.example.nl' })).statusCode).toBe(404);
        expect((await get(named.app, url, { host: 'evil.example' })).statusCode).toBe(404);
        expect((await get(named.app, url, { host: 'werkplek.example.nl' }, '203.0.113.7')).statusCode).toBe(404);
      }
    } finally {
      await named.close();
    }
  });
});
