/**
 * Colleagues as the API shows them (common/schemas/ad-accounts.ts `person`): loaded in one query,
 * or built inside a larger statement as json (`personJson`, the same fields and values).
 */
import { inArray, type SQL } from 'drizzle-orm';
import type { Person } from '../../common/schemas/ad-accounts.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { users } from '../db/schema/index.js';
import { jsonObjectOrNull } from './sql-json.js';

type PersonField = 'id' | 'name' | 'email' | 'avatarUrl' | 'avatarColor';
type PersonTable = Record<PersonField, AnyPgColumn>;

/** The person's columns of `users` or of an alias of it (a second join of users in one statement). */
export const personColumnsOf = <T extends PersonTable>(person: T): Pick<T, PersonField> => ({
  id: person.id,
  name: person.name,
  email: person.email,
  avatarUrl: person.avatarUrl,
  avatarColor: person.avatarColor,
});

export const personColumns = personColumnsOf(users);

export async function loadPeople(db: Db, ids: Iterable<string | null>): Promise<Map<string, Person>> {
  const wanted = [...new Set([...ids].filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select(personColumns).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((p) => [p.id, p]));
}

/** The person of a `users` row (or an alias of it) as a json object; json null when the row is missing (left join). */
export function personJson(person: PersonTable): SQL<Person | null> {
  return jsonObjectOrNull<Person>(person.id, personColumnsOf(person));
}
