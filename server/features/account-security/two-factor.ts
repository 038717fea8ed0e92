/**
 * Turning two-factor sign-in on and off in Settings → Beveiliging. Setup stores a new secret as
 * pending (encrypted); enable confirms it with a code from the app and hands out backup codes.
 * Setup, disable and new backup codes ask for the current password first.
 */
import { and, eq } from 'drizzle-orm';
import type { BackupCodesResponse, CurrentPasswordRequest, TwoFactorEnableRequest, TwoFactorSetupResponse } from '../../../common/schemas/account.js';
import type { Db } from '../../db/database.js';
import { backupCodes, users, userTotp } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { verifyCurrentPassword } from '../auth/credentials.js';
import { replaceBackupCodes } from './backup-codes.js';
import { createTotpSecret, isTotpCodeShaped, matchTotpStep } from './totp.js';

interface Base {
  db: Db;
  actor: Actor;
  now?: Date;
}

async function loadUser(db: Db, userId: string) {
  const [user] = await db.select({ email: users.email, mfaEnabled: users.mfaEnabled }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

async function requireEnabled(db: Db, userId: string): Promise<void> {
  if (!(await loadUser(db, userId)).mfaEnabled) throw new AppError('MFA_NOT_ENABLED');
}

export async function qrCodeDataUrl(text: string): Promise<string> {
  // Loaded on first use: only the 2FA setup draws QR codes.
  const { toString: qrCodeSvg } = await import('qrcode');
  const svg = await qrCodeSvg(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/**
 * How long a started setup waits for its first code. The password was checked when it started;
 * a setup left open on an unattended screen should not stay usable for days.
 */
export const pendingSetupTtlMinutes = 15;

/** Starts enabling: a new secret waits (encrypted) for a code; a previous pending one is replaced. */
export async function setupTwoFactor({
  db,
  secrets,
  actor,
  input,
  now = new Date(),
}: Base & { secrets: SecretBox; input: CurrentPasswordRequest }): Promise<TwoFactorSetupResponse> {
  await verifyCurrentPassword(db, actor.userId, input.currentPassword ?? '');
  const user = await loadUser(db, actor.userId);
  if (user.mfaEnabled) throw new AppError('MFA_ALREADY_ENABLED');
  const { secret, otpauthUrl } = createTotpSecret(user.email);
  const pendingSecretEncrypted = secrets.encrypt(secret);
  await db
    .insert(userTotp)
    .values({ userId: actor.userId, pendingSecretEncrypted, updatedAt: now })
    .onConflictDoUpdate({ target: userTotp.userId, set: { pendingSecretEncrypted, updatedAt: now } });
  return { secret, otpauthUrl, qrCode: await qrCodeDataUrl(otpauthUrl) };
}

/**
 * Confirms the pending secret with a code from the app. In one transaction the secret becomes
 * the active one (the code's step counts as used, so it cannot be replayed at sign-in),
 * two-factor sign-in is on and ten new backup codes replace any old ones.
 */
export async function enableTwoFactor({
  db,
  secrets,
  actor,
  input,
  now = new Date(),
}: Base & { secrets: SecretBox; input: TwoFactorEnableRequest }): Promise<BackupCodesResponse> {
  if ((await loadUser(db, actor.userId)).mfaEnabled) throw new AppError('MFA_ALREADY_ENABLED');
  const [row] = await db
    .select({ pending: userTotp.pendingSecretEncrypted, startedAt: userTotp.updatedAt })
    .from(userTotp)
    .where(eq(userTotp.userId, actor.userId));
  const pending = row?.pending;
  if (!pending) throw new AppError('MFA_SETUP_MISSING');
  if (now.getTime() - row.startedAt.getTime() > pendingSetupTtlMinutes * 60_000) throw new AppError('MFA_SETUP_MISSING');
  const code = input.code.replace(/\s+/g, '');
  if (!isTotpCodeShaped(code)) throw new AppError('MFA_CODE_INCOMPLETE', { fields: { code: 'MFA_CODE_INCOMPLETE' } });
  const step = matchTotpStep(secrets.decrypt(pending), code, now);
  if (step === null) throw new AppError('MFA_CODE_INVALID', { fields: { code: 'MFA_CODE_INVALID' } });

  const plain = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(userTotp)
      .set({ secretEncrypted: pending, pendingSecretEncrypted: null, lastUsedStep: step, enabledAt: now, updatedAt: now })
      .where(and(eq(userTotp.userId, actor.userId), eq(userTotp.pendingSecretEncrypted, pending)))
      .returning({ userId: userTotp.userId });
    // Another setup replaced the pending secret in the meantime: this code belongs to the old one.
    if (!moved) throw new AppError('MFA_SETUP_MISSING');
    const [switched] = await tx
      .update(users)
      .set({ mfaEnabled: true, updatedAt: now })
      .where(and(eq(users.id, actor.userId), eq(users.mfaEnabled, false)))
      .returning({ id: users.id });
    if (!switched) throw new AppError('MFA_ALREADY_ENABLED');
    return replaceBackupCodes(tx, actor.userId, now);
  });
  return { backupCodes: plain };
}

/** A transaction or the database itself. */
type Executor = Pick<Db, 'delete' | 'update'>;

/**
 * Two-factor sign-in off for a user: the secret (also a pending one) and the backup codes are
 * deleted. Also used by a password reset of an account whose address was not proven before.
 */
export async function clearTwoFactor(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx.delete(userTotp).where(eq(userTotp.userId, userId));
  await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await tx.update(users).set({ mfaEnabled: false, updatedAt: now }).where(eq(users.id, userId));
}

/** Turns two-factor sign-in off: the secret and the backup codes are deleted. */
export async function disableTwoFactor({ db, actor, input, now = new Date() }: Base & { input: CurrentPasswordRequest }): Promise<void> {
  await verifyCurrentPassword(db, actor.userId, input.currentPassword ?? '');
  await requireEnabled(db, actor.userId);
  await db.transaction((tx) => clearTwoFactor(tx, actor.userId, now));
}

/** Ten new backup codes; the old ones stop working. */
export async function regenerateBackupCodes({ db, actor, input, now = new Date() }: Base & { input: CurrentPasswordRequest }): Promise<BackupCodesResponse> {
  await verifyCurrentPassword(db, actor.userId, input.currentPassword ?? '');
  await requireEnabled(db, actor.userId);
  const plain = await db.transaction((tx) => replaceBackupCodes(tx, actor.userId, now));
  return { backupCodes: plain };
}
