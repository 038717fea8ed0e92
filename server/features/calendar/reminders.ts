/**
 * An event's reminders (issue 20): the list stored with the event, and when each is next due.
 * Each reminder row carries its next occurrence and due time (`next_occurrence_start`,
 * `next_due_at`), kept by every change of the event (`replaceReminders`, `scheduleReminders`,
 * called inside the change's transaction) and by the reminder job after each send
 * (reminder-job.ts). What was sent is `calendar_reminder_sends`, one row per reminder and
 * occurrence, so a schedule never points at an occurrence that was already reminded.
 *
 * Scheduling takes the first occurrence whose due time is at most one job tick ago: a reminder
 * whose moment passed before the event was made or moved is not sent late (as in most calendars),
 * while one that became due since the last tick still is.
 */
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { reminderDueAt } from '../../../common/rules/reminder-due.js';
import type { Reminder } from '../../../common/schemas/calendar.js';
import type { Db } from '../../db/database.js';
import { calendarEvents, calendarReminderSends, calendarReminders } from '../../db/schema/index.js';
import { nextOccurrenceOf, type SeriesFields } from './series.js';

/** How far back a due time may lie and still be scheduled: one tick of the reminder job. */
export const scheduleToleranceMs = 30_000;

const minuteMs = 60_000;
/** Occurrences looked at past already-sent ones before giving up (a guard; sends are few). */
const maxSkips = 1_000;

export interface NextReminder {
  occurrenceStart: Date;
  dueAt: Date;
}

/**
 * The reminder's next occurrence: the first one starting after `after` (when given) whose due
 * time is at or after `now - scheduleToleranceMs` and that was not reminded yet (`sent`: epoch ms
 * of occurrence starts), with its due time; null when the event has no such occurrence.
 */
export function nextReminderOf(event: SeriesFields, minutesBefore: number, now: Date, sent: ReadonlySet<number>, after?: Date): NextReminder | null {
  // due >= now - tolerance  <=>  start >= now - tolerance + minutesBefore.
  let from = now.getTime() - scheduleToleranceMs + minutesBefore * minuteMs;
  if (after) from = Math.max(from, after.getTime() + 1);
  let occurrence = nextOccurrenceOf(event, new Date(from));
  for (let skips = 0; occurrence && sent.has(occurrence.start.getTime()); skips += 1) {
    if (skips >= maxSkips) return null;
    occurrence = nextOccurrenceOf(event, new Date(occurrence.start.getTime() + 1));
  }
  return occurrence ? { occurrenceStart: occurrence.start, dueAt: reminderDueAt(occurrence.start, minutesBefore) } : null;
}

/** The occurrence starts already reminded per reminder id, from `since` on (older ones cannot be scheduled again). */
export async function sentSince(tx: Db, reminderIds: readonly string[], since: Date): Promise<Map<string, Set<number>>> {
  const sent = new Map<string, Set<number>>(reminderIds.map((id) => [id, new Set()]));
  if (reminderIds.length === 0) return sent;
  const rows = await tx
    .select({ reminderId: calendarReminderSends.reminderId, occurrenceStart: calendarReminderSends.occurrenceStart })
    .from(calendarReminderSends)
    .where(and(inArray(calendarReminderSends.reminderId, [...reminderIds]), gte(calendarReminderSends.occurrenceStart, since)));
  for (const row of rows) sent.get(row.reminderId)?.add(row.occurrenceStart.getTime());
  return sent;
}

const reminderKey = (r: { channel: string; minutesBefore: number }) => `${r.channel}:${r.minutesBefore}`;

/**
 * Replace the event's reminders with `list` and schedule them (in the change's transaction). A
 * reminder that stays (same channel and minutes) keeps its row, so what it already sent stays
 * sent; removed ones go with their history.
 */
export async function replaceReminders(tx: Db, event: { id: string; companyId: string }, list: readonly Reminder[], now: Date): Promise<void> {
  const existing = await tx
    .select({ id: calendarReminders.id, channel: calendarReminders.channel, minutesBefore: calendarReminders.minutesBefore })
    .from(calendarReminders)
    .where(eq(calendarReminders.eventId, event.id));
  const wanted = new Map(list.map((r) => [reminderKey(r), r]));
  const stale = existing.filter((r) => !wanted.has(reminderKey(r))).map((r) => r.id);
  if (stale.length > 0) await tx.delete(calendarReminders).where(inArray(calendarReminders.id, stale));
  const kept = new Set(existing.map(reminderKey));
  const added = [...wanted.values()].filter((r) => !kept.has(reminderKey(r)));
  if (added.length > 0) {
    await tx
      .insert(calendarReminders)
      .values(added.map((r) => ({ eventId: event.id, companyId: event.companyId, channel: r.channel, minutesBefore: r.minutesBefore })))
      .onConflictDoNothing();
  }
  await scheduleReminders(tx, event.id, now);
}

/** Recompute when each of the event's reminders is next due (after its times changed). */
export async function scheduleReminders(tx: Db, eventId: string, now: Date): Promise<void> {
  const [event] = await tx
    .select({
      startsAt: calendarEvents.startsAt,
      endsAt: calendarEvents.endsAt,
      timeZone: calendarEvents.timeZone,
      rrule: calendarEvents.rrule,
      excludedStarts: calendarEvents.excludedStarts,
    })
    .from(calendarEvents)
    .where(eq(calendarEvents.id, eventId));
  if (!event) return;
  const rows = await tx
    .select({ id: calendarReminders.id, minutesBefore: calendarReminders.minutesBefore })
    .from(calendarReminders)
    .where(eq(calendarReminders.eventId, eventId));
  if (rows.length === 0) return;
  const sent = await sentSince(
    tx,
    rows.map((r) => r.id),
    new Date(now.getTime() - scheduleToleranceMs),
  );
  for (const row of rows) {
    const next = nextReminderOf(event, row.minutesBefore, now, sent.get(row.id) ?? new Set());
    await tx
      .update(calendarReminders)
      .set({ nextOccurrenceStart: next?.occurrenceStart ?? null, nextDueAt: next?.dueAt ?? null })
      .where(eq(calendarReminders.id, row.id));
  }
}

/** The event's reminders as the API shows them (by minutes, then channel). */
export async function remindersOf(tx: Db, eventIds: readonly string[]): Promise<Map<string, Reminder[]>> {
  const byEvent = new Map<string, Reminder[]>(eventIds.map((id) => [id, []]));
  if (eventIds.length === 0) return byEvent;
  const rows = await tx
    .select({ eventId: calendarReminders.eventId, channel: calendarReminders.channel, minutesBefore: calendarReminders.minutesBefore })
    .from(calendarReminders)
    .where(inArray(calendarReminders.eventId, [...new Set(eventIds)]))
    .orderBy(asc(calendarReminders.minutesBefore), asc(calendarReminders.channel));
  for (const row of rows) byEvent.get(row.eventId)?.push({ channel: row.channel, minutesBefore: row.minutesBefore });
  return byEvent;
}
