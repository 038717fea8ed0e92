/**
 * The whole Google redirect flow over HTTP, the happy paths: the app (app.inject) → the fake
 * Google (real HTTP) → the app's callback → a session (or the 2FA step) and the post-login redirect.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { latestMail, waitForMail, linkIn } from '../../test/outbox.js';
import { logInAs, testAppOrigin } from '../../test/test-app.js';
import { flowCookieNames } from './flow-cookies.js';
import { client, newIdentity, redirectUri, useGoogleFlow } from './google-flow-harness.js';

const flow = useGoogleFlow();
const { start, signInWithGoogle, me, identitiesOf } = flow;

describe('GET /api/auth/google/start', () => {
  it('redirects to Google with PKCE (S256), state and the scopes, and sets the flow cookies', async () => {
    const { location, response } = await start({ intent: 'signup', redirect: '/notes?x=1' });
    const url = new URL(location);
    expect(`${url.origin}${url.pathname}`).toBe(flow.google.authorizeUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: redirectUri,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const byName = new Map(response.cookies.map((c) => [c.name, c]));
    expect(byName.get(flowCookieNames.state)?.value).toBe(url.searchParams.get('state'));
    expect(byName.get(flowCookieNames.intent)?.value).toBe('signup');
    expect(byName.get(flowCookieNames.redirect)?.value).toBe('/notes?x=1');
    for (const name of [flowCookieNames.state, flowCookieNames.verifier, flowCookieNames.intent]) {
      expect(byName.get(name)).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google', maxAge: 600 });
    }
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])('does not keep the unsafe redirect %s', async (redirect) => {
    const { cookies } = await start({ redirect });
    expect(cookies[flowCookieNames.redirect] ?? '').toBe('');
    const identity = newIdentity();
    const { user } = await createUser(flow.t.db, { email: identity.email });
    const done = await signInWithGoogle({ identity, query: { redirect } });
    expect(done.location).toBe('/dashboard');
    expect((await identitiesOf(user.id)).length).toBe(1);
  });
});

describe('signing in and up with Google', () => {
  it('creates a member with onboarding open for a new Google user and lands on /onboarding', async () => {
    const identity = newIdentity({ email: `  ${uniqueEmail('Nieuw').toUpperCase()}` });
    const done = await signInWithGoogle({ identity, query: { intent: 'signup', redirect: '/notes' } });
    expect(done.location).toBe('/onboarding');
    const sid = done.cookies.sid;
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const name of Object.values(flowCookieNames)) expect(done.cookies[name]).toBe('');

    const who = await me(sid!);
    expect(who.statusCode).toBe(200);
    expect(who.json().user).toMatchObject({
      email: identity.email.trim().toLowerCase(),
      name: 'Gerda Google',
      role: 'member',
      isClient: false,
      onboardingCompleted: false,
      avatarUrl: identity.picture,
      // Google verified the address: proven at once, no mail "Bevestig je e-mailadres".
      emailVerified: true,
    });
    expect(await latestMail(flow.t.db, who.json().user.email, 'email-confirmation')).toBeUndefined();
    const [row] = await flow.t.db.select().from(users).where(eq(users.id, who.json().user.id));
    expect(row?.passwordHash).toBeNull();
    expect(await identitiesOf(row!.id)).toMatchObject([{ provider: 'google', subject: identity.sub }]);
  });

  it('names a Google user without a name after the part before @', async () => {
    const identity = newIdentity({ name: '', email: `zonder-naam-${randomUUID()}@test.nl` });
    const done = await signInWithGoogle({ identity });
    const who = await me(done.cookies.sid!);
    expect(who.json().user.name).toBe(identity.email.split('@')[0]);
  });

  it('links an existing account with the same verified address and honours the redirect', async () => {
    const identity = newIdentity();
    const { user } = await createUser(flow.t.db, { email: identity.email, role: 'marketeer' });
    const done = await signInWithGoogle({ identity, query: { redirect: '/checklists?tab=mine' } });
    expect(done.location).toBe('/checklists?tab=mine');
    expect((await me(done.cookies.sid!)).json().user.id).toBe(user.id);
    expect(await identitiesOf(user.id)).toMatchObject([{ provider: 'google', subject: identity.sub, email: identity.email }]);

    const again = await signInWithGoogle({ identity });
    expect(again.location).toBe('/dashboard');
    expect((await identitiesOf(user.id)).length).toBe(1);
  });

  it('finds the linked account on the next sign-in even after the Google address changed', async () => {
    const identity = newIdentity();
    const { user } = await createUser(flow.t.db, { email: identity.email });
    await signInWithGoogle({ identity });
    const changed = { ...identity, email: uniqueEmail('veranderd'), email_verified: false };
    const done = await signInWithGoogle({ identity: changed });
    expect(done.location).toBe('/dashboard');
    expect((await me(done.cookies.sid!)).json().user).toMatchObject({ id: user.id, email: identity.email });
    expect(await identitiesOf(user.id)).toMatchObject([{ subject: identity.sub, email: changed.email }]);
  });

  it('refuses an unverified address that matches an account, without linking it', async () => {
    const identity = newIdentity({ email_verified: false });
    const { user } = await createUser(flow.t.db, { email: identity.email });
    const done = await signInWithGoogle({ identity });
    expect(done.location).toBe('/login?error=GOOGLE_LOGIN_FAILED');
    expect(done.cookies.sid).toBeUndefined();
    expect(await identitiesOf(user.id)).toEqual([]);
  });

  it('refuses to link an account whose address was not proven and sends the user to /login with GOOGLE_ACCOUNT_UNVERIFIED', async () => {
    const identity = newIdentity();
    const { user } = await createUser(flow.t.db, { email: identity.email, emailVerified: false });
    for (const intent of ['login', 'signup']) {
      const done = await signInWithGoogle({ identity, query: { intent } });
      expect(done.location).toBe('/login?error=GOOGLE_ACCOUNT_UNVERIFIED');
      expect(done.cookies.sid).toBeUndefined();
    }
    const withTarget = await signInWithGoogle({ identity, query: { redirect: '/set-password' } });
    expect(withTarget.location).toBe(`/login?error=GOOGLE_ACCOUNT_UNVERIFIED&redirect=${encodeURIComponent('/set-password')}`);
    expect(await identitiesOf(user.id)).toEqual([]);
    expect(await flow.t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });

  it('links that account once a password reset through the mail proved the address', async () => {
    const identity = newIdentity();
    const { user } = await createUser(flow.t.db, { email: identity.email, emailVerified: false });
    await flow.t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: identity.email } });
    const link = linkIn(await waitForMail(flow.t.db, identity.email, 'password-reset'), `${testAppOrigin}/#/reset-password?token=`);
    const token = new URL(link.replace('/#/', '/')).searchParams.get('token')!;
    const reset = await flow.t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      payload: { token, password: 'Eigen#Adres1', confirmPassword: 'Eigen#Adres1' },
    });
    expect(reset.statusCode).toBe(204);
    const done = await signInWithGoogle({ identity });
    expect(done.location).toBe('/dashboard');
    expect((await me(done.cookies.sid!)).json().user.id).toBe(user.id);
    expect(await identitiesOf(user.id)).toMatchObject([{ subject: identity.sub }]);
  });

  it('refuses an unverified address without an account, and creates none', async () => {
    const identity = newIdentity({ email_verified: false });
    const done = await signInWithGoogle({ identity, query: { intent: 'signup' } });
    expect(done.location).toBe('/signup?error=GOOGLE_SIGNUP_FAILED');
    expect(await flow.t.db.select().from(users).where(eq(users.email, identity.email))).toEqual([]);
  });

  it('sends a client to /clientportal', async () => {
    const identity = newIdentity();
    await createUser(flow.t.db, { email: identity.email, isClient: true });
    const done = await signInWithGoogle({ identity, query: { redirect: '/dashboard' } });
    expect(done.location).toBe('/clientportal');
    expect((await me(done.cookies.sid!)).json().user.isClient).toBe(true);
  });

  it('revokes the session the browser still carried', async () => {
    const other = await createUser(flow.t.db);
    const oldSid = await logInAs(flow.t.app, { email: other.email, password: other.password });
    const identity = newIdentity();
    const done = await signInWithGoogle({ identity, browserCookies: { sid: oldSid } });
    expect(done.cookies.sid).not.toBe(oldSid);
    expect((await me(oldSid)).statusCode).toBe(401);
    expect((await me(done.cookies.sid!)).statusCode).toBe(200);
  });

  it('starts the 2FA step instead of a session when the account has two-factor sign-in on', async () => {
    const identity = newIdentity();
    const { user } = await createUser(flow.t.db, { email: identity.email });
    await flow.t.db.update(users).set({ mfaEnabled: true }).where(eq(users.id, user.id));
    const done = await signInWithGoogle({ identity, query: { redirect: '/notes?a=1&b=2' } });
    expect(done.location).toBe(`/login?twoFactor=1&redirect=${encodeURIComponent('/notes?a=1&b=2')}`);
    expect(done.cookies.sid).toBeUndefined();
    const challenge = done.response.cookies.find((c) => c.name === 'mfa_challenge');
    expect(challenge).toMatchObject({ httpOnly: true, path: '/api/auth' });
    expect(challenge?.value).toMatch(/\S{20,}/);
    expect(await flow.t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);

    const withoutRedirect = await signInWithGoogle({ identity });
    expect(withoutRedirect.location).toBe('/login?twoFactor=1');
  });
});
