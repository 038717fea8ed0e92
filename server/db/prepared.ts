/**
 * Statements prepared once per database handle. With `pg` a prepared drizzle query is a named
 * query: each pooled connection parses and plans it once and then only binds and executes it.
 * With PGlite the name is ignored, but the SQL text is still built once instead of per request.
 *
 * Only fixed-shape statements (placeholders for every value, no optional filters) are prepared;
 * a name must belong to exactly one SQL text, so names are unique across the app (prefix them
 * with the feature: `notes_list_page`).
 *
 *   const unreadOf = preparedQuery((db) =>
 *     db.select({ n: counters.unread }).from(counters).where(eq(counters.recipientId, sql.placeholder('id'))).prepare('inbox_unread'));
 *   const [row] = await unreadOf(db).execute({ id });
 */
import type { Db } from './database.js';

export function preparedQuery<P>(build: (db: Db) => P): (db: Db) => P {
  const byDb = new WeakMap<Db, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
