/**
 * "Bevestig je e-mailadres": a password sign-up proves its address with a single-use link, valid
 * `emailConfirmationTtlDays` days and stored as its SHA-256 only. Using the link sets
 * users.email_verified_at (kept when the address was proven already), for the address the link was
 * sent to only. A signed-in user whose address is not proven may ask for another mail.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { emailConfirmationTtlDays, type EmailConfirmationResendResponse } from '../../../common/schemas/auth.js';
import type { Db } from '../../db/database.js';
import { emailConfirmationTokens, users } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { queueMail } from '../../lib/mail/outbox.js';
import type { RateLimits } from '../../lib/rate-limit.js';
import { createToken, hashToken, isTokenShaped } from '../../lib/tokens.js';
import { emailConfirmationMail, emailConfirmationUrl } from './mails.js';
import { assertMayRequestEmailConfirmation } from './policy.js';

const dayMs = 24 * 60 * 60_000;

/** Makes a link for `email` and queues its mail, with the caller's handle (inside its transaction). */
export async function queueEmailConfirmation(db: Db, input: { userId: string; email: string; appOrigin: string; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const token = createToken();
  await db.insert(emailConfirmationTokens).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    email: input.email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + emailConfirmationTtlDays * dayMs),
  });
  await queueMail(db, emailConfirmationMail({ to: input.email, url: emailConfirmationUrl(input.appOrigin, token) }));
}

/**
 * Uses a link: EMAIL_CONFIRMATION_INVALID when it is unknown, used, expired, or the account's
 * address is no longer the one it was sent to. Resolves with the user's id. The user's other
 * unused links go with it (they have done their job).
 */
export async function confirmEmailAddress({ db, token, now = new Date() }: { db: Db; token: string; now?: Date }): Promise<string> {
  if (!isTokenShaped(token)) throw new AppError('EMAIL_CONFIRMATION_INVALID');
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(emailConfirmationTokens)
      .set({ usedAt: now })
      .where(and(eq(emailConfirmationTokens.tokenHash, hashToken(token)), isNull(emailConfirmationTokens.usedAt), gt(emailConfirmationTokens.expiresAt, now)))
      .returning({ userId: emailConfirmationTokens.userId, email: emailConfirmationTokens.email });
    if (!used) throw new AppError('EMAIL_CONFIRMATION_INVALID');
    const [account] = await tx
      .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, used.userId))
      .for('update');
    // Thrown inside the transaction: the link is not marked used.
    if (!account || account.email !== used.email) throw new AppError('EMAIL_CONFIRMATION_INVALID');
    if (!account.emailVerifiedAt) await tx.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, used.userId));
    await tx.delete(emailConfirmationTokens).where(and(eq(emailConfirmationTokens.userId, used.userId), isNull(emailConfirmationTokens.usedAt)));
    return used.userId;
  });
}

/**
 * Another mail for the signed-in user: EMAIL_ALREADY_VERIFIED once the address is proven (before
 * anything is counted), then the `emailConfirmationResend` limit per user. Earlier links keep
 * working until they expire or one of them is used (the limit bounds how many there are).
 */
export async function resendEmailConfirmation({
  db,
  rateLimits,
  actor,
  appOrigin,
  now = new Date(),
}: {
  db: Db;
  rateLimits: Pick<RateLimits, 'consume'>;
  actor: Actor;
  appOrigin: string;
  now?: Date;
}): Promise<EmailConfirmationResendResponse> {
  const [me] = await db.select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, actor.userId));
  if (!me) throw new AppError('UNAUTHENTICATED');
  assertMayRequestEmailConfirmation(me.emailVerifiedAt);
  await rateLimits.consume('emailConfirmationResend', actor.userId);
  await db.transaction((tx) => queueEmailConfirmation(tx, { userId: actor.userId, email: me.email, appOrigin, now }));
  return { email: me.email };
}
