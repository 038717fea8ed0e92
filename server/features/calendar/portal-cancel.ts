/**
 * A client withdraws its own request (issue 33; DELETE /api/portal/clients/:clientId/calendar/:eventId):
 * an appointment the client asked for in the portal that has not begun, whether the agency
 * confirmed it yet or not. Another client's or another agency's appointment answers 404 (the
 * client scope and lockAppointment), one the agency shared 403 CALENDAR_NOT_YOUR_REQUEST (the
 * client declines that one instead), a stale version 409. The account manager hears of it in
 * their inbox (`appointment_response`), the team and the portal live.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { calendarEvents } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { requireClientInScope, type ClientScope } from '../clients/scope.js';
import { createNotifications } from '../notifications/create-notifications.js';
import { appointmentTimeText } from './appointment-text.js';
import { announceCalendarChange, writeCalendar } from './live.js';
import { lockAppointment } from './portal-actions.js';
import { isCancellableRequest } from './portal-calendar.js';

type Ctx = Pick<AppContext, 'db' | 'events' | 'mail' | 'env'>;

export async function cancelOwnRequest(ctx: Ctx, scope: ClientScope, input: { clientId: string; eventId: string; version: number; now?: Date }): Promise<void> {
  const now = input.now ?? new Date();
  const client = await requireClientInScope(ctx.db, scope, input.clientId);
  const mailed = await writeCalendar(ctx, async (tx: Db, emit) => {
    const row = await lockAppointment(tx, scope.companyId, client.id, input.eventId);
    if (!isCancellableRequest(row, now)) throw new AppError('CALENDAR_NOT_YOUR_REQUEST');
    if (row.version !== input.version) throw new AppError('CALENDAR_EVENT_CHANGED');
    await tx.delete(calendarEvents).where(eq(calendarEvents.id, row.id));
    const { mailedTo } = row.ownerId
      ? await createNotifications(tx, emit, {
          recipients: [row.ownerId],
          companyId: scope.companyId,
          appOrigin: ctx.env.appOrigin,
          content: {
            type: 'appointment_response',
            title: `${client.name} heeft het afspraakverzoek geannuleerd`,
            description: `${row.title} · ${appointmentTimeText(row.startsAt, row.endsAt, row.timeZone)}`,
            eventId: row.id,
            clientId: client.id,
            clientName: client.name,
          },
          now,
        })
      : { mailedTo: [] };
    await announceCalendarChange(tx, emit, { companyId: scope.companyId, eventId: row.id, clientIds: [client.id] });
    return mailedTo.length > 0;
  });
  if (mailed) ctx.mail.kick();
}
