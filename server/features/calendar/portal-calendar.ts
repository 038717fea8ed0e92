/**
 * The portal's Agenda, read side (issue 20): the appointments a client user sees for one of their
 * clients (kind 'appointment' of that client only — never internal or contact events, never
 * another client's), their account managers, the free slots of one of those managers, and the
 * appointments waiting for the client's answer ("Actie vereist"). The caller has checked the client
 * scope (features/clients/scope.ts); every query here is also bound to the company and the client.
 */
import { and, asc, eq, gt, isNotNull, isNull, lt, or, type SQL } from 'drizzle-orm';
import { calendarLimits } from '../../../common/calendar-constants.js';
import { freeSlots, type Interval } from '../../../common/rules/free-slots.js';
import type { Person } from '../../../common/schemas/ad-accounts.js';
import type { PortalAppointment, PortalCalendarResponse } from '../../../common/schemas/calendar.js';
import type { PortalActionItem } from '../../../common/schemas/clients.js';
import type { Db } from '../../db/database.js';
import { calendarEvents, type CalendarEventRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { loadPeople } from '../../lib/people.js';
import { loadManagers } from '../clients/read-clients.js';
import { requireClientInScope, type ClientScope } from '../clients/scope.js';
import { nextOccurrenceOf, occurrenceKey, occurrencesOf, seriesOf } from './series.js';
import { workingHoursOf } from './settings.js';

const dayMsLength = 86_400_000;

/** Rows whose occurrences may overlap [from, to): single rows by their times, series by their last end. */
export function overlapping(from: Date, to: Date): SQL {
  return or(
    and(isNull(calendarEvents.rrule), lt(calendarEvents.startsAt, to), gt(calendarEvents.endsAt, from)),
    and(isNotNull(calendarEvents.rrule), lt(calendarEvents.startsAt, to), gt(calendarEvents.lastEndsAt, from)),
  )!;
}

/** The client's shared appointments (the only kind a portal ever reads). */
const appointmentsOf = (companyId: string, clientId: string) =>
  and(eq(calendarEvents.companyId, companyId), eq(calendarEvents.clientId, clientId), eq(calendarEvents.kind, 'appointment'));

/** A request of the client that has not begun: the client may withdraw it (portal-actions.ts, cancelOwnRequest). */
export const isCancellableRequest = (row: Pick<CalendarEventRow, 'requestedBy' | 'rrule' | 'startsAt'>, now: Date) =>
  row.requestedBy !== null && row.rrule === null && row.startsAt > now;

/** One occurrence of an appointment as the portal shows it: no internal fields. */
export function toPortalAppointment(
  row: CalendarEventRow,
  occurrence: { start: Date; end: Date },
  owners: Map<string, Person>,
  now = new Date(),
): PortalAppointment {
  const recurring = seriesOf(row) !== null;
  return {
    key: occurrenceKey(row.id, recurring, occurrence.start),
    eventId: row.id,
    occurrenceStart: recurring ? occurrence.start.toISOString() : null,
    title: row.title,
    description: row.description,
    location: row.location,
    start: occurrence.start.toISOString(),
    end: occurrence.end.toISOString(),
    allDay: row.allDay,
    status: row.status,
    clientResponse: row.clientResponse,
    owner: row.ownerId ? (owners.get(row.ownerId) ?? null) : null,
    requested: row.requestedBy !== null,
    declineReason: row.clientDeclineReason,
    cancellable: isCancellableRequest(row, now),
    version: row.version,
  };
}

/** The client's appointments with an occurrence in [from, to), ascending; at most calendarLimits.occurrencesMax. */
export async function listPortalAppointments(db: Db, input: { companyId: string; clientId: string; from: Date; to: Date }): Promise<PortalAppointment[]> {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(and(appointmentsOf(input.companyId, input.clientId), overlapping(input.from, input.to)))
    .orderBy(asc(calendarEvents.startsAt), asc(calendarEvents.id));
  const owners = await loadPeople(
    db,
    rows.map((r) => r.ownerId),
  );
  const list = rows.flatMap((row) => occurrencesOf(row, input.from, input.to, calendarLimits.occurrencesMax).map((o) => toPortalAppointment(row, o, owners)));
  list.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.key.localeCompare(b.key));
  return list.slice(0, calendarLimits.occurrencesMax);
}

/**
 * The Agenda of a client in the scope (404 outside it): its appointments in [from, to) and its
 * account managers. The portal's own read, and "Bekijk als klant" for the team (same answer).
 */
export async function readPortalAgenda(db: Db, scope: ClientScope, clientId: string, range: { from: Date; to: Date }): Promise<PortalCalendarResponse> {
  const client = await requireClientInScope(db, scope, clientId);
  const appointments = await listPortalAppointments(db, { companyId: scope.companyId, clientId: client.id, ...range });
  return { appointments, managers: await loadManagers(db, client.id) };
}

/** One appointment of the client as the portal shows it: the occurrence asked for, else the next one, else the first. */
export async function portalAppointmentOf(db: Db, row: CalendarEventRow, now: Date, occurrenceStart?: Date): Promise<PortalAppointment> {
  const owners = await loadPeople(db, [row.ownerId]);
  const asked = occurrenceStart
    ? occurrencesOf(row, occurrenceStart, new Date(occurrenceStart.getTime() + 1)).find((o) => o.start.getTime() === occurrenceStart.getTime())
    : undefined;
  const occurrence: { start: Date; end: Date } = asked ?? nextOccurrenceOf(row, now) ?? { start: row.startsAt, end: row.endsAt };
  return toPortalAppointment(row, occurrence, owners, now);
}

/** The client's account manager with this id, or 400 CALENDAR_MANAGER_UNKNOWN (also for anyone else of the agency). */
export async function requireManagerOf(db: Db, clientId: string, managerId: string): Promise<Person> {
  const manager = (await loadManagers(db, clientId)).find((m) => m.id === managerId);
  if (!manager) throw new AppError('CALENDAR_MANAGER_UNKNOWN', { fields: { managerId: 'CALENDAR_MANAGER_UNKNOWN' } });
  return manager;
}

/** Everything on the manager's own calendar in [from, to): any kind, tentative requests too, series expanded. */
export async function busyOf(db: Db, companyId: string, managerId: string, from: Date, to: Date): Promise<Interval[]> {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(and(eq(calendarEvents.companyId, companyId), eq(calendarEvents.ownerId, managerId), overlapping(from, to)));
  return rows.flatMap((row) => occurrencesOf(row, from, to, calendarLimits.occurrencesMax).map((o) => ({ start: o.start, end: o.end })));
}

/** The last instant a client may ask for: requestDaysAhead days from now. */
export const requestHorizon = (now: Date) => new Date(now.getTime() + calendarLimits.requestDaysAhead * dayMsLength);

/** The manager's free slots of `duration` minutes from `from` (default now) up to the request horizon. */
export async function managerFreeSlots(
  db: Db,
  input: { companyId: string; managerId: string; duration: number; from?: Date; now: Date },
): Promise<{ start: string; end: string }[]> {
  const from = input.from && input.from > input.now ? input.from : input.now;
  const horizon = requestHorizon(input.now);
  const to = new Date(Math.min(from.getTime() + calendarLimits.requestDaysAhead * dayMsLength, horizon.getTime()));
  if (!(to > from)) return [];
  const hours = await workingHoursOf(db, input.managerId);
  const busy = await busyOf(db, input.companyId, input.managerId, from, to);
  // Every slot up to the horizon (a half-hour grid of four weeks at most): the request dialog greys out the days without one.
  const limit = calendarLimits.requestDaysAhead * 48;
  return freeSlots({ hours, busy, from, to, durationMinutes: input.duration, now: input.now, limit }).map((s) => ({
    start: s.start.toISOString(),
    end: s.end.toISOString(),
  }));
}

/** Whether [start, start + duration) is one of the manager's free slots right now (read it after taking the manager's lock). */
export async function isFreeSlot(db: Db, input: { companyId: string; managerId: string; start: Date; duration: number; now: Date }): Promise<boolean> {
  const end = new Date(input.start.getTime() + input.duration * 60_000);
  if (end > requestHorizon(input.now)) return false;
  const hours = await workingHoursOf(db, input.managerId);
  const busy = await busyOf(db, input.companyId, input.managerId, input.start, end);
  const slots = freeSlots({ hours, busy, from: input.start, to: end, durationMinutes: input.duration, now: input.now, limit: 1 });
  return slots.length === 1 && slots[0]!.start.getTime() === input.start.getTime();
}

/** The portal's Agenda address of an appointment (the portal keeps the chosen client in `?client=`). */
export const portalAgendaHref = (clientId: string, eventId: string) =>
  `/clientportal/calendar?client=${encodeURIComponent(clientId)}&event=${encodeURIComponent(eventId)}`;

/** "Actie vereist": the client's upcoming appointments still waiting for their answer (deadline: the next start). */
export async function pendingAppointmentActions(db: Db, input: { companyId: string; clientId: string; now: Date }): Promise<PortalActionItem[]> {
  const rows = await db
    .select()
    .from(calendarEvents)
    .where(
      and(
        appointmentsOf(input.companyId, input.clientId),
        eq(calendarEvents.clientResponse, 'pending'),
        or(
          and(isNull(calendarEvents.rrule), gt(calendarEvents.startsAt, input.now)),
          and(isNotNull(calendarEvents.rrule), gt(calendarEvents.lastEndsAt, input.now)),
        ),
      ),
    )
    .orderBy(asc(calendarEvents.startsAt))
    .limit(50);
  return rows.flatMap((row) => {
    const next = nextOccurrenceOf(row, input.now);
    if (!next) return [];
    return [
      {
        kind: 'appointment',
        id: row.id,
        title: `Reageer op de afspraak “${row.title}”`,
        deadline: next.start.toISOString(),
        timeKind: row.allDay ? ('all-day-appointment' as const) : ('appointment' as const),
        href: portalAgendaHref(input.clientId, row.id),
      },
    ];
  });
}
