/**
 * The portal's Agenda, write side (issue 20): a client user accepts or declines an appointment of
 * their client, and asks for a new one in a free slot of one of their account managers. Both run
 * in one transaction with their notification (`appointment_response` to the owner,
 * `appointment_request` to the manager) and the live announcement (team and portal). A response to
 * a series is the answer for the whole series (one client_response per event). Two requests for
 * one slot are serialised by a lock per manager, so only the first one gets it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { calendarLimits } from '../../../common/calendar-constants.js';
import type { AppointmentRequestInput, PortalAppointment, PortalResponseRequest } from '../../../common/schemas/calendar.js';
import type { Db } from '../../db/database.js';
import { calendarEvents, type CalendarEventRow } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { createNotifications } from '../notifications/create-notifications.js';
import { requireClientInScope, type ClientScope } from '../clients/scope.js';
import { appointmentTimeText } from './appointment-text.js';
import { announceCalendarChange, writeCalendar } from './live.js';
import { isFreeSlot, portalAppointmentOf, requireManagerOf } from './portal-calendar.js';
import { replaceReminders } from './reminders.js';
import { nextOccurrenceOf } from './series.js';
import { workingHoursOf } from './settings.js';

type Ctx = Pick<AppContext, 'db' | 'events' | 'mail' | 'env'>;

/** The client's appointment, locked for the change; 404 for anything else (another client's, an internal or contact event). */
export async function lockAppointment(tx: Db, companyId: string, clientId: string, eventId: string): Promise<CalendarEventRow> {
  const [row] = await tx
    .select()
    .from(calendarEvents)
    .where(
      and(
        eq(calendarEvents.id, eventId),
        eq(calendarEvents.companyId, companyId),
        eq(calendarEvents.clientId, clientId),
        eq(calendarEvents.kind, 'appointment'),
      ),
    )
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * Accept or decline (POST …/calendar/:eventId/response), or change the answer given. Closed once
 * the appointment (its last time, for a series) has begun; the version is the one the client saw.
 * A decline may carry a reason (shown to the team). Answering what is already the answer changes nothing.
 */
export async function respondToAppointment(
  ctx: Ctx,
  scope: ClientScope,
  input: { clientId: string; eventId: string; body: PortalResponseRequest; now?: Date },
): Promise<{ appointment: PortalAppointment }> {
  const now = input.now ?? new Date();
  const client = await requireClientInScope(ctx.db, scope, input.clientId);
  const { row, mailed } = await writeCalendar(ctx, async (tx, emit) => {
    const current = await lockAppointment(tx, scope.companyId, client.id, input.eventId);
    if (!nextOccurrenceOf(current, now)) throw new AppError('CALENDAR_RESPONSE_CLOSED');
    if (current.version !== input.body.version) throw new AppError('CALENDAR_EVENT_CHANGED');
    // A reason goes with a decline only (issue 33); answering again with the same words changes nothing.
    const reason = input.body.response === 'declined' ? (input.body.reason ?? null) : null;
    if (current.clientResponse === input.body.response && current.clientDeclineReason === reason) return { row: current, mailed: false };
    const [updated] = await tx
      .update(calendarEvents)
      .set({
        clientResponse: input.body.response,
        clientRespondedAt: now,
        clientRespondedBy: scope.userId,
        clientDeclineReason: reason,
        version: current.version + 1,
        updatedAt: now,
      })
      .where(eq(calendarEvents.id, current.id))
      .returning();
    let mailed = false;
    if (updated!.ownerId) {
      const verb = input.body.response === 'accepted' ? 'geaccepteerd' : 'afgewezen';
      const next = nextOccurrenceOf(updated!, now)!;
      const result = await createNotifications(tx, emit, {
        recipients: [updated!.ownerId],
        companyId: scope.companyId,
        appOrigin: ctx.env.appOrigin,
        content: {
          type: 'appointment_response',
          title: `${client.name} heeft de afspraak ${verb}`,
          description: `${updated!.title} · ${appointmentTimeText(next.start, next.end, updated!.timeZone)}${updated!.rrule ? ' (alle keren)' : ''}${reason ? ` — Reden: ${reason}` : ''}`,
          eventId: updated!.id,
          clientId: client.id,
          clientName: client.name,
        },
        now,
      });
      mailed = result.mailedTo.length > 0;
    }
    await announceCalendarChange(tx, emit, { companyId: scope.companyId, eventId: updated!.id, clientIds: [client.id] });
    return { row: updated!, mailed };
  });
  if (mailed) ctx.mail.kick();
  const occurrenceStart = input.body.occurrenceStart ? new Date(input.body.occurrenceStart) : undefined;
  return { appointment: await portalAppointmentOf(ctx.db, row, now, occurrenceStart) };
}

/** A lock per manager for the rest of the transaction: two requests for their slots run one after the other. */
async function lockManagerSlots(tx: Db, managerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`calendar-slots:${managerId}`}, 0))`);
}

/**
 * Ask for an appointment (POST …/calendar/requests): in a slot that is still free for that
 * manager, checked again under the manager's lock (409 CALENDAR_SLOT_TAKEN). The appointment is
 * tentative until the marketeer confirms it, and accepted by the client (they asked for it).
 */
export async function requestAppointment(
  ctx: Ctx,
  scope: ClientScope,
  input: { clientId: string; body: AppointmentRequestInput; now?: Date },
): Promise<{ appointment: PortalAppointment }> {
  const now = input.now ?? new Date();
  const client = await requireClientInScope(ctx.db, scope, input.clientId);
  const { managerId, duration } = input.body;
  await requireManagerOf(ctx.db, client.id, managerId);
  const start = new Date(input.body.start);
  const end = new Date(start.getTime() + duration * 60_000);
  const { row, mailed } = await writeCalendar(ctx, async (tx, emit) => {
    await lockManagerSlots(tx, managerId);
    if (!(await isFreeSlot(tx, { companyId: scope.companyId, managerId, start, duration, now }))) {
      throw new AppError('CALENDAR_SLOT_TAKEN', { fields: { start: 'CALENDAR_SLOT_TAKEN' } });
    }
    const { timeZone } = await workingHoursOf(tx, managerId);
    const [created] = await tx
      .insert(calendarEvents)
      .values({
        companyId: scope.companyId,
        kind: 'appointment',
        title: input.body.title ?? `Afspraak met ${client.name}`,
        startsAt: start,
        endsAt: end,
        lastEndsAt: end,
        allDay: false,
        timeZone,
        ownerId: managerId,
        createdBy: scope.userId,
        updatedBy: scope.userId,
        clientId: client.id,
        status: 'tentative',
        clientResponse: 'accepted',
        clientRespondedAt: now,
        clientRespondedBy: scope.userId,
        requestedBy: scope.userId,
        requestMessage: input.body.message,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await replaceReminders(
      tx,
      { id: created!.id, companyId: scope.companyId },
      [{ channel: 'in_app', minutesBefore: calendarLimits.defaultReminderMinutes }],
      now,
    );
    const when = appointmentTimeText(start, end, timeZone);
    const { mailedTo } = await createNotifications(tx, emit, {
      recipients: [managerId],
      companyId: scope.companyId,
      appOrigin: ctx.env.appOrigin,
      content: {
        type: 'appointment_request',
        title: `Afspraakverzoek van ${client.name}`,
        description: input.body.message ? `${when} — ${input.body.message}` : when,
        eventId: created!.id,
        clientId: client.id,
        clientName: client.name,
      },
      now,
    });
    await announceCalendarChange(tx, emit, { companyId: scope.companyId, eventId: created!.id, clientIds: [client.id] });
    return { row: created!, mailed: mailedTo.length > 0 };
  });
  if (mailed) ctx.mail.kick();
  return { appointment: await portalAppointmentOf(ctx.db, row, now) };
}
