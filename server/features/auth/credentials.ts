/**
 * Checks an e-mail address and password. Unknown addresses, accounts without a password and wrong
 * passwords all give INVALID_CREDENTIALS after the same amount of argon2 work.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { dummyPasswordHash, verifyPasswordHash } from '../../lib/password.js';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The user id for these credentials, or throws 401 INVALID_CREDENTIALS. */
export async function verifyPassword(db: Db, input: { email: string; password: string }): Promise<string> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normaliseEmail(input.email)));
  const passwordHash = user?.passwordHash ?? (await dummyPasswordHash());
  const matches = await verifyPasswordHash(passwordHash, input.password);
  if (!user?.passwordHash || !matches) throw new AppError('INVALID_CREDENTIALS');
  return user.id;
}

/**
 * Checks the signed-in user's current password before a sensitive change (2FA on/off, new
 * password): CURRENT_PASSWORD_REQUIRED when empty, PASSWORD_NOT_SET for accounts without one,
 * CURRENT_PASSWORD_INVALID when wrong.
 */
export async function verifyCurrentPassword(db: Db, userId: string, password: string): Promise<void> {
  if (password.length === 0) throw new AppError('CURRENT_PASSWORD_REQUIRED', { fields: { currentPassword: 'CURRENT_PASSWORD_REQUIRED' } });
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!user?.passwordHash) throw new AppError('PASSWORD_NOT_SET');
  if (!(await verifyPasswordHash(user.passwordHash, password))) {
    throw new AppError('CURRENT_PASSWORD_INVALID', { fields: { currentPassword: 'CURRENT_PASSWORD_INVALID' } });
  }
}
