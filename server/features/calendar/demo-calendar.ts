/**
 * The demo workspace's calendar (SEED_DEMO): the events the demo inbox's calendar notifications are
 * about — a contact moment that was moved (contact_event_update), a call-back request
 * (contact_event) and the quarterly meeting a reminder was sent for (event_reminder) — so each
 * notification opens a real event. Times are wall-clock times in Amsterdam, relative to `now`.
 */
import { addLocalDays, isoWeekday, type LocalDate, utcToZoned, zonedToUtc } from '../../../common/rules/calendar-time.js';
import type { Db } from '../../db/database.js';
import { calendarEvents } from '../../db/schema/index.js';

const zone = 'Europe/Amsterdam';
const minuteMs = 60_000;
const hourMs = 60 * minuteMs;

export interface DemoCalendarInput {
  companyId: string;
  team: { eva: string; sanne: string; mark: string };
  /** The demo clients' ids by name. */
  clientIds: ReadonlyMap<string, string>;
  now: Date;
}

/** The demo events' ids, by what the inbox says about them. */
export interface DemoCalendarEvents {
  movedContact: string;
  callBack: string;
  quarterlyMeeting: string;
  /** Shared with Bakkerij De Gouden Korrel and waiting for its answer: the demo client's bell and "Actie vereist". */
  clientAppointment: { id: string; clientId: string | null; start: Date; end: Date };
}

function localDateOf(instant: Date): LocalDate {
  const { year, month, day } = utcToZoned(instant, zone);
  return { year, month, day };
}

function at(date: LocalDate, hour: number, minute = 0): Date {
  return zonedToUtc({ ...date, hour, minute }, zone);
}

/** The first `weekday` (1 = Monday … 7 = Sunday) after `date`. */
function nextWeekday(date: LocalDate, weekday: number): LocalDate {
  return addLocalDays(date, ((weekday - isoWeekday(date) + 6) % 7) + 1);
}

export async function seedDemoCalendar(tx: Db, input: DemoCalendarInput): Promise<DemoCalendarEvents> {
  const { companyId, team, clientIds, now } = input;
  const today = localDateOf(now);
  const single = (start: Date, minutes: number) => ({
    startsAt: start,
    endsAt: new Date(start.getTime() + minutes * minuteMs),
    lastEndsAt: new Date(start.getTime() + minutes * minuteMs),
  });
  const insert = async (values: Omit<typeof calendarEvents.$inferInsert, 'companyId' | 'timeZone' | 'lastEndsAt'> & { lastEndsAt: Date }) => {
    const [row] = await tx
      .insert(calendarEvents)
      .values({ companyId, timeZone: zone, ...values })
      .returning({ id: calendarEvents.id });
    return row!.id;
  };

  const movedContact = await insert({
    kind: 'contact',
    title: 'Gesprek over de nieuwe vestiging',
    description: 'Campagneplan voor de tweede vestiging doornemen.',
    ...single(at(nextWeekday(today, 4), 14), 30),
    ownerId: team.sanne,
    createdBy: team.eva,
    updatedBy: team.mark,
    clientId: clientIds.get('Bakkerij De Gouden Korrel') ?? null,
    contactType: 'telefoon',
    contactPriority: 'normaal',
    contactName: 'Ineke Bos',
    contactCompany: 'Bakkerij De Gouden Korrel',
    contactPhone: '+31301234567',
    version: 2,
    createdAt: new Date(now.getTime() - 72 * hourMs),
    updatedAt: new Date(now.getTime() - 20 * hourMs),
  });

  const callBack = await insert({
    kind: 'contact',
    title: 'Terugbellen over de Google Ads-resultaten',
    description: 'Samira wil graag teruggebeld worden over de resultaten van de Google Ads-campagnes.',
    ...single(at(addLocalDays(today, 1), 10), 15),
    ownerId: team.eva,
    createdBy: team.mark,
    updatedBy: team.mark,
    clientId: clientIds.get('Kapsalon Knip & Go') ?? null,
    contactType: 'telefoon',
    contactPriority: 'hoog',
    contactName: 'Samira El Amrani',
    contactCompany: 'Kapsalon Knip & Go',
    contactEmail: 'info@knipengo.nl',
    contactPhone: '+31207654321',
    createdAt: new Date(now.getTime() - 49 * hourMs),
    updatedAt: new Date(now.getTime() - 49 * hourMs),
  });

  // The reminder went out 195 hours ago: "Morgen om 10:00".
  const reminderSent = new Date(now.getTime() - 195 * hourMs);
  const quarterlyMeeting = await insert({
    kind: 'appointment',
    title: 'Kwartaaloverleg Fietsenmaker Van Dijk',
    description: 'Resultaten van het kwartaal en de plannen voor het voorjaar.',
    location: 'Fietsenmaker Van Dijk, Amersfoort',
    ...single(at(addLocalDays(localDateOf(reminderSent), 1), 10), 60),
    ownerId: team.sanne,
    createdBy: team.sanne,
    updatedBy: team.sanne,
    clientId: clientIds.get('Fietsenmaker Van Dijk') ?? null,
    clientResponse: 'accepted',
    clientRespondedAt: new Date(reminderSent.getTime() - 13 * 24 * hourMs),
    createdAt: new Date(reminderSent.getTime() - 14 * 24 * hourMs),
    updatedAt: new Date(reminderSent.getTime() - 14 * 24 * hourMs),
  });

  const clientStart = at(nextWeekday(today, 2), 11);
  const bakery = clientIds.get('Bakkerij De Gouden Korrel') ?? null;
  const clientAppointment = await insert({
    kind: 'appointment',
    title: 'Campagneplan voorjaar bespreken',
    description: 'De plannen voor de voorjaarscampagnes van beide vestigingen doornemen.',
    location: 'Online (videogesprek)',
    ...single(clientStart, 45),
    ownerId: team.sanne,
    createdBy: team.sanne,
    updatedBy: team.sanne,
    clientId: bakery,
    clientResponse: 'pending',
    createdAt: new Date(now.getTime() - 3 * hourMs),
    updatedAt: new Date(now.getTime() - 3 * hourMs),
  });

  return {
    movedContact,
    callBack,
    quarterlyMeeting,
    clientAppointment: { id: clientAppointment, clientId: bakery, start: clientStart, end: new Date(clientStart.getTime() + 45 * minuteMs) },
  };
}
