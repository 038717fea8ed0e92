/**
 * The calendar's search provider (global search, issue 20): events by part of their title (ILIKE),
 * else by a title typed slightly wrong (pg_trgm), served by the trigram index on calendar_events.title.
 * Every team member reads every event of the company (policy.ts). Coming events first, soonest
 * first; then past ones, latest first. A series shows its next time; the result opens the event.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CalendarEventKind } from '../../../common/calendar-constants.js';
import type { SearchItem } from '../../../common/schemas/search.js';
import { literalLimit } from '../../db/prepared.js';
import { calendarEvents, clients } from '../../db/schema/index.js';
import type { SearchProvider } from '../search/registry.js';
import { whenText } from './reminder-texts.js';
import { nextOccurrenceOf } from './series.js';

/** Rows read per item asked for (the series among them are then placed by their next time). */
const candidatesPerItem = 4;

const kindLabels: Record<CalendarEventKind, string> = { internal: 'Intern', appointment: 'Klantafspraak', contact: 'Contactmoment' };

export const eventSearch: SearchProvider = {
  kind: 'event',
  label: 'Agenda',
  async search(db, who, terms, limit) {
    const now = new Date();
    const ended = sql<boolean>`coalesce(${calendarEvents.lastEndsAt}, ${calendarEvents.endsAt}) < ${now}`;
    // A few candidates more than asked: a series' place follows its next time, known only once expanded.
    const read = (match: SQL) =>
      db
        .select({ row: calendarEvents, clientName: clients.name, ended })
        .from(calendarEvents)
        .leftJoin(clients, eq(clients.id, calendarEvents.clientId))
        .where(and(eq(calendarEvents.companyId, who.companyId), match))
        .orderBy(asc(ended), sql`case when ${ended} then null else ${calendarEvents.startsAt} end asc`, desc(calendarEvents.startsAt))
        .limit(literalLimit(limit * candidatesPerItem));
    // Part of the title first (the trigram index answers ILIKE); only when nothing has it, titles
    // typed slightly wrong: word similarity over thousands of alike titles costs more than a keystroke.
    let rows = await read(sql`${calendarEvents.title} ilike ${terms.contains}`);
    if (rows.length === 0) rows = await read(sql`${terms.text} <% ${calendarEvents.title}`);
    const found = rows.map(({ row, clientName, ended: past }) => {
      const next = past ? null : nextOccurrenceOf(row, now);
      return { row, clientName, past: next === null, occurrence: next ?? { start: row.startsAt, end: row.endsAt } };
    });
    found.sort(
      (x, y) =>
        Number(x.past) - Number(y.past) ||
        (x.past ? y.occurrence.start.getTime() - x.occurrence.start.getTime() : x.occurrence.start.getTime() - y.occurrence.start.getTime()) ||
        x.row.id.localeCompare(y.row.id),
    );
    return found.slice(0, limit).map(({ row, clientName, occurrence }): SearchItem => ({
      id: row.id,
      kind: 'event',
      title: row.title,
      subtitle: [kindLabels[row.kind], clientName ?? row.contactCompany, whenText(row, occurrence, row.timeZone)].filter(Boolean).join(' · '),
      href: `/calender?event=${encodeURIComponent(row.id)}`,
      match: 'title',
    }));
  },
};
