/**
 * A timestamptz as text inside a json value, exactly as `Date.toISOString()` gives it for the
 * Date the driver would have made of the column: UTC, milliseconds cut off (not rounded) like the
 * driver cuts `10:00:00.1239` to `.123`.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export function isoTimeSql(time: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A timestamptz as the keyset cursor's text (`server/lib/list-cursor.ts`): UTC with PostgreSQL's
 * microseconds, which a Date would cut to milliseconds (rows between the two would be skipped).
 */
export function cursorTimeSql(time: AnyColumn | SQL): SQL<string> {
  return sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
