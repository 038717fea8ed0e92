/**
 * What a password reset proves and hides: the link came by mail, so the address counts as proven
 * (and two-factor sign-in set up before that proof is turned off); asking answers as fast for an
 * address with an account as for one without.
 */
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCodes, users, userTotp, type MailRow } from '../../db/schema/index.js';
import { createUser, uniqueEmail, type TestUser } from '../../test/factories.js';
import { latestMail, linkIn, waitForMail } from '../../test/outbox.js';
import { createTestApp, logInAs, postLogin, testAppOrigin, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
const newPassword = 'Nieuw#Wacht1';

async function resetThroughMail(email: string, previous?: MailRow): Promise<void> {
  await ask(email);
  const link = linkIn(await waitForMail(t.db, email, 'password-reset', { previous }), `${testAppOrigin}/#/reset-password?token=`);
  const token = decodeURIComponent(new URL(link.replace('/#/', '/')).searchParams.get('token')!);
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset/confirm',
    payload: { token, password: newPassword, confirmPassword: newPassword },
  });
  expect(done.statusCode, done.body).toBe(204);
}

/** Turns two-factor sign-in on through Settings → Beveiliging, as the account's user would. */
async function enableTwoFactor(user: TestUser): Promise<void> {
  const sid = await logInAs(t.app, user);
  const setup = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/setup', payload: { currentPassword: user.password }, cookies: { sid } });
  const { secret } = setup.json<{ secret: string }>();
  const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  const enabled = await t.app.inject({ method: 'POST', url: '/api/account/two-factor/enable', payload: { code }, cookies: { sid } });
  expect(enabled.statusCode, enabled.body).toBe(200);
}

const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('a completed password reset', () => {
  it('proves the address of an account that had not proven it', async () => {
    const user = await createUser(t.db, { emailVerified: false });
    const before = Date.now();
    await resetThroughMail(user.email);
    const after = await userRow(user.user.id);
    expect(after.emailVerifiedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps the moment an address was proven earlier', async () => {
    const user = await createUser(t.db);
    const provenAt = (await userRow(user.user.id)).emailVerifiedAt;
    expect(provenAt).toBeInstanceOf(Date);
    await resetThroughMail(user.email);
    expect((await userRow(user.user.id)).emailVerifiedAt).toEqual(provenAt);
  });

  it('turns two-factor sign-in off when the address was not proven before (someone else may have set it up)', async () => {
    const user = await createUser(t.db, { emailVerified: false });
    await enableTwoFactor(user);
    expect((await userRow(user.user.id)).mfaEnabled).toBe(true);

    await resetThroughMail(user.email);
    expect((await userRow(user.user.id)).mfaEnabled).toBe(false);
    expect(await t.db.select().from(userTotp).where(eq(userTotp.userId, user.user.id))).toEqual([]);
    expect(await t.db.select().from(backupCodes).where(eq(backupCodes.userId, user.user.id))).toEqual([]);
    // The new password alone signs in now: no 2FA step.
    const login = await postLogin(t.app, { email: user.email, password: newPassword });
    expect(login.statusCode, login.body).toBe(200);
  });

  it('keeps two-factor sign-in on for an account whose address was already proven', async () => {
    const user = await createUser(t.db);
    await enableTwoFactor(user);
    await resetThroughMail(user.email);
    expect((await userRow(user.user.id)).mfaEnabled).toBe(true);
    expect(await t.db.select().from(backupCodes).where(eq(backupCodes.userId, user.user.id))).toHaveLength(10);
    const login = await postLogin(t.app, { email: user.email, password: newPassword });
    expect(login.json().error.code).toBe('MFA_REQUIRED');
  });
});

describe('asking for a reset link', () => {
  it('answers about as fast for an address with an account as for one without', async () => {
    const time = async (email: string) => {
      const started = performance.now();
      const response = await ask(email);
      const took = performance.now() - started;
      expect(response.statusCode).toBe(202);
      return took;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      const user = await createUser(t.db);
      known.push(await time(user.email));
      // Let the work after the answer finish, so it does not slow down the next measurement.
      await waitForMail(t.db, user.email, 'password-reset');
      unknown.push(await time(uniqueEmail('onbekend')));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    // Generous, so a busy machine does not make it flaky: the answer must not wait for the
    // transaction that only an address with an account gets.
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(25);
  });

  it('answers without waiting for the work an address with an account needs', async () => {
    const user = await createUser(t.db);
    // Another transaction holds the user's row: making a reset link for it has to wait.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let lockHeld!: () => void;
    const locked = new Promise<void>((resolve) => (lockHeld = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.user.id)).for('update');
      lockHeld();
      await released;
    });
    await locked;
    const answer = await Promise.race([ask(user.email), new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3_000))]);
    release();
    await holder;
    expect(answer === 'waited' ? answer : answer.statusCode).toBe(202);
    await waitForMail(t.db, user.email, 'password-reset');
  });

  it('still sends the mail, after the answer', async () => {
    const user = await createUser(t.db);
    expect(await latestMail(t.db, user.email, 'password-reset')).toBeUndefined();
    expect((await ask(user.email)).statusCode).toBe(202);
    expect((await waitForMail(t.db, user.email, 'password-reset')).subject).toBe('Je wachtwoord herstellen');
  });
});
