/**
 * How a past contact moment went (issue 20): its owner records afgerond, geen gehoor or opvolgen
 * once it is over (a series: once its last time is over). "Opvolgen over N dagen" plans the next
 * contact moment in the same transaction: N days later at the same wall-clock time in the event's
 * zone, as long, with the same contact, client and owner, and the default reminder.
 */
import { eq } from 'drizzle-orm';
import { calendarLimits } from '../../../common/calendar-constants.js';
import { addLocalDays, utcToZoned, zonedToUtc } from '../../../common/rules/calendar-time.js';
import type { OutcomeRequest, OutcomeResponse } from '../../../common/schemas/calendar.js';
import { calendarEvents, type CalendarEventRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { CalendarCtx } from './event-values.js';
import { announceCalendarChange, writeCalendar } from './live.js';
import { assertOutcomeOwner, type CalendarActor } from './policy.js';
import { loadEvent, loadEventRow } from './read-event.js';
import { replaceReminders } from './reminders.js';
import { occurrencesOf } from './series.js';

/** The last time of the event: itself, or a series' last occurrence. */
function lastTime(row: CalendarEventRow): { start: Date; end: Date } {
  if (row.rrule === null) return { start: row.startsAt, end: row.endsAt };
  const last = occurrencesOf({ ...row, excludedStarts: [] }, new Date(row.lastEndsAt.getTime() - 32 * 86_400_000), row.lastEndsAt, 1_000).at(-1);
  return last ? { start: last.start, end: last.end } : { start: row.startsAt, end: row.endsAt };
}

/** `start` moved `days` local days on, at the same wall-clock time. */
function daysLater(start: Date, days: number, timeZone: string): Date {
  const local = utcToZoned(start, timeZone);
  const date = addLocalDays(local, days);
  return zonedToUtc({ ...date, hour: local.hour, minute: local.minute }, timeZone);
}

export async function recordOutcome(ctx: CalendarCtx, actor: CalendarActor, id: string, input: OutcomeRequest, now = new Date()): Promise<OutcomeResponse> {
  const followUpId = await writeCalendar(ctx, async (tx, emit) => {
    const row = await loadEventRow(tx, actor.companyId, id, { lock: true });
    assertOutcomeOwner(actor, row);
    if (row.kind !== 'contact' || row.lastEndsAt >= now) throw new AppError('CALENDAR_OUTCOME_NOT_DUE');
    if (row.version !== input.version) throw new AppError('CALENDAR_EVENT_CHANGED');
    await tx
      .update(calendarEvents)
      .set({ outcome: input.outcome, outcomeAt: now, version: row.version + 1, updatedBy: actor.userId, updatedAt: now })
      .where(eq(calendarEvents.id, row.id));
    await announceCalendarChange(tx, emit, { companyId: actor.companyId, eventId: row.id, clientIds: [] });
    if (input.outcome !== 'opvolgen' || input.followUpDays === undefined) return null;

    const last = lastTime(row);
    const start = daysLater(last.start, input.followUpDays, row.timeZone);
    const end = new Date(start.getTime() + last.end.getTime() - last.start.getTime());
    const [made] = await tx
      .insert(calendarEvents)
      .values({
        companyId: row.companyId,
        kind: 'contact',
        title: row.title,
        description: row.description,
        location: row.location,
        startsAt: start,
        endsAt: end,
        lastEndsAt: end,
        allDay: row.allDay,
        timeZone: row.timeZone,
        ownerId: row.ownerId,
        createdBy: actor.userId,
        updatedBy: actor.userId,
        clientId: row.clientId,
        contactType: row.contactType,
        contactPriority: row.contactPriority,
        contactName: row.contactName,
        contactCompany: row.contactCompany,
        contactEmail: row.contactEmail,
        contactPhone: row.contactPhone,
        contactId: row.contactId,
        followUpOf: row.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await replaceReminders(tx, made!, [{ channel: 'in_app', minutesBefore: calendarLimits.defaultReminderMinutes }], now);
    await announceCalendarChange(tx, emit, { companyId: actor.companyId, eventId: made!.id, clientIds: [] });
    return made!.id;
  });
  return {
    event: await loadEvent(ctx.db, actor.companyId, id),
    followUp: followUpId ? await loadEvent(ctx.db, actor.companyId, followUpId) : null,
  };
}
