/**
 * A user's ICS feed (issue 20): what Google Calendar or Outlook subscribe to with the secret
 * address of Settings. It holds the events the user OWNS, in every company where they are still a
 * team member, from 3 months back to 12 months ahead, built with ical-generator.
 *
 * Every occurrence of a series is its own VEVENT with UID `<eventId>-<epoch ms of its start>@<host>`
 * and its start and end in UTC (an all-day one as dates in the event's zone). We expand series
 * ourselves (series.ts, the same rules as the calendar) instead of sending an RRULE with a
 * VTIMEZONE: subscribing clients then never apply recurrence or daylight-saving logic of their
 * own, so what they show is exactly what the app shows — including "alleen deze" edits and
 * deletions, which would otherwise need EXDATE/RECURRENCE-ID handling each client does its own way.
 * The UID stays the same for an occurrence as long as its original start does — an "alleen deze"
 * edit takes the UID of the occurrence it replaces — so an edit updates it in the subscriber's
 * calendar (SEQUENCE is the event's version). A shared appointment names its client as ATTENDEE
 * with the client's answer as PARTSTAT (ACCEPTED, DECLINED, NEEDS-ACTION; issue 33).
 */
import { and, asc, eq, gt, inArray, isNotNull, lt } from 'drizzle-orm';
import ical, { ICalAttendeeRole, ICalEventStatus, type ICalAttendeeData } from 'ical-generator';
import type { ClientResponse } from '../../../common/calendar-constants.js';
import { localDateKey } from '../../../common/rules/calendar-time.js';
import type { Db } from '../../db/database.js';
import { calendarEvents, clientContacts, clients, companyUsers, users } from '../../db/schema/index.js';
import { partstatOf } from './client-mails.js';
import { calendarTeamRoles } from './policy.js';
import { eventUrl } from './reminder-texts.js';
import { occurrencesOf } from './series.js';

const dayMs = 86_400_000;
/** The window a feed covers around now. */
export const feedDaysBack = 92;
export const feedDaysAhead = 366;
/** VEVENTs one feed holds at most (a year of several daily series stays far below). */
export const feedOccurrencesMax = 10_000;

/** The text of the user's feed at `now`. */
export async function buildFeed(db: Db, input: { userId: string; appOrigin: string; now: Date }): Promise<string> {
  const from = new Date(input.now.getTime() - feedDaysBack * dayMs);
  const to = new Date(input.now.getTime() + feedDaysAhead * dayMs);
  const rows = await db
    .select({
      id: calendarEvents.id,
      title: calendarEvents.title,
      description: calendarEvents.description,
      location: calendarEvents.location,
      startsAt: calendarEvents.startsAt,
      endsAt: calendarEvents.endsAt,
      allDay: calendarEvents.allDay,
      timeZone: calendarEvents.timeZone,
      rrule: calendarEvents.rrule,
      excludedStarts: calendarEvents.excludedStarts,
      status: calendarEvents.status,
      kind: calendarEvents.kind,
      clientId: calendarEvents.clientId,
      clientResponse: calendarEvents.clientResponse,
      clientRespondedBy: calendarEvents.clientRespondedBy,
      seriesId: calendarEvents.seriesId,
      originalStart: calendarEvents.originalStart,
      version: calendarEvents.version,
      updatedAt: calendarEvents.updatedAt,
    })
    .from(calendarEvents)
    // Only companies where the owner is still on the team: a former colleague's feed shows nothing of the agency.
    .innerJoin(
      companyUsers,
      and(
        eq(companyUsers.companyId, calendarEvents.companyId),
        eq(companyUsers.userId, calendarEvents.ownerId),
        inArray(companyUsers.role, [...calendarTeamRoles]),
      ),
    )
    .where(and(eq(calendarEvents.ownerId, input.userId), lt(calendarEvents.startsAt, to), gt(calendarEvents.lastEndsAt, from)));

  const host = new URL(input.appOrigin).host;
  const attendeeOf = await clientAttendees(db, rows, host);
  const calendar = ical({ name: 'Marketing Werkplek', prodId: { company: 'Marketing Werkplek', product: 'Agenda', language: 'NL' }, ttl: 3_600 });
  const uids = new Set<string>();
  for (const row of rows) {
    for (const occurrence of occurrencesOf(row, from, to, feedOccurrencesMax)) {
      // An "alleen deze" edit keeps the UID of the occurrence it replaces, so subscribers update that one.
      const uid =
        !row.rrule && row.seriesId && row.originalStart
          ? `${row.seriesId}-${row.originalStart.getTime()}@${host}`
          : `${row.id}-${occurrence.start.getTime()}@${host}`;
      if (uids.size >= feedOccurrencesMax || uids.has(uid)) continue;
      uids.add(uid);
      calendar.createEvent({
        id: uid,
        // All-day: the dates of its own zone (the end date is exclusive, the local midnight after).
        ...(row.allDay
          ? { allDay: true, start: localDateKey(occurrence.start, row.timeZone), end: localDateKey(occurrence.end, row.timeZone) }
          : { start: occurrence.start, end: occurrence.end }),
        summary: row.title,
        description: row.description,
        location: row.location,
        status: row.status === 'tentative' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
        attendees: attendeeOf(row),
        sequence: row.version,
        stamp: row.updatedAt,
        url: eventUrl(input.appOrigin, row.id),
      });
    }
  }
  return calendar.toString();
}

type AppointmentFields = { kind: string; clientId: string | null; clientResponse: ClientResponse; clientRespondedBy: string | null };

/**
 * The client of a shared appointment as its ATTENDEE (issue 33), with the client's answer as
 * PARTSTAT: the person who answered, else the client's first contact with an address, else an
 * address of the client on the app's host (a calendar needs one; it receives nothing).
 */
async function clientAttendees(db: Db, rows: readonly AppointmentFields[], host: string): Promise<(row: AppointmentFields) => ICalAttendeeData[]> {
  const shared = rows.filter((r) => r.kind === 'appointment' && r.clientId);
  const clientIds = [...new Set(shared.map((r) => r.clientId!))];
  const responderIds = [...new Set(shared.flatMap((r) => (r.clientRespondedBy ? [r.clientRespondedBy] : [])))];
  const names = new Map<string, { name: string; email: string | null }>();
  if (clientIds.length > 0) {
    const found = await db
      .select({ id: clients.id, name: clients.name, email: clientContacts.email })
      .from(clients)
      .leftJoin(clientContacts, and(eq(clientContacts.clientId, clients.id), isNotNull(clientContacts.email)))
      .where(inArray(clients.id, clientIds))
      .orderBy(asc(clientContacts.createdAt));
    for (const f of found) if (!names.has(f.id)) names.set(f.id, { name: f.name, email: f.email });
  }
  const responders = new Map(
    responderIds.length > 0
      ? (await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, responderIds))).map((u) => [u.id, u.email])
      : [],
  );
  return (row) => {
    if (row.kind !== 'appointment' || !row.clientId) return [];
    const client = names.get(row.clientId);
    const email = (row.clientRespondedBy && responders.get(row.clientRespondedBy)) || client?.email || `client-${row.clientId}@${host}`;
    return [{ email, name: client?.name ?? null, role: ICalAttendeeRole.REQ, status: partstatOf(row.clientResponse) }];
  };
}
