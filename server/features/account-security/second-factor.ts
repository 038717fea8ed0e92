/**
 * The second factor of a sign-in (used by the login 2FA step in features/auth): whether a user has
 * two-factor sign-in on, and checking a code from the authenticator app or a backup code.
 */
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users, userTotp } from '../../db/schema/index.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { consumeBackupCode } from './backup-codes.js';
import { isTotpCodeShaped, matchTotpStep } from './totp.js';

/** A transaction or the database itself. */
type Executor = Pick<Db, 'update'>;

export async function isTwoFactorEnabled(db: Db, userId: string): Promise<boolean> {
  const [user] = await db.select({ mfaEnabled: users.mfaEnabled }).from(users).where(eq(users.id, userId));
  return user?.mfaEnabled ?? false;
}

/**
 * Records `step` as the last used one, unless that step or a later one was used already. True
 * when this call claimed it: a code is accepted once, even by two requests at once.
 */
export async function claimTotpStep(db: Executor, userId: string, step: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(userTotp)
    .set({ lastUsedStep: step, updatedAt: now })
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.secretEncrypted), or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step))))
    .returning({ userId: userTotp.userId });
  return claimed.length > 0;
}

async function verifyTotp(db: Db, secrets: SecretBox, userId: string, code: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ secretEncrypted: userTotp.secretEncrypted })
    .from(userTotp)
    .innerJoin(users, eq(users.id, userTotp.userId))
    .where(and(eq(userTotp.userId, userId), eq(users.mfaEnabled, true)));
  if (!row?.secretEncrypted) return false;
  const step = matchTotpStep(secrets.decrypt(row.secretEncrypted), code, now);
  return step !== null && (await claimTotpStep(db, userId, step, now));
}

/**
 * Checks a 2FA-step code: 6 digits → TOTP (±1 step; a step at or before last_used_step is refused,
 * so a used code cannot be replayed), anything else → a backup code (dash, spaces and capitals
 * do not matter; each works once). Returns which kind matched, or null.
 */
export async function verifySecondFactor(input: { db: Db; secrets: SecretBox; userId: string; code: string; now?: Date }): Promise<'totp' | 'backup' | null> {
  const { db, secrets, userId } = input;
  const now = input.now ?? new Date();
  const code = input.code.replace(/\s+/g, '');
  if (isTotpCodeShaped(code)) return (await verifyTotp(db, secrets, userId, code, now)) ? 'totp' : null;
  if (!(await isTwoFactorEnabled(db, userId))) return null;
  return (await consumeBackupCode(db, userId, code, now)) ? 'backup' : null;
}
