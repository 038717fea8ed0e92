/**
 * Changing (or, for an account made through Google, setting) the password. The user's other
 * sessions end; the one making the change stays signed in.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { ChangePasswordRequest } from '../../../common/schemas/account.js';
import type { Db } from '../../db/database.js';
import { loginChallenges, sessions, users } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { assertAcceptablePassword } from '../../lib/password-policy.js';
import { verifyCurrentPassword } from '../auth/credentials.js';

export async function changePassword({
  db,
  actor,
  input,
  now = new Date(),
}: {
  db: Db;
  actor: Actor;
  input: ChangePasswordRequest;
  now?: Date;
}): Promise<void> {
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.userId));
  if (!user) throw new AppError('UNAUTHENTICATED');
  const hadPassword = user.passwordHash !== null;
  if (hadPassword) await verifyCurrentPassword(db, actor.userId, input.currentPassword ?? '');
  const password = input.password ?? '';
  assertAcceptablePassword(password, input.confirmPassword ?? '');
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      // Without a checked current password, only an account that still has none may get one.
      .where(hadPassword ? eq(users.id, actor.userId) : and(eq(users.id, actor.userId), isNull(users.passwordHash)))
      .returning({ id: users.id });
    if (!updated) throw new AppError('CURRENT_PASSWORD_REQUIRED', { fields: { currentPassword: 'CURRENT_PASSWORD_REQUIRED' } });
    await tx.delete(sessions).where(and(eq(sessions.userId, actor.userId), ne(sessions.id, actor.sessionId)));
    // Sign-ins waiting for their 2FA code got past the old password: they end too.
    await tx.delete(loginChallenges).where(eq(loginChallenges.userId, actor.userId));
  });
}
