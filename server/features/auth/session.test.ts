import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { hashSessionToken } from '../../lib/session.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, logInAs, postLogin, solveCaptcha, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: token } });
const sessionRow = async (token: string) =>
  (
    await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)))
  )[0];
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('session lifetime', () => {
  it('treats an expired session as no session and deletes it', async () => {
    const token = await logInAs(t.app, await createUser(t.db));
    await t.db
      .update(sessions)
      .set({ expiresAt: minutesAgo(1) })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));

    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
    expect(await sessionRow(token)).toBeUndefined();
  });

  it("removes the user's expired sessions at the next sign-in", async () => {
    const credentials = await createUser(t.db);
    const old = await logInAs(t.app, credentials);
    await t.db
      .update(sessions)
      .set({ expiresAt: minutesAgo(1) })
      .where(eq(sessions.tokenHash, hashSessionToken(old)));
    await logInAs(t.app, credentials);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, credentials.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(hashSessionToken(old));
  });

  it('revokes the session on logout: replaying the old cookie gives 401', async () => {
    const token = await logInAs(t.app, await createUser(t.db));
    expect((await me(token)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { sid: token } });
    expect(await sessionRow(token)).toBeUndefined();
    expect((await me(token)).statusCode).toBe(401);
  });

  it('is revoked by deleting its row', async () => {
    const token = await logInAs(t.app, await createUser(t.db));
    await t.db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect((await me(token)).statusCode).toBe(401);
  });

  it('rotates on login: the session the browser still carried is deleted', async () => {
    const credentials = await createUser(t.db);
    const first = await logInAs(t.app, credentials);
    const second = await postLogin(t.app, credentials, { cookies: { sid: first } });
    expect(second.statusCode).toBe(200);
    expect(await sessionRow(first)).toBeUndefined();
    expect((await me(first)).statusCode).toBe(401);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, credentials.user.id));
    expect(rows).toHaveLength(1);
  });

  it('extends expiry when last seen more than 5 minutes ago, and re-sends the cookie', async () => {
    const token = await logInAs(t.app, await createUser(t.db));
    const soon = new Date(Date.now() + 60 * 60_000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: minutesAgo(10), expiresAt: soon })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));

    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'sid')?.value).toBe(token);
    const row = await sessionRow(token);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60_000);
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('does not write on every request: a session seen a minute ago is left alone', async () => {
    const token = await logInAs(t.app, await createUser(t.db));
    const seen = minutesAgo(1);
    const expires = new Date(Date.now() + 60 * 60_000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: seen, expiresAt: expires })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));

    const response = await me(token);
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const row = await sessionRow(token);
    expect(row!.lastSeenAt.getTime()).toBe(seen.getTime());
    expect(row!.expiresAt.getTime()).toBe(expires.getTime());
  });

  it('records the user agent and address of the sign-in', async () => {
    const credentials = await createUser(t.db);
    const captcha = await solveCaptcha(t.app, 'login', '192.0.2.7');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: credentials.email, password: credentials.password, ...captcha },
      headers: { 'user-agent': 'Testbrowser/1.0' },
      remoteAddress: '192.0.2.7',
    });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, credentials.user.id));
    expect(row).toMatchObject({ userAgent: 'Testbrowser/1.0', ip: '192.0.2.7' });
  });
});
