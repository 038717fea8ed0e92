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
import { sql, type Placeholder } from 'drizzle-orm';
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

/**
 * A family of prepared statements, one per key (a list's combination of filters, say), each made
 * when its key is first used. `name` is the statement's name for that key.
 */
export function preparedFamily<K, P>(nameOf: (key: K) => string, build: (db: Db, key: K, name: string) => P): (key: K) => (db: Db) => P {
  const members = new Map<string, (db: Db) => P>();
  return (key) => {
    const name = nameOf(key);
    let member = members.get(name);
    if (!member) members.set(name, (member = preparedQuery((db) => build(db, key, name))));
    return member;
  };
}

/**
 * The page sizes a paged statement is prepared for. Its LIMIT is a literal, not a placeholder:
 * with `limit $n` PostgreSQL's generic plan assumes a tenth of the table, which on a large table
 * costs more than the custom plans, so the statement is planned again on every execution
 * (measured on the bench datasets: about 1 ms a call; PGlite plans as slowly). A page reads the
 * smallest of these sizes that holds it, plus one row to tell whether a next page exists, and
 * cuts the rest. The screens' own page sizes are among them (the inbox's 30, the notes' 50), so
 * what a screen asks for reads no row it does not show.
 */
export const preparedPageSizes = [5, 10, 25, 30, 50, 100, 200] as const;

export function preparedPageSize(limit: number): number {
  return preparedPageSizes.find((size) => size >= limit) ?? preparedPageSizes.at(-1)!;
}

/**
 * `rows` as a literal LIMIT for drizzle's `.limit()`. A number given to `.limit()` is sent as a
 * bind parameter (`limit $2`), which is the placeholder the page sizes above avoid; drizzle
 * writes an SQL value there as it is. (Its type admits only a number or a placeholder, hence
 * the cast; `literalLimit.test.ts` checks the SQL text.)
 */
export function literalLimit(rows: number): Placeholder {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`not a row count: ${rows}`);
  return sql.raw(String(rows)) as unknown as Placeholder;
}
