/** The signed-in person's own profile (Settings → Profiel): name, avatar colour, language, time zone. */
import { eq, sql } from 'drizzle-orm';
import type { ProfileResponse, UpdateProfileRequest } from '../../../common/schemas/profile.js';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';

const profileColumns = {
  name: users.name,
  email: users.email,
  avatarColor: users.avatarColor,
  language: users.language,
  timeZone: users.timeZone,
};

export async function getProfile({ db, actor }: { db: Db; actor: Actor }): Promise<ProfileResponse> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, actor.userId));
  if (!row) throw new AppError('UNAUTHENTICATED');
  return row;
}

/**
 * Changes the fields given (the schema checked each). The name, colour and language are not part
 * of the cached actor (ADR 0011), so nothing needs announcing.
 */
export async function updateProfile({ db, actor, input }: { db: Db; actor: Actor; input: UpdateProfileRequest }): Promise<ProfileResponse> {
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.avatarColor !== undefined) changes.avatarColor = input.avatarColor;
  if (input.language !== undefined) changes.language = input.language;
  if (input.timeZone !== undefined) changes.timeZone = input.timeZone;
  if (Object.keys(changes).length === 0) return getProfile({ db, actor });
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, actor.userId))
    .returning(profileColumns);
  if (!row) throw new AppError('UNAUTHENTICATED');
  return row;
}
