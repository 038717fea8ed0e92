/**
 * Reading one calendar event (issue 20): its stored row (locked for a change), the event as the
 * dialog shows it, and the fields a contact_event_update changed (the calendar highlights them).
 */
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseRRule } from '../../../common/rules/rrule-text.js';
import type { CalendarEvent } from '../../../common/schemas/calendar.js';
import type { Db } from '../../db/database.js';
import { calendarEvents, clients, notifications, users, type CalendarEventRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { personColumnsOf } from '../../lib/people.js';
import { clientColumns, owner } from './read-events.js';
import { remindersOf } from './reminders.js';

const createdBy = alias(users, 'created_by_user');
const requestedBy = alias(users, 'requested_by_user');

/** The stored row of one of the company's events (locked for a change), or 404. */
export async function loadEventRow(db: Db, companyId: string, id: string, options: { lock?: boolean } = {}): Promise<CalendarEventRow> {
  const query = db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.companyId, companyId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The event as the API shows it (one statement, plus its reminders). */
export async function loadEvent(db: Db, companyId: string, id: string): Promise<CalendarEvent> {
  const [found] = await db
    .select({
      row: calendarEvents,
      owner: personColumnsOf(owner),
      createdBy: personColumnsOf(createdBy),
      requestedBy: personColumnsOf(requestedBy),
      client: clientColumns,
    })
    .from(calendarEvents)
    .leftJoin(owner, eq(owner.id, calendarEvents.ownerId))
    .leftJoin(createdBy, eq(createdBy.id, calendarEvents.createdBy))
    .leftJoin(requestedBy, eq(requestedBy.id, calendarEvents.requestedBy))
    .leftJoin(clients, eq(clients.id, calendarEvents.clientId))
    .where(and(eq(calendarEvents.id, id), eq(calendarEvents.companyId, companyId)));
  if (!found) throw new AppError('NOT_FOUND');
  const reminders = (await remindersOf(db, [id])).get(id) ?? [];
  const { row } = found;
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    location: row.location,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    allDay: row.allDay,
    timeZone: row.timeZone,
    recurrence: row.rrule ? parseRRule(row.rrule) : null,
    seriesId: row.seriesId,
    originalStart: row.originalStart?.toISOString() ?? null,
    owner: found.owner,
    createdBy: found.createdBy,
    client: found.client,
    contact:
      row.kind === 'contact' && row.contactType
        ? {
            type: row.contactType,
            priority: row.contactPriority ?? 'normaal',
            name: row.contactName,
            company: row.contactCompany,
            email: row.contactEmail,
            phone: row.contactPhone,
            contactId: row.contactId,
          }
        : null,
    status: row.status,
    clientResponse: row.clientResponse,
    clientRespondedAt: row.clientRespondedAt?.toISOString() ?? null,
    clientDeclineReason: row.clientDeclineReason,
    requestedBy: found.requestedBy,
    requestMessage: row.requestMessage,
    outcome: row.outcome,
    outcomeAt: row.outcomeAt?.toISOString() ?? null,
    followUpOf: row.followUpOf,
    reminders,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The fields a contact_event_update of the reader's own about this event changed (the calendar
 * highlights them); [] for any other notification, someone else's, or a malformed id.
 */
export async function changedFieldsOf(db: Db, readerId: string, eventId: string, notificationId: string | undefined): Promise<string[]> {
  if (!notificationId || !isUuid(notificationId)) return [];
  const [row] = await db
    .select({ fields: notifications.changedFields })
    .from(notifications)
    .where(
      and(
        eq(notifications.id, notificationId),
        eq(notifications.recipientId, readerId),
        eq(notifications.type, 'contact_event_update'),
        eq(notifications.eventId, eventId),
      ),
    );
  return row?.fields ?? [];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => uuidPattern.test(value);
