/**
 * A list row built by PostgreSQL as one json object (`json_build_object`). A page of rows with
 * twenty columns costs the driver a parse and drizzle a mapping per column per row, about twice
 * the Node time of the same row as one json value (one JSON.parse). The values are what the API
 * shows: timestamps go in as `isoTimeSql` text (`jsonFields` does that for timestamp columns).
 */
import { is, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import { isoTimeSql } from './sql-time.js';

type JsonField = SQLWrapper | AnyColumn;

const keyPattern = /^[A-Za-z][A-Za-z0-9]*$/;

/** `json_build_object('key', value, …)` of `fields`, typed as the object it builds. */
export function jsonObject<T>(fields: Record<string, JsonField>): SQL<T> {
  const entries = Object.entries(fields);
  // json_build_object takes at most 100 arguments; keys are written into the statement.
  if (entries.length > 50) throw new Error(`jsonObject: ${entries.length} keys, at most 50`);
  const parts = entries.map(([key, value]) => {
    if (!keyPattern.test(key)) throw new Error(`jsonObject: key ${JSON.stringify(key)} is not an identifier`);
    return sql`${sql.raw(`'${key}'`)}, ${value}`;
  });
  return sql<T>`json_build_object(${sql.join(parts, sql`, `)})`;
}

/** The object, or json null when `present` is null (the row of a left join that found none). */
export function jsonObjectOrNull<T>(present: JsonField, fields: Record<string, JsonField>): SQL<T | null> {
  return sql<T | null>`case when ${present} is null then null else ${jsonObject<T>(fields)} end`;
}

/** Columns as json fields: timestamp columns (Date in drizzle) become the ISO text `toISOString` gives. */
export function jsonFields<T extends Record<string, AnyColumn>>(columns: T): Record<keyof T, JsonField> {
  const field = (column: AnyColumn): JsonField => {
    if (!is(column, PgTimestamp)) return column;
    // isoTimeSql reads the value as an instant; a timestamp without time zone is not one.
    if (!column.withTimezone) throw new Error(`jsonFields: ${column.name} is a timestamp without time zone`);
    return isoTimeSql(column);
  };
  return Object.fromEntries(Object.entries(columns).map(([key, column]) => [key, field(column)])) as Record<keyof T, JsonField>;
}
