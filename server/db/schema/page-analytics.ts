/**
 * The public website's page analytics (common/schemas/page-analytics.ts): one counter per day
 * (Europe/Amsterdam), path and event, and nothing else — no cookie, IP address, user agent or
 * account is stored. Incremented with one INSERT … ON CONFLICT DO UPDATE, never read first.
 */
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const pageEventCounts = pgTable(
  'page_event_counts',
  {
    /** The day in Europe/Amsterdam, 'YYYY-MM-DD'. */
    day: date('day', { mode: 'string' }).notNull(),
    /** One of publicSitePaths (common/routes.ts). */
    path: text('path').notNull(),
    /** One of pageEvents; not constrained here, so a new event needs no migration. */
    event: text('event').notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'page_event_counts_pkey', columns: [t.day, t.path, t.event] }),
    check('page_event_counts_path_check', sql`char_length(${t.path}) between 1 and 200`),
    check('page_event_counts_event_check', sql`char_length(${t.event}) between 1 and 100`),
    check('page_event_counts_count_check', sql`${t.count} >= 1`),
  ],
);

export type PageEventCountRow = typeof pageEventCounts.$inferSelect;
