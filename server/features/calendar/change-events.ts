/**
 * Changing the calendar (issue 20): create, change and delete events. Every change runs in one
 * transaction (writeCalendar): the event row is locked and its version checked first (409
 * CALENDAR_EVENT_CHANGED when a colleague changed it meanwhile), the merged values are checked
 * again (field errors), reminders are rescheduled, contact moments notify (notify.ts) and the change
 * is announced live (finish-change.ts). Recurring events are changed per scope in change-series.ts.
 */
import type { CalendarEvent, CreateEventInput, DeleteEventQuery, UpdateEventInput } from '../../../common/schemas/calendar.js';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { calendarEvents, type CalendarEventRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { deleteInSeries, updateInSeries } from './change-series.js';
import {
  assertValid,
  changedColumns,
  checkClient,
  checkContact,
  checkOwner,
  contactColumns,
  movedTimes,
  ruleColumns,
  type CalendarCtx,
  type ChangeResult,
  type ChangeScope,
} from './event-values.js';
import { reconcileClientAnswer, reconcileClientAnswerOnDelete } from './client-answer.js';
import { finishChange } from './finish-change.js';
import { announceCalendarChange, appointmentClient, writeCalendar } from './live.js';
import { notifyContactCreated } from './notify.js';
import { assertMayChange, type CalendarActor } from './policy.js';
import { loadEvent, loadEventRow } from './read-event.js';
import { replaceReminders, scheduleReminders } from './reminders.js';

export async function createEvent(ctx: CalendarCtx, actor: CalendarActor, input: CreateEventInput, now = new Date()): Promise<CalendarEvent> {
  const start = new Date(input.start);
  const end = new Date(input.end);
  const rule = input.recurrence ?? null;
  const result = await writeCalendar(ctx, async (tx, emit) => {
    const ownerId = input.ownerId ?? actor.userId;
    if (ownerId !== actor.userId) await checkOwner(tx, actor.companyId, ownerId);
    if (input.clientId) await checkClient(tx, actor.companyId, input.clientId);
    const contact = contactColumns(input.kind, input.contact);
    if (contact.contactId) await checkContact(tx, actor.companyId, input.clientId ?? null, contact.contactId);
    const [row] = await tx
      .insert(calendarEvents)
      .values({
        companyId: actor.companyId,
        kind: input.kind,
        title: input.title,
        description: input.description,
        location: input.location,
        startsAt: start,
        endsAt: end,
        allDay: input.allDay,
        timeZone: input.timeZone,
        ...ruleColumns(start, end, input.timeZone, rule),
        ownerId,
        createdBy: actor.userId,
        updatedBy: actor.userId,
        clientId: input.clientId ?? null,
        ...contact,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await replaceReminders(tx, row!, input.reminders, now);
    const told = await reconcileClientAnswer(tx, emit, ctx, { before: null, after: row!, now }); // issue 33: client-answer.ts
    const mailed = (await notifyContactCreated(tx, emit, row!, { actorId: actor.userId, appOrigin: ctx.env.appOrigin, now })) || told;
    await announceCalendarChange(tx, emit, { companyId: actor.companyId, eventId: row!.id, clientIds: appointmentClient(row) });
    return { eventId: row!.id, mailed };
  });
  if (result.mailed) ctx.mail.kick();
  return loadEvent(ctx.db, actor.companyId, result.eventId);
}

/** The event row locked for a change, its version checked. */
async function lockedForChange(tx: Db, actor: CalendarActor, id: string, version: number): Promise<CalendarEventRow> {
  const row = await loadEventRow(tx, actor.companyId, id, { lock: true });
  assertMayChange(actor, row);
  if (row.version !== version) throw new AppError('CALENDAR_EVENT_CHANGED');
  return row;
}

/** A series' master or one of its "alleen deze" rows acted on for more than itself. */
const actsOnSeries = (row: CalendarEventRow, scope: UpdateEventInput['scope']) =>
  row.rrule !== null || (row.seriesId !== null && (scope === 'following' || scope === 'all'));

/** PATCH /api/calendar/events/:id: answers the event the user now sees (a new row for "alleen deze" or "deze en volgende"). */
export async function updateEvent(ctx: CalendarCtx, actor: CalendarActor, id: string, input: UpdateEventInput, now = new Date()): Promise<CalendarEvent> {
  const result = await writeCalendar(ctx, async (tx, emit) => {
    const row = await lockedForChange(tx, actor, id, input.version);
    const scope: ChangeScope = { tx, emit, ctx, actor, now };
    if (actsOnSeries(row, input.scope)) {
      const inSeries = await updateInSeries(scope, row, input);
      if (inSeries) return inSeries;
    }
    return updateSingle(scope, row, input);
  });
  if (result.mailed) ctx.mail.kick();
  return loadEvent(ctx.db, actor.companyId, result.eventId);
}

/** A single event, or one "alleen deze" row of a series, changed in place. */
async function updateSingle(scope: ChangeScope, row: CalendarEventRow, input: UpdateEventInput): Promise<ChangeResult> {
  const { tx, actor, now } = scope;
  const set = await changedColumns(tx, actor.companyId, row, input);
  const { start, end } = movedTimes({ start: row.startsAt, end: row.endsAt }, input);
  // An "alleen deze" row stays one time of its series.
  const rule = row.seriesId !== null ? null : (input.recurrence ?? null);
  const timeZone = set.timeZone ?? row.timeZone;
  const after: CalendarEventRow = {
    ...row,
    ...set,
    startsAt: start,
    endsAt: end,
    ...ruleColumns(start, end, timeZone, rule),
    version: row.version + 1,
    updatedBy: actor.userId,
    updatedAt: now,
  } as CalendarEventRow;
  assertValid(after, rule);
  await tx
    .update(calendarEvents)
    .set({
      ...set,
      startsAt: start,
      endsAt: end,
      rrule: after.rrule,
      lastEndsAt: after.lastEndsAt,
      version: after.version,
      updatedBy: actor.userId,
      updatedAt: now,
    })
    .where(eq(calendarEvents.id, row.id));
  if (input.reminders) await replaceReminders(tx, row, input.reminders, now);
  else if (start.getTime() !== row.startsAt.getTime() || after.rrule !== row.rrule || timeZone !== row.timeZone) await scheduleReminders(tx, row.id, now);
  return finishChange(scope, row, after, [row, after]);
}

/** DELETE /api/calendar/events/:id: a single event, or the times of a series the scope says. */
export async function deleteEvent(ctx: CalendarCtx, actor: CalendarActor, id: string, query: DeleteEventQuery, now = new Date()): Promise<void> {
  const told = await writeCalendar(ctx, async (tx, emit) => {
    const row = await lockedForChange(tx, actor, id, query.version);
    const mailed = await reconcileClientAnswerOnDelete(tx, emit, ctx, row, query, now); // issue 33: client-answer.ts
    if (actsOnSeries(row, query.scope) && (await deleteInSeries({ tx, emit, ctx, actor, now }, row, query))) return mailed;
    // A single event, or an "alleen deze" row: its time stays excluded from the series, so it is gone.
    await tx.delete(calendarEvents).where(eq(calendarEvents.id, row.id));
    await announceCalendarChange(tx, emit, { companyId: actor.companyId, eventId: row.id, clientIds: appointmentClient(row) });
    return mailed;
  });
  if (told) ctx.mail.kick();
}
