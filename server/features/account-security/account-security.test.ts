import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityOverviewResponse, twoFactorSetupResponse } from '../../../common/schemas/account.js';
import { backupCodes, users, userTotp } from '../../db/schema/index.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const call = (token: string | null, method: Method, url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/account${url}`,
    ...(payload ? { payload } : {}),
    ...(token ? { cookies: { sid: token } } : {}),
  });
const codeAt = (secret: string, timestamp = Date.now()) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp });
const overview = async (token: string) => securityOverviewResponse.parse((await call(token, 'GET', '/security')).json());

async function signedIn(): Promise<TestUser & { token: string }> {
  const user = await createUser(t.db);
  return { ...user, token: await logInAs(t.app, user) };
}

async function startSetup(token: string, currentPassword: string) {
  const response = await call(token, 'POST', '/two-factor/setup', { currentPassword });
  expect(response.statusCode).toBe(200);
  return twoFactorSetupResponse.parse(response.json());
}

async function enableTwoFactor(token: string, currentPassword: string) {
  const { secret } = await startSetup(token, currentPassword);
  const response = await call(token, 'POST', '/two-factor/enable', { code: codeAt(secret) });
  expect(response.statusCode).toBe(200);
  return { secret, backupCodes: response.json<{ backupCodes: string[] }>().backupCodes };
}

function expectError(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect((response.json() as { error: { code: string } }).error.code).toBe(code);
}

describe('every endpoint needs a session', () => {
  it.each<[Method, string]>([
    ['GET', '/security'],
    ['POST', '/two-factor/setup'],
    ['POST', '/two-factor/enable'],
    ['POST', '/two-factor/disable'],
    ['POST', '/two-factor/backup-codes'],
    ['POST', '/password'],
    ['GET', '/sessions'],
    ['DELETE', '/sessions/00000000-0000-4000-8000-000000000000'],
    ['POST', '/sessions/revoke-others'],
  ])('%s %s answers 401 UNAUTHENTICATED', async (method, url) => {
    expectError(await call(null, method, url, method === 'POST' ? {} : undefined), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /security', () => {
  it('describes an account with a password and no two-factor sign-in', async () => {
    const { token } = await signedIn();
    expect(await overview(token)).toEqual({ mfaEnabled: false, backupCodesRemaining: 0, hasPassword: true, googleLinked: false });
  });
});

describe('two-factor setup', () => {
  it('asks for the current password and checks it', async () => {
    const { token } = await signedIn();
    const empty = await call(token, 'POST', '/two-factor/setup', { currentPassword: '' });
    expectError(empty, 400, 'CURRENT_PASSWORD_REQUIRED');
    expect(empty.json().error.fields).toEqual({ currentPassword: 'CURRENT_PASSWORD_REQUIRED' });
    expectError(await call(token, 'POST', '/two-factor/setup', {}), 400, 'CURRENT_PASSWORD_REQUIRED');
    expectError(await call(token, 'POST', '/two-factor/setup', { currentPassword: 'Fout12345!' }), 403, 'CURRENT_PASSWORD_INVALID');
  });

  it('answers a base32 secret, its otpauth URL and an SVG QR code, and stores the secret encrypted as pending', async () => {
    const { token, password, email, user } = await signedIn();
    const { secret, otpauthUrl, qrCode } = await startSetup(token, password);

    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Marketing Werkplek:${email}`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      issuer: 'Marketing Werkplek',
      secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    const svgPrefix = 'data:image/svg+xml;base64,';
    expect(qrCode.startsWith(svgPrefix)).toBe(true);
    expect(Buffer.from(qrCode.slice(svgPrefix.length), 'base64').toString('utf8')).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);

    const [row] = await t.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row!.secretEncrypted).toBeNull();
    expect(row!.pendingSecretEncrypted).not.toContain(secret);
    expect(createSecretBox(t.env.secretKey!).decrypt(row!.pendingSecretEncrypted!)).toBe(secret);
    expect((await overview(token)).mfaEnabled).toBe(false);
  });

  it('replaces an earlier pending secret', async () => {
    const { token, password } = await signedIn();
    const first = await startSetup(token, password);
    const second = await startSetup(token, password);
    expect(second.secret).not.toBe(first.secret);
    expectError(await call(token, 'POST', '/two-factor/enable', { code: codeAt(first.secret) }), 401, 'MFA_CODE_INVALID');
    expect((await call(token, 'POST', '/two-factor/enable', { code: codeAt(second.secret) })).statusCode).toBe(200);
  });

  it('refuses when two-factor sign-in is already on', async () => {
    const { token, password } = await signedIn();
    await enableTwoFactor(token, password);
    expectError(await call(token, 'POST', '/two-factor/setup', { currentPassword: password }), 409, 'MFA_ALREADY_ENABLED');
  });
});

describe('two-factor enable', () => {
  it('turns two-factor sign-in on with a code from the app and hands out ten backup codes', async () => {
    const { token, password, user } = await signedIn();
    const { secret } = await startSetup(token, password);
    const response = await call(token, 'POST', '/two-factor/enable', { code: codeAt(secret) });
    expect(response.statusCode).toBe(200);
    const codes = response.json<{ backupCodes: string[] }>().backupCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{5}-[A-HJKMNP-Z2-9]{5}$/);

    expect(await overview(token)).toMatchObject({ mfaEnabled: true, backupCodesRemaining: 10 });
    const [row] = await t.db.select().from(userTotp).where(eq(userTotp.userId, user.id));
    expect(row!.pendingSecretEncrypted).toBeNull();
    expect(row!.secretEncrypted).not.toContain(secret);
    expect(createSecretBox(t.env.secretKey!).decrypt(row!.secretEncrypted!)).toBe(secret);
    expect(row!.enabledAt).toBeInstanceOf(Date);
    expect(row!.lastUsedStep).toBeGreaterThanOrEqual(Math.floor(Date.now() / 30_000) - 2);

    const stored = await t.db.select().from(backupCodes).where(eq(backupCodes.userId, user.id));
    const sha256 = (code: string) => createHash('sha256').update(code.replace('-', '')).digest('hex');
    expect(stored.map((r) => r.codeHash).sort()).toEqual(codes.map(sha256).sort());
    expect(stored.every((r) => r.usedAt === null)).toBe(true);
  });

  it('needs a started setup', async () => {
    const { token } = await signedIn();
    expectError(await call(token, 'POST', '/two-factor/enable', { code: '123456' }), 409, 'MFA_SETUP_MISSING');
  });

  it('needs a setup started less than 15 minutes ago (the password was checked then)', async () => {
    const { token, password, user } = await signedIn();
    const { secret } = await startSetup(token, password);
    await t.db
      .update(userTotp)
      .set({ updatedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(userTotp.userId, user.id));
    expectError(await call(token, 'POST', '/two-factor/enable', { code: codeAt(secret) }), 409, 'MFA_SETUP_MISSING');
    expect((await overview(token)).mfaEnabled).toBe(false);
  });

  it('needs exactly six digits', async () => {
    const { token, password } = await signedIn();
    await startSetup(token, password);
    for (const code of ['', '12345', '1234567', 'abcdef', '12a456']) {
      expectError(await call(token, 'POST', '/two-factor/enable', { code }), 400, 'MFA_CODE_INCOMPLETE');
    }
  });

  it('refuses a wrong code and keeps two-factor sign-in off', async () => {
    const { token, password } = await signedIn();
    const { secret } = await startSetup(token, password);
    const now = Date.now();
    const valid = new Set([-2, -1, 0, 1, 2].map((step) => codeAt(secret, now + step * 30_000)));
    const wrong = ['000000', '111111', '222222', '333333'].find((code) => !valid.has(code))!;
    expectError(await call(token, 'POST', '/two-factor/enable', { code: wrong }), 401, 'MFA_CODE_INVALID');
    expect((await overview(token)).mfaEnabled).toBe(false);
  });

  it('refuses when two-factor sign-in is already on', async () => {
    const { token, password } = await signedIn();
    const { secret } = await enableTwoFactor(token, password);
    expectError(await call(token, 'POST', '/two-factor/enable', { code: codeAt(secret) }), 409, 'MFA_ALREADY_ENABLED');
  });
});

describe('two-factor disable', () => {
  it('asks for the current password and checks it', async () => {
    const { token, password } = await signedIn();
    await enableTwoFactor(token, password);
    expectError(await call(token, 'POST', '/two-factor/disable', { currentPassword: '' }), 400, 'CURRENT_PASSWORD_REQUIRED');
    expectError(await call(token, 'POST', '/two-factor/disable', { currentPassword: 'Fout12345!' }), 403, 'CURRENT_PASSWORD_INVALID');
    expect((await overview(token)).mfaEnabled).toBe(true);
  });

  it('turns two-factor sign-in off and deletes the secret and the backup codes', async () => {
    const { token, password, user } = await signedIn();
    await enableTwoFactor(token, password);
    const response = await call(token, 'POST', '/two-factor/disable', { currentPassword: password });
    expect(response.statusCode).toBe(204);
    expect(await overview(token)).toMatchObject({ mfaEnabled: false, backupCodesRemaining: 0 });
    expect(await t.db.select().from(userTotp).where(eq(userTotp.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(backupCodes).where(eq(backupCodes.userId, user.id))).toEqual([]);
    const [row] = await t.db.select({ mfaEnabled: users.mfaEnabled }).from(users).where(eq(users.id, user.id));
    expect(row!.mfaEnabled).toBe(false);
  });

  it('answers MFA_NOT_ENABLED when it is off', async () => {
    const { token, password } = await signedIn();
    expectError(await call(token, 'POST', '/two-factor/disable', { currentPassword: password }), 409, 'MFA_NOT_ENABLED');
  });
});

describe('new backup codes', () => {
  it('asks for the current password and checks it', async () => {
    const { token, password } = await signedIn();
    await enableTwoFactor(token, password);
    expectError(await call(token, 'POST', '/two-factor/backup-codes', { currentPassword: '' }), 400, 'CURRENT_PASSWORD_REQUIRED');
    expectError(await call(token, 'POST', '/two-factor/backup-codes', { currentPassword: 'Fout12345!' }), 403, 'CURRENT_PASSWORD_INVALID');
  });

  it('replaces the old set with ten new codes', async () => {
    const { token, password, user } = await signedIn();
    const { backupCodes: old } = await enableTwoFactor(token, password);
    const response = await call(token, 'POST', '/two-factor/backup-codes', { currentPassword: password });
    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ backupCodes: string[] }>().backupCodes;
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((code) => old.includes(code))).toEqual([]);
    expect(await t.db.select().from(backupCodes).where(eq(backupCodes.userId, user.id))).toHaveLength(10);
    expect((await overview(token)).backupCodesRemaining).toBe(10);
  });

  it('answers MFA_NOT_ENABLED when two-factor sign-in is off', async () => {
    const { token, password } = await signedIn();
    expectError(await call(token, 'POST', '/two-factor/backup-codes', { currentPassword: password }), 409, 'MFA_NOT_ENABLED');
  });
});
