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
