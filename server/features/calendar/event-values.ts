/**
 * The pieces every calendar change shares (issue 20): what a change works with (ChangeScope), the
 * checks against the company (owner, client), the rules across fields run again on the values an
 * event will have (field errors), and a request's changes as column values.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { RecurrenceRule } from '../../../common/rules/recurrence.js';
import { toRRule } from '../../../common/rules/rrule-text.js';
import { eventProblems, type ContactDetails, type UpdateEventInput } from '../../../common/schemas/calendar.js';
import type { AppContext } from '../../lib/context.js';
import type { Db } from '../../db/database.js';
import type { calendarEvents } from '../../db/schema/index.js';
import { clientContacts, clients, companyUsers, type CalendarEventRow } from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import { AppError } from '../../lib/errors.js';
import { calendarTeamRoles, type CalendarActor } from './policy.js';
import { lastEndOf } from './series.js';

export type CalendarCtx = Pick<AppContext, 'db' | 'events' | 'env' | 'mail'>;
export type EventInsert = typeof calendarEvents.$inferInsert;

/** What a change needs besides its input. */
export interface ChangeScope {
  tx: Db;
  emit: Emit;
  ctx: CalendarCtx;
  actor: CalendarActor;
  now: Date;
}

/** What one change did: the event to answer, and whether e-mail was queued. */
export interface ChangeResult {
  eventId: string;
  mailed: boolean;
}

/** The owner must be a team member (admin or marketeer) of the company. */
export async function checkOwner(tx: Db, companyId: string, ownerId: string): Promise<void> {
  const [found] = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, ownerId), inArray(companyUsers.role, [...calendarTeamRoles])));
  if (!found) throw new AppError('CALENDAR_OWNER_UNKNOWN', { fields: { ownerId: 'CALENDAR_OWNER_UNKNOWN' } });
}

/** The client must be an active client of the company. */
export async function checkClient(tx: Db, companyId: string, clientId: string): Promise<void> {
  const [found] = await tx
    .select({ status: clients.status })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.companyId, companyId)));
  if (!found) throw new AppError('CLIENT_UNKNOWN', { fields: { clientId: 'CLIENT_UNKNOWN' } });
  if (found.status !== 'active') throw new AppError('CLIENT_ARCHIVED', { fields: { clientId: 'CLIENT_ARCHIVED' } });
}

/** A contact moment's linked contact person must be one of its client's contacts (issue 34). */
export async function checkContact(tx: Db, companyId: string, clientId: string | null, contactId: string): Promise<void> {
  const [found] = clientId
    ? await tx
        .select({ id: clientContacts.id })
        .from(clientContacts)
        .where(and(eq(clientContacts.id, contactId), eq(clientContacts.clientId, clientId), eq(clientContacts.companyId, companyId)))
    : [];
  if (!found) throw new AppError('CALENDAR_CONTACT_UNKNOWN', { fields: { 'contact.contactId': 'CALENDAR_CONTACT_UNKNOWN' } });
}

type Checked = Pick<CalendarEventRow, 'kind' | 'startsAt' | 'endsAt' | 'timeZone' | 'clientId' | 'contactType' | 'contactEmail' | 'contactPhone'>;

/** The rules across fields on the values the event will have: the first problem, every field named. */
export function assertValid(values: Checked, rule: RecurrenceRule | null): void {
  const problems = eventProblems({
    kind: values.kind,
    start: values.startsAt.toISOString(),
    end: values.endsAt.toISOString(),
    timeZone: values.timeZone,
    clientId: values.clientId,
    contact: values.contactType ? { type: values.contactType, email: values.contactEmail, phone: values.contactPhone } : null,
    recurrence: rule,
  });
  if (problems.length > 0) throw new AppError(problems[0]![1], { fields: Object.fromEntries(problems) });
}

/** The contact columns of a contact moment's details (all null for another kind). */
export function contactColumns(kind: string, contact: (Omit<ContactDetails, 'priority'> & { priority?: ContactDetails['priority'] }) | null | undefined) {
  const c = kind === 'contact' ? contact : null;
  return {
    contactType: c?.type ?? null,
    contactPriority: c ? (c.priority ?? 'normaal') : null,
    contactName: c?.name ?? null,
    contactCompany: c?.company ?? null,
    contactEmail: c?.email ?? null,
    contactPhone: c?.phone ?? null,
    contactId: c?.contactId ?? null,
  };
}

/** The columns a change sets besides the times and the rule (owner and client checked against the company). */
export async function changedColumns(tx: Db, companyId: string, row: CalendarEventRow, input: UpdateEventInput): Promise<Partial<EventInsert>> {
  const set: Partial<EventInsert> = {};
  if (input.kind !== undefined) set.kind = input.kind;
  if (input.title !== undefined) set.title = input.title;
  if (input.description !== undefined) set.description = input.description;
  if (input.location !== undefined) set.location = input.location;
  if (input.allDay !== undefined) set.allDay = input.allDay;
  if (input.timeZone !== undefined) set.timeZone = input.timeZone;
  if (input.status !== undefined) set.status = input.status;
  // null keeps the owner: an event always has one.
  if (input.ownerId != null && input.ownerId !== row.ownerId) {
    await checkOwner(tx, companyId, input.ownerId);
    set.ownerId = input.ownerId;
  }
  if (input.clientId !== undefined && input.clientId !== row.clientId) {
    if (input.clientId !== null) await checkClient(tx, companyId, input.clientId);
    set.clientId = input.clientId;
  }
  const kind = input.kind ?? row.kind;
  if (kind !== 'contact') Object.assign(set, contactColumns(kind, null));
  else if (input.contact !== undefined) {
    const columns = contactColumns(kind, input.contact);
    if (columns.contactId) await checkContact(tx, companyId, set.clientId !== undefined ? set.clientId : row.clientId, columns.contactId);
    Object.assign(set, columns);
  } else if (set.clientId !== undefined && row.contactId !== null) {
    // Another client: the linked person is not theirs. The event keeps the copied fields.
    set.contactId = null;
  }
  return set;
}

/** The stored rule's columns for a series starting at start–end (single: rrule null, last end = end). */
export function ruleColumns(start: Date, end: Date, timeZone: string, rule: RecurrenceRule | null) {
  return { rrule: rule ? toRRule(rule) : null, lastEndsAt: lastEndOf({ start, end, timeZone, rule }) };
}

/** The times of an occurrence after a change: the given start and end, or the old ones (a new start alone keeps the length). */
export function movedTimes(base: { start: Date; end: Date }, input: { start?: string | undefined; end?: string | undefined }): { start: Date; end: Date } {
  const start = input.start ? new Date(input.start) : base.start;
  const end = input.end ? new Date(input.end) : input.start ? new Date(start.getTime() + base.end.getTime() - base.start.getTime()) : base.end;
  return { start, end };
}

/** A copy of an event's content (not its identity, times, rule or history) for a new row. */
export function copiedContent(row: CalendarEventRow): Omit<EventInsert, 'startsAt' | 'endsAt' | 'lastEndsAt'> {
  return {
    companyId: row.companyId,
    kind: row.kind,
    title: row.title,
    description: row.description,
    location: row.location,
    allDay: row.allDay,
    timeZone: row.timeZone,
    ownerId: row.ownerId,
    createdBy: row.createdBy,
    clientId: row.clientId,
    contactType: row.contactType,
    contactPriority: row.contactPriority,
    contactName: row.contactName,
    contactCompany: row.contactCompany,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    contactId: row.contactId,
    status: row.status,
    clientResponse: row.clientResponse,
    clientRespondedAt: row.clientRespondedAt,
    clientRespondedBy: row.clientRespondedBy,
    requestedBy: row.requestedBy,
    requestMessage: row.requestMessage,
    outcome: row.outcome,
    outcomeAt: row.outcomeAt,
    followUpOf: row.followUpOf,
  };
}
