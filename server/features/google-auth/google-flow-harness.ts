/**
 * Test harness for the Google redirect flow: a fake Google (real HTTP) and the app (app.inject)
 * pointed at it, and a browser's walk through /start → Google → /callback.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { userIdentities } from '../../db/schema/index.js';
import { fakeGoogleEnv, startFakeGoogle, type FakeGoogle, type FakeGoogleIdentity } from '../../test/fake-google.js';
import { uniqueEmail } from '../../test/factories.js';
import { createTestApp, testAppOrigin, type TestApp } from '../../test/test-app.js';

export const client = { clientId: 'test-client.apps.googleusercontent.com', clientSecret: 'test-client-secret' };
export const redirectUri = `${testAppOrigin}/api/auth/google/callback`;

export function newIdentity(overrides: Partial<FakeGoogleIdentity> = {}): FakeGoogleIdentity {
  return {
    sub: `google-${randomUUID()}`,
    email: uniqueEmail('google'),
    email_verified: true,
    name: 'Gerda Google',
    picture: 'https://lh3.googleusercontent.com/a/gerda',
    ...overrides,
  };
}

export const cookiesOf = (response: LightMyRequestResponse) => Object.fromEntries(response.cookies.map((c) => [c.name, c.value])) as Record<string, string>;

/** What the browser does at Google: follow the authorize URL, which redirects straight back. */
export async function authorize(authorizeUrl: string): Promise<URLSearchParams> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  return back.searchParams;
}

export interface FlowOptions {
  query?: Record<string, string>;
  identity?: FakeGoogleIdentity;
  /** Browser cookies sent along (e.g. an old session). */
  browserCookies?: Record<string, string>;
  /** Changes the flow cookies or Google's answer before the callback. */
  tamper?: (flow: { cookies: Record<string, string>; params: URLSearchParams }) => void;
}

/** Starts the fake and the app for this test file (beforeAll/afterAll) and returns the flow steps. */
export function useGoogleFlow() {
  const h = {} as { google: FakeGoogle; t: TestApp };
  beforeAll(async () => {
    h.google = await startFakeGoogle({ ...client, redirectUri });
    h.t = await createTestApp({ env: fakeGoogleEnv(h.google, client) });
  });
  afterAll(async () => {
    await h.t?.close();
    await h.google?.close();
  });
  beforeEach(() => h.google.reset());

  async function start(query: Record<string, string> = {}) {
    const response = await h.t.app.inject({ method: 'GET', url: '/api/auth/google/start', query });
    expect(response.statusCode).toBe(302);
    return { response, location: String(response.headers.location), cookies: cookiesOf(response) };
  }

  function callback(params: URLSearchParams, cookies: Record<string, string>) {
    return h.t.app.inject({ method: 'GET', url: `/api/auth/google/callback?${params.toString()}`, cookies });
  }

  async function signInWithGoogle(options: FlowOptions = {}) {
    if (options.identity) h.google.setNextIdentity(options.identity);
    const started = await start(options.query);
    const params = await authorize(started.location);
    const cookies = { ...options.browserCookies, ...started.cookies };
    options.tamper?.({ cookies, params });
    const response = await callback(params, cookies);
    expect(response.statusCode).toBe(302);
    return { response, location: String(response.headers.location), cookies: cookiesOf(response), started };
  }

  return {
    get google() {
      return h.google;
    },
    get t() {
      return h.t;
    },
    start,
    callback,
    signInWithGoogle,
    me: (sid: string) => h.t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid } }),
    identitiesOf: (userId: string) => h.t.db.select().from(userIdentities).where(eq(userIdentities.userId, userId)),
  };
}
