/**
 * The mails a client's portal users get about their appointments (issue 33): a new shared
 * appointment, a confirmed request, a moved or changed one (their answer waits again) and a
 * cancelled one — in the agency's look (clients/mails.ts) with the appointment as an .ics
 * attachment (METHOD:REQUEST, or CANCEL with STATUS:CANCELLED), the recipient its ATTENDEE with
 * the client's answer as PARTSTAT and the account manager its ORGANIZER.
 *
 * UIDs follow the feed's for a time of a series (`<eventId>-<epoch ms>@<host>`, an "alleen deze"
 * edit the UID of the time it replaces); a single appointment keeps `<eventId>@<host>` so a move
 * updates it in the recipient's calendar (SEQUENCE is the event's version).
 */
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { clientOnlyNotificationTypes } from '../../../common/notification-constants.js';
import type { ClientResponse } from '../../../common/calendar-constants.js';
import { localDateKey } from '../../../common/rules/calendar-time.js';
import type { CalendarEventRow } from '../../db/schema/index.js';
import type { MailAttachment, OutgoingMail } from '../../lib/mail/outbox.js';
import { brandedMail, type Brand } from '../clients/mails.js';
import { appointmentTimeText } from './appointment-text.js';
import { portalAgendaHref } from './portal-calendar.js';

export type ClientAppointmentKind = (typeof clientOnlyNotificationTypes)[number];

export type MailedAppointment = Pick<
  CalendarEventRow,
  'id' | 'title' | 'description' | 'location' | 'allDay' | 'timeZone' | 'version' | 'rrule' | 'seriesId' | 'originalStart' | 'clientResponse'
>;

/** What one mail is about: the appointment, the times it concerns and who it is with. */
export interface AppointmentNews {
  kind: ClientAppointmentKind;
  appointment: MailedAppointment;
  /** The times concerned (one for a single appointment, the coming ones of a series). */
  occurrences: readonly { start: Date; end: Date }[];
  clientId: string;
  clientName: string;
  owner: { name: string | null; email: string } | null;
}

const partstat: Record<ClientResponse, ICalAttendeeStatus> = {
  pending: ICalAttendeeStatus.NEEDSACTION,
  accepted: ICalAttendeeStatus.ACCEPTED,
  declined: ICalAttendeeStatus.DECLINED,
};

/** The attendee's PARTSTAT for a client's answer (the feed says the same). */
export const partstatOf = (response: ClientResponse): ICalAttendeeStatus => partstat[response];

/** The UID of one time of an appointment (see the header). */
export function appointmentUid(a: Pick<MailedAppointment, 'id' | 'rrule' | 'seriesId' | 'originalStart'>, start: Date, host: string): string {
  if (a.rrule) return `${a.id}-${start.getTime()}@${host}`;
  if (a.seriesId && a.originalStart) return `${a.seriesId}-${a.originalStart.getTime()}@${host}`;
  return `${a.id}@${host}`;
}

const texts: Record<ClientAppointmentKind, { subject: string; lead: (agency: string, client: string) => string; ask: boolean }> = {
  appointment_shared: { subject: 'Nieuwe afspraak', lead: (agency, client) => `${agency} heeft een afspraak met ${client} gepland.`, ask: true },
  appointment_confirmed: { subject: 'Afspraak bevestigd', lead: (agency) => `${agency} heeft je afspraakverzoek bevestigd.`, ask: false },
  appointment_moved: {
    subject: 'Afspraak gewijzigd',
    lead: (agency) => `${agency} heeft de afspraak verzet of gewijzigd. Je eerdere reactie geldt daarom niet meer.`,
    ask: true,
  },
  appointment_cancelled: { subject: 'Afspraak geannuleerd', lead: (agency) => `${agency} heeft de afspraak geannuleerd.`, ask: false },
};

/** The inbox's title of the news ("Afspraak gewijzigd: Kwartaaloverleg"). */
export const newsTitle = (news: Pick<AppointmentNews, 'kind' | 'appointment'>) => `${texts[news.kind].subject}: ${news.appointment.title}`;

/** "woensdag 4 maart 2026, 10:00–10:30", with "(en N keer daarna)" for a series. */
export function newsWhen(news: Pick<AppointmentNews, 'appointment' | 'occurrences'>): string {
  const [first] = news.occurrences;
  if (!first) return '';
  const more = news.occurrences.length - 1;
  return `${appointmentTimeText(first.start, first.end, news.appointment.timeZone)}${more > 0 ? ` (en ${more} keer daarna)` : ''}`;
}

/** The .ics of the news for one recipient. */
export function appointmentIcs(news: AppointmentNews, recipient: { email: string; name: string | null }, host: string, url: string): string {
  const cancelled = news.kind === 'appointment_cancelled';
  const calendar = ical({
    prodId: { company: 'Marketing Werkplek', product: 'Agenda', language: 'NL' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const a = news.appointment;
  for (const o of news.occurrences) {
    calendar.createEvent({
      id: appointmentUid(a, o.start, host),
      ...(a.allDay ? { allDay: true, start: localDateKey(o.start, a.timeZone), end: localDateKey(o.end, a.timeZone) } : { start: o.start, end: o.end }),
      summary: a.title,
      description: a.description,
      location: a.location,
      url,
      // A cancellation outranks the version that was mailed before.
      sequence: cancelled ? a.version + 1 : a.version,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(news.owner ? { organizer: { name: news.owner.name ?? news.owner.email, email: news.owner.email } } : {}),
      attendees: [
        {
          email: recipient.email,
          ...(recipient.name ? { name: recipient.name } : {}),
          role: ICalAttendeeRole.REQ,
          status: partstatOf(a.clientResponse),
        },
      ],
    });
  }
  return calendar.toString();
}

/** The branded mail of the news for one recipient, with its .ics. */
export function appointmentMail(news: AppointmentNews, recipient: { email: string; name: string | null }, brand: Brand, appOrigin: string): OutgoingMail {
  const { subject, lead, ask } = texts[news.kind];
  const url = `${appOrigin}${portalAgendaHref(news.clientId, news.appointment.id)}`;
  const a = news.appointment;
  const attachment: MailAttachment = {
    filename: 'afspraak.ics',
    contentType: `text/calendar; charset=utf-8; method=${news.kind === 'appointment_cancelled' ? 'CANCEL' : 'REQUEST'}`,
    content: appointmentIcs(news, recipient, new URL(appOrigin).host, url),
  };
  return brandedMail(
    recipient.email,
    `${subject}: ${a.title}`,
    news.kind,
    {
      brand,
      paragraphs: [
        recipient.name ? `Hallo ${recipient.name},` : 'Hallo,',
        lead(brand.name, news.clientName),
        `${a.title} — ${newsWhen(news)}`,
        ...(a.location ? [`Locatie: ${a.location}`] : []),
        ...(news.owner ? [`Met: ${news.owner.name ?? news.owner.email}`] : []),
        ...(ask ? ['Laat in het klantportaal weten of het je past.'] : []),
      ],
      action: { label: 'Bekijk in het klantportaal', url },
      footnote: 'De afspraak zit als agenda-bestand (.ics) bij deze mail. Deze mails zet je uit in het klantportaal bij Instellingen.',
    },
    [attachment],
  );
}
