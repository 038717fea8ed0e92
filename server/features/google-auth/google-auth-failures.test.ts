/** The Google redirect flow when something goes wrong: refusals, tampering, Google errors, no configuration. */
import { generateCodeVerifier } from 'arctic';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userIdentities } from '../../db/schema/index.js';
import { fakeGoogleEnv, type FakeGoogleIdentity } from '../../test/fake-google.js';
import { createTestApp } from '../../test/test-app.js';
import { flowCookieNames } from './flow-cookies.js';
import { authorize, client, cookiesOf, newIdentity, useGoogleFlow } from './google-flow-harness.js';

const flow = useGoogleFlow();
const { start, callback, signInWithGoogle } = flow;

describe('failed Google sign-ins', () => {
  async function expectNoGoogleUser(identity: FakeGoogleIdentity) {
    const rows = await flow.t.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, 'google'), eq(userIdentities.subject, identity.sub)));
    expect(rows).toEqual([]);
  }

  it('refuses a state that does not match the cookie', async () => {
    const identity = newIdentity();
    const done = await signInWithGoogle({ identity, tamper: ({ params }) => params.set('state', 'x'.repeat(43)) });
    expect(done.location).toBe('/login?error=GOOGLE_LOGIN_FAILED');
    expect(done.cookies.sid).toBeUndefined();
    await expectNoGoogleUser(identity);
  });

  it('refuses a callback without the flow cookies', async () => {
    const identity = newIdentity();
    const done = await signInWithGoogle({
      identity,
      tamper: ({ cookies }) => {
        delete cookies[flowCookieNames.state];
        delete cookies[flowCookieNames.verifier];
      },
    });
    expect(done.location).toBe('/login?error=GOOGLE_LOGIN_FAILED');
    await expectNoGoogleUser(identity);
  });

  it('fails when the PKCE verifier was tampered with: the fake Google refuses the code', async () => {
    const identity = newIdentity();
    const done = await signInWithGoogle({
      identity,
      query: { intent: 'signup' },
      tamper: ({ cookies }) => {
        cookies[flowCookieNames.verifier] = generateCodeVerifier();
      },
    });
    expect(done.location).toBe('/signup?error=GOOGLE_SIGNUP_FAILED');
    await expectNoGoogleUser(identity);
  });

  it('fails when the code is used a second time', async () => {
    flow.google.setNextIdentity(newIdentity());
    const started = await start();
    const params = await authorize(started.location);
    const first = await callback(params, started.cookies);
    expect(first.headers.location).toBe('/onboarding');
    const replay = await callback(params, started.cookies);
    expect(replay.headers.location).toBe('/login?error=GOOGLE_LOGIN_FAILED');
  });

  it('fails when the user cancels at Google', async () => {
    flow.google.failNext('deny');
    const done = await signInWithGoogle();
    expect(done.location).toBe('/login?error=GOOGLE_LOGIN_FAILED');
    flow.google.failNext('deny');
    expect((await signInWithGoogle({ query: { intent: 'signup' } })).location).toBe('/signup?error=GOOGLE_SIGNUP_FAILED');
  });

  it('fails when the token endpoint refuses the code or userinfo refuses the token', async () => {
    flow.google.failNext('token');
    expect((await signInWithGoogle({ identity: newIdentity() })).location).toBe('/login?error=GOOGLE_LOGIN_FAILED');
    flow.google.failNext('userinfo');
    expect((await signInWithGoogle({ identity: newIdentity() })).location).toBe('/login?error=GOOGLE_LOGIN_FAILED');
  });

  it('answers the ERROR codes when Google has a server error', async () => {
    flow.google.failNext('token-5xx');
    expect((await signInWithGoogle({ identity: newIdentity() })).location).toBe('/login?error=GOOGLE_LOGIN_ERROR');
    flow.google.failNext('token-5xx');
    const signup = await signInWithGoogle({ identity: newIdentity(), query: { intent: 'signup' } });
    expect(signup.location).toBe('/signup?error=GOOGLE_SIGNUP_ERROR');
    flow.google.failNext('userinfo-5xx');
    expect((await signInWithGoogle({ identity: newIdentity() })).location).toBe('/login?error=GOOGLE_LOGIN_ERROR');
  });

  it('answers GOOGLE_LOGIN_ERROR when Google cannot be reached', async () => {
    const unreachable = await createTestApp({
      database: flow.t.database,
      env: { ...fakeGoogleEnv(flow.google, client), GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token' },
    });
    try {
      const started = await unreachable.app.inject({ method: 'GET', url: '/api/auth/google/start', query: { intent: 'signup' } });
      const params = await authorize(String(started.headers.location));
      const done = await unreachable.app.inject({
        method: 'GET',
        url: `/api/auth/google/callback?${params.toString()}`,
        cookies: cookiesOf(started),
      });
      expect(done.headers.location).toBe('/signup?error=GOOGLE_SIGNUP_ERROR');
    } finally {
      await unreachable.close();
    }
  });
});

describe('Google sign-in without configuration', () => {
  it('redirects to /login or /signup with GOOGLE_NOT_CONFIGURED', async () => {
    const plain = await createTestApp({ database: flow.t.database });
    try {
      const login = await plain.app.inject({ method: 'GET', url: '/api/auth/google/start' });
      expect(login.statusCode).toBe(302);
      expect(login.headers.location).toBe('/login?error=GOOGLE_NOT_CONFIGURED');
      const signup = await plain.app.inject({ method: 'GET', url: '/api/auth/google/start?intent=signup' });
      expect(signup.headers.location).toBe('/signup?error=GOOGLE_NOT_CONFIGURED');
      expect(signup.cookies).toEqual([]);
      expect((await plain.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toEqual({ google: false });
    } finally {
      await plain.close();
    }
  });
});
