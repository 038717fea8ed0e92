/**
 * Counting a page event of the public website: one INSERT … ON CONFLICT DO UPDATE on the counter of
 * (today in Europe/Amsterdam, path, event) — no read first, so events at the same moment all count.
 * Nothing about the visitor is stored.
 */
import { sql } from 'drizzle-orm';
import type { PageEvent } from '../../../common/schemas/page-analytics.js';
import type { PublicSitePath } from '../../../common/routes.js';
import type { Db } from '../../db/database.js';
import { pageEventCounts } from '../../db/schema/index.js';

// en-CA formats a date as YYYY-MM-DD.
const amsterdamDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Europe/Amsterdam of a moment, as 'YYYY-MM-DD'. */
export function dayInAmsterdam(moment: Date): string {
  return amsterdamDay.format(moment);
}

export async function countPageEvent({
  db,
  input,
  now = new Date(),
}: {
  db: Db;
  input: { event: PageEvent; path: PublicSitePath };
  now?: Date;
}): Promise<void> {
  await db
    .insert(pageEventCounts)
    .values({ day: dayInAmsterdam(now), path: input.path, event: input.event, count: 1 })
    .onConflictDoUpdate({
      target: [pageEventCounts.day, pageEventCounts.path, pageEventCounts.event],
      set: { count: sql`${pageEventCounts.count} + 1` },
    });
}
