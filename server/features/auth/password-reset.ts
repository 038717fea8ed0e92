/**
 * Forgotten passwords: a single-use link valid 30 minutes, stored as its SHA-256 only. Asking
 * answers the same, and as fast, whether or not the address has an account (the route does the
 * work below after answering); using the link sets the new password, proves the address and ends
 * every session of the user.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResetTtlMinutes } from '../../../common/schemas/auth.js';
import type { Db } from '../../db/database.js';
import { loginChallenges, passwordResetTokens, sessions, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { queueMail } from '../../lib/mail/outbox.js';
import { hashPassword } from '../../lib/password.js';
import { assertAcceptablePassword } from '../../lib/password-policy.js';
import { createToken, hashToken, isTokenShaped } from '../../lib/tokens.js';
import { clearTwoFactor } from '../account-security/two-factor.js';
import { normaliseEmail } from './credentials.js';
import { passwordResetMail, passwordResetUrl } from './mails.js';

/** Queues a reset mail when the address has an account; resolves with whether a mail was queued. */
export async function requestPasswordReset({
  db,
  appOrigin,
  email,
  now = new Date(),
}: {
  db: Db;
  appOrigin: string;
  email: string;
  now?: Date;
}): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)));
  if (!user) return false;
  const token = createToken();
  await db.transaction(async (tx) => {
    // Only the newest link works.
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    await tx.insert(passwordResetTokens).values({
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + passwordResetTtlMinutes * 60_000),
    });
    await queueMail(tx, passwordResetMail({ to: user.email, name: user.name, url: passwordResetUrl(appOrigin, token) }));
  });
  return true;
}

async function findUsableToken(db: Db, token: string, now: Date) {
  if (!isTokenShaped(token)) return null;
  const [row] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)));
  return row ?? null;
}

export async function isPasswordResetTokenUsable(db: Db, token: string, now = new Date()): Promise<boolean> {
  return (await findUsableToken(db, token, now)) !== null;
}

/**
 * Sets the new password with a reset token. The password is checked before the token is used,
 * so a refused password does not cost the link. The link came by mail, so the address counts as
 * proven from now on; when it was not proven before, two-factor sign-in is turned off too, as it
 * may have been set up by someone who signed up with the address without holding the mailbox.
 */
export async function resetPassword({
  db,
  input,
  now = new Date(),
}: {
  db: Db;
  input: { token: string; password: string; confirmPassword: string };
  now?: Date;
}): Promise<string> {
  if (!(await findUsableToken(db, input.token, now))) throw new AppError('RESET_TOKEN_INVALID');
  assertAcceptablePassword(input.password, input.confirmPassword);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashToken(input.token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ userId: passwordResetTokens.userId });
    if (!used) throw new AppError('RESET_TOKEN_INVALID');
    const [account] = await tx.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, used.userId)).for('update');
    const wasProven = Boolean(account?.emailVerifiedAt);
    if (!wasProven) await clearTwoFactor(tx, used.userId, now);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, ...(wasProven ? {} : { emailVerifiedAt: now }) })
      .where(eq(users.id, used.userId));
    await tx.delete(sessions).where(eq(sessions.userId, used.userId));
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, used.userId));
    return used.userId;
  });
}
