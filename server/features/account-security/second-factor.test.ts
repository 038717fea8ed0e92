import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorSetupResponse } from '../../../common/schemas/account.js';
import { userTotp } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { createSecretBox, type SecretBox } from '../../lib/secret-box.js';
import { createUser, testPassword } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { isTwoFactorEnabled, verifySecondFactor } from './second-factor.js';
import { enableTwoFactor } from './two-factor.js';

let t: TestApp;
let secrets: SecretBox;
beforeAll(async () => {
  t = await createTestApp();
  secrets = createSecretBox(t.env.secretKey!);
});
afterAll(() => t.close());

const step = 30_000;
const codeAt = (secret: string, timestamp: number) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/account${url}`, payload, cookies: { sid: token } });
const remaining = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/account/security', cookies: { sid: token } })).json<{ backupCodesRemaining: number }>().backupCodesRemaining;
const actorFor = (userId: string): Actor => ({ userId, sessionId: randomUUID(), activeCompanyId: null, memberRole: null, memberships: [] });

/** A signed-in user with a started (not yet confirmed) setup. */
async function withPendingSetup() {
  const credentials = await createUser(t.db);
  const token = await logInAs(t.app, credentials);
  const setup = await post(token, '/two-factor/setup', { currentPassword: credentials.password });
  expect(setup.statusCode).toBe(200);
  return { userId: credentials.user.id, token, secret: twoFactorSetupResponse.parse(setup.json()).secret };
}

/** A user with two-factor sign-in on, enabled with the code of `enabledAt`. */
async function withTwoFactor(enabledAt = Date.now()) {
  const pending = await withPendingSetup();
  const { backupCodes } = await enableTwoFactor({
    db: t.db,
    secrets,
    actor: actorFor(pending.userId),
    input: { code: codeAt(pending.secret, enabledAt) },
    now: new Date(enabledAt),
  });
  return { ...pending, backupCodes, enabledAt };
}

const verify = (userId: string, code: string, at?: number) =>
  verifySecondFactor({ db: t.db, secrets, userId, code, ...(at === undefined ? {} : { now: new Date(at) }) });

describe('the clock window when enabling', () => {
  it.each([-1, 1])('accepts a code %i step(s) away', async (offset) => {
    const { userId, secret } = await withPendingSetup();
    const now = Date.now();
    const result = await enableTwoFactor({
      db: t.db,
      secrets,
      actor: actorFor(userId),
      input: { code: codeAt(secret, now + offset * step) },
      now: new Date(now),
    });
    expect(result.backupCodes).toHaveLength(10);
    expect(await isTwoFactorEnabled(t.db, userId)).toBe(true);
  });

  it.each([-2, 2])('refuses a code %i steps away', async (offset) => {
    const { userId, secret } = await withPendingSetup();
    const now = Date.now();
    const code = codeAt(secret, now + offset * step);
    const nearby = [-1, 0, 1].map((s) => codeAt(secret, now + s * step));
    if (nearby.includes(code)) return; // one in a million: the far code equals a near one
    const attempt = enableTwoFactor({ db: t.db, secrets, actor: actorFor(userId), input: { code }, now: new Date(now) });
    await expect(attempt).rejects.toThrow(AppError);
    await expect(attempt).rejects.toMatchObject({ code: 'MFA_CODE_INVALID' });
    expect(await isTwoFactorEnabled(t.db, userId)).toBe(false);
  });
});

describe('isTwoFactorEnabled', () => {
  it('is false before enabling and true after', async () => {
    const { userId, secret } = await withPendingSetup();
    expect(await isTwoFactorEnabled(t.db, userId)).toBe(false);
    await enableTwoFactor({ db: t.db, secrets, actor: actorFor(userId), input: { code: codeAt(secret, Date.now()) } });
    expect(await isTwoFactorEnabled(t.db, userId)).toBe(true);
    expect(await isTwoFactorEnabled(t.db, randomUUID())).toBe(false);
  });
});

describe('verifySecondFactor with a code from the app', () => {
  it('accepts a code once: the same code cannot be replayed', async () => {
    const { userId, secret, enabledAt } = await withTwoFactor();
    const later = enabledAt + 5 * step;
    const code = codeAt(secret, later);
    expect(await verify(userId, code, later)).toBe('totp');
    expect(await verify(userId, code, later)).toBeNull();
    expect(await verify(userId, code, later + step)).toBeNull();
    // An older step than the last accepted one is refused too, even within the window.
    expect(await verify(userId, codeAt(secret, later - step), later)).toBeNull();
    expect(await verify(userId, codeAt(secret, later + step), later + step)).toBe('totp');
  });

  it('refuses the code that was used to enable two-factor sign-in', async () => {
    const { userId, secret, enabledAt } = await withTwoFactor();
    expect(await verify(userId, codeAt(secret, enabledAt), enabledAt)).toBeNull();
  });

  it('accepts one step of clock drift either way, not two', async () => {
    const { userId, secret, enabledAt } = await withTwoFactor();
    const at = enabledAt + 10 * step;
    expect(await verify(userId, codeAt(secret, at - 2 * step), at)).toBeNull();
    expect(await verify(userId, codeAt(secret, at - step), at)).toBe('totp');
    const later = at + 10 * step;
    expect(await verify(userId, codeAt(secret, later + 2 * step), later)).toBeNull();
    expect(await verify(userId, codeAt(secret, later + step), later)).toBe('totp');
  });

  it('stores the step of the accepted code', async () => {
    const { userId, secret, enabledAt } = await withTwoFactor();
    const at = enabledAt + 20 * step;
    expect(await verify(userId, codeAt(secret, at), at)).toBe('totp');
    const [row] = await t.db.select({ lastUsedStep: userTotp.lastUsedStep }).from(userTotp).where(eq(userTotp.userId, userId));
    expect(row!.lastUsedStep).toBe(Math.floor(at / step));
  });

  it('accepts a code typed with a space in the middle', async () => {
    const { userId, secret, enabledAt } = await withTwoFactor();
    const at = enabledAt + 30 * step;
    const code = codeAt(secret, at);
    expect(await verify(userId, `${code.slice(0, 3)} ${code.slice(3)}`, at)).toBe('totp');
  });

  it('refuses every code for a user without two-factor sign-in', async () => {
    const { userId, secret } = await withPendingSetup();
    expect(await verify(userId, codeAt(secret, Date.now()))).toBeNull();
    expect(await verify(userId, 'ABCDE-FGHJK')).toBeNull();
  });
});

describe('verifySecondFactor with a backup code', () => {
  it('accepts each backup code once and counts down the remaining ones', async () => {
    const { userId, token, backupCodes } = await withTwoFactor();
    expect(await remaining(token)).toBe(10);
    expect(await verify(userId, backupCodes[0]!)).toBe('backup');
    expect(await remaining(token)).toBe(9);
    expect(await verify(userId, backupCodes[0]!)).toBeNull();
    expect(await remaining(token)).toBe(9);
  });

  it('ignores the dash, spaces and capitals', async () => {
    const { userId, token, backupCodes } = await withTwoFactor();
    const [first, second] = backupCodes as [string, string];
    expect(await verify(userId, first.replace('-', '').toLowerCase())).toBe('backup');
    expect(await verify(userId, ` ${second.slice(0, 5)} ${second.slice(6).toLowerCase()} `)).toBe('backup');
    expect(await remaining(token)).toBe(8);
  });

  it("refuses a made-up code, another user's code and the old set after new codes", async () => {
    const first = await withTwoFactor();
    const second = await withTwoFactor();
    expect(await verify(first.userId, 'ABCDE-FGHJK')).toBeNull();
    expect(await verify(first.userId, '12345')).toBeNull();
    expect(await verify(first.userId, second.backupCodes[0]!)).toBeNull();

    const renewed = await post(first.token, '/two-factor/backup-codes', { currentPassword: testPassword });
    expect(renewed.statusCode).toBe(200);
    expect(await verify(first.userId, first.backupCodes[1]!)).toBeNull();
    expect(await verify(first.userId, renewed.json<{ backupCodes: string[] }>().backupCodes[0]!)).toBe('backup');
  });

  it('stops working when two-factor sign-in is turned off', async () => {
    const { userId, token, backupCodes } = await withTwoFactor();
    const disabled = await post(token, '/two-factor/disable', { currentPassword: testPassword });
    expect(disabled.statusCode).toBe(204);
    expect(await verify(userId, backupCodes[0]!)).toBeNull();
  });
});
