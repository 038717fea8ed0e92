import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSessionsResponse } from '../../../common/schemas/account.js';
import { sessions } from '../../db/schema/index.js';
import { hashSessionToken } from '../../lib/session.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const chromeOnWindows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const safariOnIphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) => t.app.inject({ method, url: `/api/account${url}`, cookies: { sid: token } });
const list = async (token: string) => accountSessionsResponse.parse(await call(token, 'GET', '/sessions').then((r) => r.json())).sessions;
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: token } });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const sessionIdOf = async (token: string) =>
  (
    await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)))
  )[0]!.id;
const setSession = (token: string, values: Partial<typeof sessions.$inferInsert>) =>
  t.db
    .update(sessions)
    .set(values)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));

function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect((response.json() as { error: { code: string } }).error.code).toBe(code);
}

async function userWithSessions(count: number): Promise<string[]> {
  const credentials = await createUser(t.db);
  const tokens: string[] = [];
  for (let i = 0; i < count; i++) tokens.push(await logInAs(t.app, credentials));
  return tokens;
}

describe('GET /api/account/sessions', () => {
  it('lists the active sessions: the current one first, then the most recently seen, with device labels', async () => {
    const [older, current, recent, expired] = await userWithSessions(4);
    await setSession(older!, { lastSeenAt: minutesAgo(60), userAgent: chromeOnWindows });
    await setSession(recent!, { lastSeenAt: minutesAgo(10), userAgent: safariOnIphone, ip: '203.0.113.7' });
    await setSession(current!, { lastSeenAt: minutesAgo(120), userAgent: null });
    await setSession(expired!, { expiresAt: minutesAgo(1) });
    const stranger = await logInAs(t.app, await createUser(t.db));

    const listed = await list(current!);
    expect(listed.map((s) => s.id)).toEqual([await sessionIdOf(current!), await sessionIdOf(recent!), await sessionIdOf(older!)]);
    expect(listed.map((s) => s.current)).toEqual([true, false, false]);
    expect(listed.map((s) => s.device)).toEqual(['Onbekend apparaat', 'Safari op iPhone', 'Chrome op Windows']);
    expect(listed[1]).toMatchObject({ userAgent: safariOnIphone, ip: '203.0.113.7' });
    expect(Date.parse(listed[1]!.lastSeenAt)).toBeGreaterThan(Date.parse(listed[2]!.lastSeenAt));
    expect(listed.map((s) => s.id)).not.toContain(await sessionIdOf(stranger));
  });
});

describe('DELETE /api/account/sessions/:id', () => {
  it("ends one of the user's other sessions", async () => {
    const [other, current] = await userWithSessions(2);
    const response = await call(current!, 'DELETE', `/sessions/${await sessionIdOf(other!)}`);
    expect(response.statusCode).toBe(204);
    expect((await me(other!)).statusCode).toBe(401);
    expect((await me(current!)).statusCode).toBe(200);
    expect(await list(current!)).toHaveLength(1);
  });

  it('refuses the current session with CURRENT_SESSION', async () => {
    const [current] = await userWithSessions(1);
    expectError(await call(current!, 'DELETE', `/sessions/${await sessionIdOf(current!)}`), 400, 'CURRENT_SESSION');
    expect((await me(current!)).statusCode).toBe(200);
  });

  it("answers NOT_FOUND for another user's session and for an unknown id", async () => {
    const [current] = await userWithSessions(1);
    const [strangers] = await userWithSessions(1);
    expectError(await call(current!, 'DELETE', `/sessions/${await sessionIdOf(strangers!)}`), 404, 'NOT_FOUND');
    expect((await me(strangers!)).statusCode).toBe(200);
    expectError(await call(current!, 'DELETE', '/sessions/00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectError(await call(current!, 'DELETE', '/sessions/not-a-uuid'), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/account/sessions/revoke-others', () => {
  it("ends every other session of the user and counts them; other users' sessions stay", async () => {
    const [a, b, current] = await userWithSessions(3);
    const [stranger] = await userWithSessions(1);
    const response = await call(current!, 'POST', '/sessions/revoke-others');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });
    expect((await me(a!)).statusCode).toBe(401);
    expect((await me(b!)).statusCode).toBe(401);
    expect((await me(current!)).statusCode).toBe(200);
    expect((await me(stranger!)).statusCode).toBe(200);
    expect((await list(current!)).map((s) => s.current)).toEqual([true]);

    expect((await call(current!, 'POST', '/sessions/revoke-others')).json()).toEqual({ revoked: 0 });
  });
});
