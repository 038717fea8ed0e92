import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions, type MailRow } from '../../db/schema/index.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { latestMail, linkIn, waitForMail } from '../../test/outbox.js';
import { createTestApp, logInAs, postLogin, testAppOrigin, type TestApp } from '../../test/test-app.js';
import { resetPassword } from './password-reset.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
const confirm = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload });
const check = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/password-reset/check', payload: { token } });

/** The token of the newest reset mail (other than `previous`'s), once it has been queued after the answer. */
async function tokenFromMail(email: string, previous?: MailRow): Promise<string> {
  const link = linkIn(await waitForMail(t.db, email, 'password-reset', { previous }), `${testAppOrigin}/#/reset-password?token=`);
  return decodeURIComponent(new URL(link.replace('/#/', '/')).searchParams.get('token')!);
}

describe('password reset', () => {
  it('mails a link to the hash route /reset-password, stores only the hash, and sets the new password once', async () => {
    const user = await createUser(t.db);
    const asked = await ask(user.email);
    expect(asked.statusCode).toBe(202);
    const token = await tokenFromMail(user.email);
    const [row] = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.user.id));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.tokenHash).toHaveLength(64);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBe(30 * 60_000);

    expect((await check(token)).json()).toEqual({ valid: true });
    const done = await confirm({ token, password: 'Nieuw#Wacht1', confirmPassword: 'Nieuw#Wacht1' });
    expect(done.statusCode).toBe(204);
    expect((await postLogin(t.app, { email: user.email, password: 'Nieuw#Wacht1' })).statusCode).toBe(200);
    expect((await postLogin(t.app, { email: user.email, password: user.password })).statusCode).toBe(401);

    expect((await check(token)).json()).toEqual({ valid: false });
    const reuse = await confirm({ token, password: 'Ander#Wacht2', confirmPassword: 'Ander#Wacht2' });
    expect(reuse.json().error.code).toBe('RESET_TOKEN_INVALID');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const known = await createUser(t.db);
    const unknownEmail = uniqueEmail('onbekend');
    // A second app on the same database: closing it waits for the work done after the answers.
    const other = await createTestApp({ database: t.database });
    const a = await other.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: known.email } });
    const b = await other.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: unknownEmail } });
    await other.close();
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(await latestMail(t.db, known.email, 'password-reset')).toBeDefined();
    expect(await latestMail(t.db, unknownEmail)).toBeUndefined();
  });

  it('ends every session of the user', async () => {
    const user = await createUser(t.db);
    await logInAs(t.app, user);
    await logInAs(t.app, user);
    await ask(user.email);
    const token = await tokenFromMail(user.email);
    await confirm({ token, password: 'Nieuw#Wacht1', confirmPassword: 'Nieuw#Wacht1' });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.user.id))).toHaveLength(0);
  });

  it('applies the password rules without using up the link', async () => {
    const user = await createUser(t.db);
    await ask(user.email);
    const token = await tokenFromMail(user.email);
    const weak = await confirm({ token, password: 'zwak', confirmPassword: 'zwak' });
    expect(weak.json().error.code).toBe('PASSWORD_RULES');
    const mismatch = await confirm({ token, password: 'Nieuw#Wacht1', confirmPassword: 'Nieuw#Wacht2' });
    expect(mismatch.json().error.message).toBe('Wachtwoorden komen niet overeen');
    expect((await confirm({ token, password: 'Nieuw#Wacht1', confirmPassword: 'Nieuw#Wacht1' })).statusCode).toBe(204);
  });

  it('expires after 30 minutes', async () => {
    const user = await createUser(t.db);
    await ask(user.email);
    const token = await tokenFromMail(user.email);
    const later = new Date(Date.now() + 31 * 60_000);
    await expect(resetPassword({ db: t.db, input: { token, password: 'Nieuw#Wacht1', confirmPassword: 'Nieuw#Wacht1' }, now: later })).rejects.toMatchObject({
      code: 'RESET_TOKEN_INVALID',
    });
  });

  it('keeps only the newest link working', async () => {
    const user = await createUser(t.db);
    await ask(user.email);
    const firstMail = await waitForMail(t.db, user.email, 'password-reset');
    const first = await tokenFromMail(user.email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await ask(user.email);
    const second = await tokenFromMail(user.email, firstMail);
    expect(second).not.toBe(first);
    expect((await check(first)).json()).toEqual({ valid: false });
    expect((await check(second)).json()).toEqual({ valid: true });
  });

  it('refuses made-up tokens', async () => {
    expect((await check('x')).json()).toEqual({ valid: false });
    expect((await confirm({ token: 'A'.repeat(43), password: 'Nieuw#Wacht1', confirmPassword: 'Nieuw#Wacht1' })).statusCode).toBe(400);
  });

  it('limits reset mails per address', async () => {
    const limited = await createTestApp({ database: t.database, rateLimitRules: { passwordResetEmail: { points: 2, durationSeconds: 3600 } } });
    try {
      const email = uniqueEmail();
      const post = () => limited.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
      expect((await post()).statusCode).toBe(202);
      expect((await post()).statusCode).toBe(202);
      expect((await post()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
