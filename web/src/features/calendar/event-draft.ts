/**
 * The event dialog's form as text (what the user typed, kept as typed whatever the server says)
 * and its request: wall-clock dates and times in the event's own zone → instants, the recurrence
 * choice → a RecurrenceRule, the contact fields only for a contact moment. The server judges
 * everything; `eventFieldOf` puts its field codes on the dialog's fields.
 */
import { calendarLimits, type CalendarEventKind, type ContactPriority, type contactTypes, type ReminderChannel } from '../../../../common/calendar-constants';
import { addLocalDays, isValidTimeZone, type LocalDate, utcToZoned, zonedToUtc } from '../../../../common/rules/calendar-time';
import type { RecurrenceRule } from '../../../../common/rules/recurrence';
import type { CalendarEvent, CreateEventRequest, Reminder } from '../../../../common/schemas/calendar';
import { daysArePicked, spanOf } from './draft-times';

export type ContactType = (typeof contactTypes)[number];

export type RepeatChoice = 'none' | 'daily' | 'weekly' | 'monthly';

export interface EventDraft {
  kind: CalendarEventKind;
  title: string;
  allDay: boolean;
  /** 'YYYY-MM-DD' and 'HH:mm', the wall clock in `timeZone`. */
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  /** Wall-clock minutes from start to end, kept while the start moves (draft-times.ts); null until both are set. */
  span: number | null;
  timeZone: string;
  ownerId: string | null;
  clientId: string | null;
  contactType: ContactType;
  priority: ContactPriority;
  contactName: string;
  company: string;
  email: string;
  phone: string;
  /** The client's contact person the contact fields were filled from (a link; the fields stay the event's own). */
  contactId: string | null;
  location: string;
  description: string;
  repeat: RepeatChoice;
  interval: string;
  /** ISO weekdays 1 (ma) … 7 (zo). */
  byWeekday: number[];
  /** The user picked the days; until then they follow the start's weekday. */
  daysPicked: boolean;
  endsBy: 'until' | 'count';
  until: string;
  count: string;
  reminders: ReminderDraft[];
}

/** One reminder as typed: a preset ('10') or 'custom' with its own number of minutes (kept as typed). */
export interface ReminderDraft {
  channel: ReminderChannel;
  when: string;
  custom: string;
}

/** The fields the dialog shows an error at (the server's names). */
export const eventFormFields = [
  'kind',
  'title',
  'start',
  'end',
  'timeZone',
  'ownerId',
  'clientId',
  'contact.type',
  'contact.priority',
  'contact.name',
  'contact.company',
  'contact.email',
  'contact.phone',
  'contact.contactId',
  'location',
  'description',
  'recurrence',
  'recurrence.until',
  'recurrence.count',
  'reminders',
] as const;
export type EventFormField = (typeof eventFormFields)[number];

/** Reminder presets (minutes before): 0, 5, 10, 15, 30, 60 minutes, 1 day, 1 week. */
export const reminderPresets = [0, 5, 10, 15, 30, 60, 1_440, 10_080] as const;

export const defaultReminder: Reminder = { channel: 'in_app', minutesBefore: calendarLimits.defaultReminderMinutes };

export function reminderDraftOf(reminder: Reminder): ReminderDraft {
  const preset = (reminderPresets as readonly number[]).includes(reminder.minutesBefore);
  return { channel: reminder.channel, when: preset ? String(reminder.minutesBefore) : 'custom', custom: String(reminder.minutesBefore) };
}

/** The reminder a row sends; a custom number that is not a whole number is sent as -1, which the server refuses at the field. */
export function reminderOf(row: ReminderDraft): Reminder {
  if (row.when !== 'custom') return { channel: row.channel, minutesBefore: Number(row.when) };
  const text = row.custom.trim();
  return { channel: row.channel, minutesBefore: /^\d{1,6}$/.test(text) ? Number(text) : -1 };
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateText = (d: LocalDate) => `${d.year}-${pad(d.month)}-${pad(d.day)}`;

function parseDate(text: string): LocalDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) } : null;
}

function parseTime(text: string): { hour: number; minute: number } | null {
  const match = /^(\d{2}):(\d{2})$/.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? { hour, minute } : null;
}

/** An instant's wall clock in the zone as the draft's date and time texts. */
export function wallClockOf(iso: string, timeZone: string): { date: string; time: string } {
  const local = utcToZoned(new Date(iso), isValidTimeZone(timeZone) ? timeZone : 'UTC');
  return { date: dateText(local), time: `${pad(local.hour)}:${pad(local.minute)}` };
}

/** The instant (ISO) of a date and time in the zone; '' when the texts are not a date and time (the server then names the field). */
export function instantOf(date: string, time: string, timeZone: string): string {
  const d = parseDate(date);
  const t = parseTime(time);
  if (!d || !t) return '';
  return zonedToUtc({ ...d, ...t }, isValidTimeZone(timeZone) ? timeZone : 'UTC').toISOString();
}

function emptyDraft(timeZone: string, ownerId: string | null): EventDraft {
  return {
    kind: 'internal',
    title: '',
    allDay: false,
    startDate: '',
    startTime: '',
    endDate: '',
    endTime: '',
    span: null,
    timeZone,
    ownerId,
    clientId: null,
    contactType: 'telefoon',
    priority: 'normaal',
    contactName: '',
    company: '',
    email: '',
    phone: '',
    contactId: null,
    location: '',
    description: '',
    repeat: 'none',
    interval: '1',
    byWeekday: [],
    daysPicked: false,
    endsBy: 'until',
    until: '',
    count: '10',
    reminders: [reminderDraftOf(defaultReminder)],
  };
}

/** A new event from a selection on the grid (or "Nieuw event": the next whole hour, one hour long). */
export function draftForNew(start: string, end: string, allDay: boolean, timeZone: string, ownerId: string | null, clientId: string | null = null): EventDraft {
  const draft = emptyDraft(timeZone, ownerId);
  const from = wallClockOf(start, timeZone);
  const to = wallClockOf(end, timeZone);
  // An all-day selection ends at midnight after its last day: the dialog shows that last day.
  const endDate = allDay ? dateText(addLocalDays(parseDate(to.date)!, -1)) : to.date;
  const times = {
    startDate: from.date,
    startTime: allDay ? '09:00' : from.time,
    endDate: endDate < from.date ? from.date : endDate,
    endTime: allDay ? '10:00' : to.time,
  };
  return { ...draft, allDay, clientId, ...times, span: spanOf(times), byWeekday: [utcToZoned(new Date(start), timeZone).weekday] };
}

/** An event to edit; for a time of a series, `occurrence` gives that time's start and end. */
export function draftForEvent(event: CalendarEvent, occurrence: { start: string; end: string } | null = null): EventDraft {
  const start = occurrence?.start ?? event.start;
  const end = occurrence?.end ?? event.end;
  const draft = draftForNew(start, end, event.allDay, event.timeZone, event.owner?.id ?? null, event.client?.id ?? null);
  const rule = event.recurrence;
  return {
    ...draft,
    kind: event.kind,
    title: event.title,
    location: event.location ?? '',
    description: event.description ?? '',
    contactType: event.contact?.type ?? 'telefoon',
    priority: event.contact?.priority ?? 'normaal',
    contactName: event.contact?.name ?? '',
    company: event.contact?.company ?? '',
    email: event.contact?.email ?? '',
    phone: event.contact?.phone ?? '',
    contactId: event.contact?.contactId ?? null,
    repeat: rule ? rule.freq : 'none',
    interval: rule ? String(rule.interval) : '1',
    byWeekday: rule && rule.byWeekday.length > 0 ? [...rule.byWeekday] : draft.byWeekday,
    daysPicked: rule ? daysArePicked(rule.byWeekday, draft.startDate) : false,
    endsBy: rule?.count ? 'count' : 'until',
    until: rule?.until ?? '',
    count: rule?.count ? String(rule.count) : '10',
    reminders: event.reminders.map(reminderDraftOf),
  };
}

const wholeNumber = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : 0);

export function recurrenceOf(draft: EventDraft): RecurrenceRule | null {
  if (draft.repeat === 'none') return null;
  return {
    freq: draft.repeat,
    interval: wholeNumber(draft.interval),
    byWeekday: draft.repeat === 'weekly' ? [...draft.byWeekday].sort((a, b) => a - b) : [],
    until: draft.endsBy === 'until' ? draft.until || null : null,
    count: draft.endsBy === 'count' ? wholeNumber(draft.count) || null : null,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/** The request for POST (and, with version and scope, PATCH) /api/calendar/events. */
export function requestOf(draft: EventDraft): Required<Omit<CreateEventRequest, 'allDay'>> & { allDay: boolean } {
  let start: string;
  let end: string;
  if (draft.allDay) {
    start = instantOf(draft.startDate, '00:00', draft.timeZone);
    const last = parseDate(draft.endDate);
    end = last ? instantOf(dateText(addLocalDays(last, 1)), '00:00', draft.timeZone) : '';
  } else {
    start = instantOf(draft.startDate, draft.startTime, draft.timeZone);
    end = instantOf(draft.endDate, draft.endTime, draft.timeZone);
  }
  return {
    kind: draft.kind,
    title: draft.title,
    description: orNull(draft.description),
    location: orNull(draft.location),
    start,
    end,
    allDay: draft.allDay,
    timeZone: draft.timeZone,
    ownerId: draft.ownerId,
    clientId: draft.clientId,
    contact:
      draft.kind === 'contact'
        ? {
            type: draft.contactType,
            priority: draft.priority,
            name: orNull(draft.contactName),
            company: orNull(draft.company),
            email: orNull(draft.email),
            phone: orNull(draft.phone),
            contactId: draft.contactId,
          }
        : null,
    recurrence: recurrenceOf(draft),
    reminders: draft.reminders.map(reminderOf),
  };
}

/** A server field path → the dialog field that shows it ('reminders.2.minutesBefore' → 'reminders'), or null. */
export function eventFieldOf(path: string): EventFormField | null {
  if ((eventFormFields as readonly string[]).includes(path)) return path as EventFormField;
  const head = path.split('.')[0];
  if (head === 'reminders') return 'reminders';
  if (head === 'recurrence') return 'recurrence';
  if (head === 'contact') return 'contact.type';
  if (head === 'allDay') return 'start';
  return null;
}

/** The server's field errors on the dialog's fields (the first code per field wins). */
export function eventFieldErrors(fields: Record<string, string> | undefined): Record<string, string> {
  const mapped: Record<string, string> = {};
  for (const [path, code] of Object.entries(fields ?? {})) {
    const field = eventFieldOf(path);
    if (field && !mapped[field]) mapped[field] = code;
  }
  return mapped;
}

/** Another reminder may be added while below the limit (5). */
export function canAddReminder(reminders: readonly ReminderDraft[]): boolean {
  return reminders.length < calendarLimits.remindersMax;
}

/** The next reminder to add: the first preset not yet used on that channel. */
export function nextReminder(reminders: readonly ReminderDraft[], channel: ReminderChannel = 'in_app'): ReminderDraft {
  const used = new Set(reminders.filter((r) => r.channel === channel).map((r) => reminderOf(r).minutesBefore));
  const minutes = reminderPresets.find((m) => !used.has(m)) ?? calendarLimits.defaultReminderMinutes;
  return reminderDraftOf({ channel, minutesBefore: minutes });
}
