/**
 * The Dutch texts of an event reminder (issue 20): the inbox item's title ("Over 10 minuten: Bel
 * Bakkerij Jansen") and description (when, in the owner's time zone, and where), and the e-mail
 * of an e-mail reminder with a link that opens the event (`/calender?event=<id>`).
 */
import { localDateKey } from '../../../common/rules/calendar-time.js';
import { renderMailHtml, renderMailText, type MailContent } from '../../lib/mail/layout.js';
import type { OutgoingMail } from '../../lib/mail/outbox.js';

export const eventReminderMailKind = 'event-reminder';

export interface ReminderEvent {
  id: string;
  title: string;
  location: string | null;
  allDay: boolean;
  /** The event's own zone (an all-day event's dates are its zone's). */
  timeZone: string;
  clientName: string | null;
  contactName: string | null;
  contactCompany: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
}

export interface ReminderOccurrence {
  start: Date;
  end: Date;
}

const formats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function formatsOf(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat('nl-NL', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
      time: new Intl.DateTimeFormat('nl-NL', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "10 minuten", "1 uur en 30 minuten", "2 dagen", "1 week": the two largest units, weeks only when whole. */
export function durationLabel(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  if (minutes > 0 && minutes % 10_080 === 0) return plural(minutes / 10_080, 'week', 'weken');
  const parts = [
    plural(Math.floor(minutes / 1_440), 'dag', 'dagen'),
    plural(Math.floor((minutes % 1_440) / 60), 'uur', 'uur'),
    plural(minutes % 60, 'minuut', 'minuten'),
  ].filter((p) => !p.startsWith('0 '));
  return parts.slice(0, 2).join(' en ') || '0 minuten';
}

/** The inbox title: how long until it starts (counted from now, so a late reminder says the truth). */
export function reminderTitle(title: string, start: Date, now: Date): string {
  const minutes = Math.round((start.getTime() - now.getTime()) / 60_000);
  return minutes <= 0 ? `Herinnering: ${title}` : `Over ${durationLabel(minutes)}: ${title}`;
}

/** The day of an all-day occurrence in its own zone, as a Date whose UTC day is that day (for formatting). */
function localDay(start: Date, timeZone: string): Date {
  return new Date(`${localDateKey(start, timeZone)}T12:00:00Z`);
}

/** "woensdag 25 november 2026, 14:00–14:30" in `zone`; an all-day event "woensdag 25 november 2026 (hele dag)". */
export function whenText(event: Pick<ReminderEvent, 'allDay' | 'timeZone'>, occurrence: ReminderOccurrence, zone: string): string {
  if (event.allDay) return `${formatsOf('UTC').day.format(localDay(occurrence.start, event.timeZone))} (hele dag)`;
  const f = formatsOf(zone);
  return `${f.day.format(occurrence.start)}, ${f.time.format(occurrence.start)}–${f.time.format(occurrence.end)}`;
}

export function reminderDescription(event: ReminderEvent, occurrence: ReminderOccurrence, zone: string): string {
  return [whenText(event, occurrence, zone), event.location].filter(Boolean).join(' · ');
}

export function eventUrl(appOrigin: string, eventId: string): string {
  return `${appOrigin}/calender?event=${encodeURIComponent(eventId)}`;
}

/** The mail of an e-mail reminder, to the event's owner. */
export function reminderMail(input: {
  to: string;
  name: string | null;
  event: ReminderEvent;
  occurrence: ReminderOccurrence;
  zone: string;
  now: Date;
  appOrigin: string;
}): OutgoingMail {
  const { event, occurrence, zone } = input;
  const contact = [event.contactName, event.contactCompany].filter(Boolean).join(', ');
  const content: MailContent = {
    lang: 'nl',
    paragraphs: [
      input.name ? `Hallo ${input.name},` : 'Hallo,',
      `${reminderTitle(event.title, occurrence.start, input.now)}.`,
      `Wanneer: ${whenText(event, occurrence, zone)}${event.allDay ? '' : ` (${zone})`}`,
      ...(event.location ? [`Waar: ${event.location}`] : []),
      ...(event.clientName ? [`Klant: ${event.clientName}`] : []),
      ...(contact ? [`Contactpersoon: ${contact}`] : []),
      ...(event.contactPhone ? [`Telefoon: ${event.contactPhone}`] : []),
      ...(event.contactEmail ? [`E-mail: ${event.contactEmail}`] : []),
    ],
    action: { label: 'Open in de agenda', url: eventUrl(input.appOrigin, event.id) },
    footnote: 'Je krijgt deze mail omdat je voor deze afspraak een herinnering per e-mail hebt ingesteld.',
  };
  const at = event.allDay
    ? `op ${formatsOf('UTC').day.format(localDay(occurrence.start, event.timeZone))}`
    : `om ${formatsOf(zone).time.format(occurrence.start)}`;
  return {
    to: input.to,
    subject: `Herinnering: ${event.title} ${at}`,
    kind: eventReminderMailKind,
    text: renderMailText(content),
    html: renderMailHtml(content),
  };
}
