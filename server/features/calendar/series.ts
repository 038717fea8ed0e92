/**
 * A stored event as the recurrence rules see it (common/rules/recurrence.ts): its series, its
 * occurrences in a range, and the key of one occurrence. Shared by the calendar's reads, its
 * reminders, the ICS feed and the portal, so they all expand an event the same way.
 */
import { expandOccurrences, nextOccurrence, seriesLastEnd, type Occurrence, type RecurrenceRule, type Series } from '../../../common/rules/recurrence.js';
import { parseRRule } from '../../../common/rules/rrule-text.js';
import type { CalendarEventRow } from '../../db/schema/calendar.js';

export type SeriesFields = Pick<CalendarEventRow, 'startsAt' | 'endsAt' | 'timeZone' | 'rrule' | 'excludedStarts'>;

/** The event's series, or null for a single event (or a rule that no longer parses). */
export function seriesOf(row: SeriesFields): Series | null {
  const rule = row.rrule ? parseRRule(row.rrule) : null;
  if (!rule) return null;
  return { start: row.startsAt, end: row.endsAt, timeZone: row.timeZone, rule, excluded: new Set(row.excludedStarts.map((d) => d.getTime())) };
}

/** The event's occurrences overlapping [from, to): itself for a single event. */
export function occurrencesOf(row: SeriesFields, from: Date, to: Date, limit?: number): Occurrence[] {
  const series = seriesOf(row);
  if (!series) return row.startsAt < to && row.endsAt > from ? [{ start: row.startsAt, end: row.endsAt, index: 0 }] : [];
  return expandOccurrences(series, from, to, limit);
}

/** The first occurrence starting at or after `t` (a single event: itself when it does). */
export function nextOccurrenceOf(row: SeriesFields, t: Date): Occurrence | null {
  const series = seriesOf(row);
  if (!series) return row.startsAt >= t ? { start: row.startsAt, end: row.endsAt, index: 0 } : null;
  return nextOccurrence(series, t);
}

/** What `last_ends_at` holds: the end of the last occurrence. */
export function lastEndOf(fields: { start: Date; end: Date; timeZone: string; rule: RecurrenceRule | null }): Date {
  if (!fields.rule) return fields.end;
  return seriesLastEnd({ start: fields.start, end: fields.end, timeZone: fields.timeZone, rule: fields.rule });
}

/** The calendar's key of an occurrence: the event id, plus `@<epoch ms>` for a time of a series. */
export function occurrenceKey(eventId: string, recurring: boolean, start: Date | number): string {
  return recurring ? `${eventId}@${typeof start === 'number' ? start : start.getTime()}` : eventId;
}
