/** Colleagues as the API shows them (common/schemas/ad-accounts.ts `person`), loaded in one query. */
import { inArray } from 'drizzle-orm';
import type { Person } from '../../common/schemas/ad-accounts.js';
import type { Db } from '../db/database.js';
import { users } from '../db/schema/index.js';

export const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatarUrl: users.avatarUrl,
  avatarColor: users.avatarColor,
};

export async function loadPeople(db: Db, ids: Iterable<string | null>): Promise<Map<string, Person>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(personColumns).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((p) => [p.id, p]));
}
