import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdentities } from '../../db/schema/index.js';
import { startSession } from '../../lib/session.js';
import { createUser } from '../../test/factories.js';
import { createTestApp, logInAs, postLogin, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const newPassword = 'Zomerfiets#2031';
const changePassword = (token: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/account/password', payload, cookies: { sid: token } });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: token } });
const overview = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/account/security', cookies: { sid: token } })).json();

function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect((response.json() as { error: { code: string } }).error.code).toBe(code);
}

/** A user made through Google: no password, a linked identity and a session started directly. */
async function googleOnlyUser() {
  const credentials = await createUser(t.db, { password: null });
  await t.db.insert(userIdentities).values({
    provider: 'google',
    subject: `google-${credentials.user.id}`,
    userId: credentials.user.id,
    email: credentials.email,
  });
  const { token } = await startSession(t.db, { userId: credentials.user.id, ttlDays: 30 });
  return { ...credentials, token };
}

describe('POST /api/account/password', () => {
  it('asks for the current password and checks it', async () => {
    const credentials = await createUser(t.db);
    const token = await logInAs(t.app, credentials);
    const empty = await changePassword(token, { password: newPassword, confirmPassword: newPassword });
    expectError(empty, 400, 'CURRENT_PASSWORD_REQUIRED');
    expect(empty.json().error.fields).toEqual({ currentPassword: 'CURRENT_PASSWORD_REQUIRED' });
    const wrong = await changePassword(token, { currentPassword: 'Fout12345!', password: newPassword, confirmPassword: newPassword });
    expectError(wrong, 403, 'CURRENT_PASSWORD_INVALID');
    expect((await postLogin(t.app, credentials)).statusCode).toBe(200);
  });

  it('checks the new password against the rules', async () => {
    const credentials = await createUser(t.db);
    const token = await logInAs(t.app, credentials);
    const base = { currentPassword: credentials.password };
    const weak = await changePassword(token, { ...base, password: 'kort', confirmPassword: 'kort' });
    expectError(weak, 400, 'PASSWORD_RULES');
    expect(weak.json().error.params.missing).toEqual(expect.any(String));
    const mismatch = await changePassword(token, { ...base, password: newPassword, confirmPassword: `${newPassword}x` });
    expectError(mismatch, 400, 'PASSWORD_MISMATCH');
    const common = await changePassword(token, { ...base, password: 'Password1!', confirmPassword: 'Password1!' });
    expectError(common, 400, 'PASSWORD_TOO_COMMON');
  });

  it("sets the new password and ends the user's other sessions, not the current one", async () => {
    const credentials = await createUser(t.db);
    const other = await logInAs(t.app, credentials);
    const current = await logInAs(t.app, credentials);
    const stranger = await logInAs(t.app, await createUser(t.db));

    const response = await changePassword(current, {
      currentPassword: credentials.password,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(response.statusCode).toBe(204);
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(stranger)).statusCode).toBe(200);

    expectError(await postLogin(t.app, credentials), 401, 'INVALID_CREDENTIALS');
    expect((await postLogin(t.app, { email: credentials.email, password: newPassword })).statusCode).toBe(200);
  });

  it('lets an account made through Google set a password without a current one', async () => {
    const { token, email } = await googleOnlyUser();
    expect(await overview(token)).toEqual({ mfaEnabled: false, backupCodesRemaining: 0, hasPassword: false, googleLinked: true });

    const response = await changePassword(token, { password: newPassword, confirmPassword: newPassword });
    expect(response.statusCode).toBe(204);
    expect(await overview(token)).toMatchObject({ hasPassword: true, googleLinked: true });
    expect((await postLogin(t.app, { email, password: newPassword })).statusCode).toBe(200);

    // From now on the password it has is the one to confirm.
    const again = await changePassword(token, { password: 'Herfstblad#2032', confirmPassword: 'Herfstblad#2032' });
    expectError(again, 400, 'CURRENT_PASSWORD_REQUIRED');
  });

  it('still checks the rules for an account without a password', async () => {
    const { token, user } = await googleOnlyUser();
    expectError(await changePassword(token, { password: newPassword, confirmPassword: 'anders' }), 400, 'PASSWORD_MISMATCH');
    expect((await overview(token)).hasPassword).toBe(false);
    expect(await t.db.select().from(userIdentities).where(eq(userIdentities.userId, user.id))).toHaveLength(1);
  });

  it('asks an account without a password to set one before two-factor setup', async () => {
    const { token } = await googleOnlyUser();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/two-factor/setup',
      payload: { currentPassword: 'iets' },
      cookies: { sid: token },
    });
    expectError(response, 409, 'PASSWORD_NOT_SET');
  });
});

describe('attempt limit on current-password checks', () => {
  it('refuses more password checks than the limit for one account', async () => {
    const limited = await createTestApp({ database: t.database, rateLimitRules: { currentPassword: { points: 2, durationSeconds: 900 } } });
    try {
      const user = await createUser(t.db);
      const sid = await logInAs(limited.app, user);
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/account/password',
          payload: { currentPassword: 'Verkeerd1!', password: 'Nieuw#Plan9', confirmPassword: 'Nieuw#Plan9' },
          cookies: { sid },
        });
      expect((await attempt()).statusCode).toBe(403);
      expect((await attempt()).statusCode).toBe(403);
      expect((await attempt()).json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});
