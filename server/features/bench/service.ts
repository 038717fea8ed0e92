/** The ceiling's one statement: a user's id by e-mail address, on the unique index, prepared. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { users } from '../../db/schema/index.js';

const userIdByEmail = preparedQuery((db) =>
  db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, sql.placeholder('email')))
    .prepare('bench_user_id_by_email'),
);

export async function findUserIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await userIdByEmail(db).execute({ email });
  return row?.id ?? null;
}
