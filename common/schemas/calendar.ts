/**
 * The calendar's API (issue 20): /api/calendar (the agency's team), /api/portal/clients/:id/calendar
 * (a client user), and the ICS feed. Times travel as ISO instants; the wall-clock side (an event's
 * IANA zone, its recurrence rule) is common/rules/calendar-time.ts and common/rules/recurrence.ts.
 * Every refusal names its field with its own code, so the dialog shows the Dutch message beside it.
 */
import { z } from 'zod';
import {
  appointmentDurations,
  calendarEventKinds,
  calendarEventStatuses,
  calendarFilterKinds,
  calendarLimits,
  clientResponses,
  contactOutcomes,
  contactPriorities,
  contactTypes,
  recurrenceScopes,
  reminderChannels,
} from '../calendar-constants.js';
import type { ErrorCode } from '../errors.js';
import { isValidTimeZone } from '../rules/calendar-time.js';
import { normalizePhone } from '../rules/phone.js';
import { recurrenceFreqs, recurrenceProblem, type RecurrenceRule } from '../rules/recurrence.js';
import { isValidClock } from '../rules/free-slots.js';
import { person } from './ad-accounts.js';
import { clientSummary } from './clients.js';
import { boundedDate, boundedInstant, isoInstant } from './dates.js';
import { characterCount, fail, oneLineText } from './text-rules.js';

// ---------------------------------------------------------------- answers

export const recurrenceRule = z.object({
  freq: z.enum(recurrenceFreqs, { message: 'RECURRENCE_INTERVAL_INVALID' }),
  interval: z.number({ message: 'RECURRENCE_INTERVAL_INVALID' }).int({ message: 'RECURRENCE_INTERVAL_INVALID' }),
  byWeekday: z
    .array(z.number({ message: 'RECURRENCE_DAYS_INVALID' }).int({ message: 'RECURRENCE_DAYS_INVALID' }))
    .max(7, { message: 'RECURRENCE_DAYS_INVALID' }),
  until: boundedDate('CALENDAR_TIME_INVALID').nullable(),
  count: z.number({ message: 'RECURRENCE_TOO_LONG' }).int({ message: 'RECURRENCE_TOO_LONG' }).min(1, { message: 'RECURRENCE_TOO_LONG' }).nullable(),
}) satisfies z.ZodType<RecurrenceRule>;

export const reminder = z.object({
  channel: z.enum(reminderChannels, { message: 'CALENDAR_REMINDER_INVALID' }),
  minutesBefore: z
    .number({ message: 'CALENDAR_REMINDER_INVALID' })
    .int({ message: 'CALENDAR_REMINDER_INVALID' })
    .min(0, { message: 'CALENDAR_REMINDER_INVALID' })
    .max(calendarLimits.reminderMinutesMax, { message: 'CALENDAR_REMINDER_INVALID' }),
});
export type Reminder = z.infer<typeof reminder>;

export const contactDetails = z.object({
  type: z.enum(contactTypes),
  priority: z.enum(contactPriorities),
  name: z.string().nullable(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164. */
  phone: z.string().nullable(),
  /** The client's contact person the fields were filled from (a link; the fields above are the event's own copy). */
  contactId: z.string().uuid().nullable(),
});
export type ContactDetails = z.infer<typeof contactDetails>;

/**
 * One occurrence on the calendar: a single event, or one time of a series (`occurrenceStart` is
 * its original start, the key of "alleen deze" and "deze en volgende").
 */
export const calendarOccurrence = z.object({
  /** Unique on the calendar: the event id, plus `@<epoch ms>` for a time of a series. */
  key: z.string(),
  eventId: z.string().uuid(),
  /** The series this time belongs to (the event itself for a recurring event, its series for an "alleen deze" edit). */
  seriesId: z.string().uuid().nullable(),
  occurrenceStart: z.string().nullable(),
  kind: z.enum(calendarEventKinds),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  status: z.enum(calendarEventStatuses),
  clientResponse: z.enum(clientResponses),
  /** The client and the owner, looked up in the answer's `clients` and `people` (named once each, not on every time). */
  clientId: z.string().uuid().nullable(),
  ownerId: z.string().uuid().nullable(),
  contactType: z.enum(contactTypes).nullable(),
  contactPriority: z.enum(contactPriorities).nullable(),
  /** A past contact moment of the reader's own without an outcome yet. */
  outcomeDue: z.boolean(),
  version: z.number().int(),
});
export type CalendarOccurrence = z.infer<typeof calendarOccurrence>;

/** A deadline another feature puts on the calendar (checklists now; forms, creatives and leads later). */
export const calendarDeadline = z.object({
  /** Unique on the calendar: `<source>:<id>`. */
  key: z.string(),
  source: z.string(),
  title: z.string(),
  at: z.string(),
  /** Where a click leads (a plain URL of the owning screen). */
  href: z.string(),
  client: clientSummary.nullable(),
  ownerIds: z.array(z.string().uuid()),
  done: z.boolean(),
});
export type CalendarDeadline = z.infer<typeof calendarDeadline>;

/** GET /api/calendar/events */
export const calendarRangeResponse = z.object({
  events: z.array(calendarOccurrence),
  /** The owners the events name. */
  people: z.array(person),
  /** The clients the events name. */
  clients: z.array(clientSummary),
  deadlines: z.array(calendarDeadline),
  /** More occurrences than one read answers (calendarLimits.occurrencesMax): narrow the filters. */
  truncated: z.boolean(),
});
export type CalendarRangeResponse = z.infer<typeof calendarRangeResponse>;

export const calendarEvent = z.object({
  id: z.string().uuid(),
  kind: z.enum(calendarEventKinds),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  timeZone: z.string(),
  recurrence: recurrenceRule.nullable(),
  seriesId: z.string().uuid().nullable(),
  originalStart: z.string().nullable(),
  owner: person.nullable(),
  createdBy: person.nullable(),
  client: clientSummary.nullable(),
  contact: contactDetails.nullable(),
  status: z.enum(calendarEventStatuses),
  clientResponse: z.enum(clientResponses),
  clientRespondedAt: z.string().nullable(),
  /** The client's reason for declining, when they gave one. */
  clientDeclineReason: z.string().nullable(),
  requestedBy: person.nullable(),
  requestMessage: z.string().nullable(),
  outcome: z.enum(contactOutcomes).nullable(),
  outcomeAt: z.string().nullable(),
  followUpOf: z.string().uuid().nullable(),
  reminders: z.array(reminder),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/** GET /api/calendar/events/:id */
export const calendarEventResponse = z.object({
  event: calendarEvent,
  /** With `?notification=` of the reader's own contact_event_update: the fields it changed. */
  changedFields: z.array(z.string()),
});
export type CalendarEventResponse = z.infer<typeof calendarEventResponse>;

/** POST /api/calendar/events/:id/outcome */
export const outcomeResponse = z.object({ event: calendarEvent, followUp: calendarEvent.nullable() });
export type OutcomeResponse = z.infer<typeof outcomeResponse>;

export const calendarSettings = z.object({
  timeZone: z.string(),
  workDays: z.array(z.number().int()),
  workStart: z.string(),
  workEnd: z.string(),
  feed: z.object({ active: z.boolean(), createdAt: z.string().nullable() }),
});
export type CalendarSettings = z.infer<typeof calendarSettings>;

/** POST /api/calendar/feed: the new secret address (shown once; the old one stops working). */
export const calendarFeedResponse = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponse>;

/** An appointment as the client sees it in the portal (no internal fields). */
export const portalAppointment = z.object({
  key: z.string(),
  eventId: z.string().uuid(),
  occurrenceStart: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  status: z.enum(calendarEventStatuses),
  clientResponse: z.enum(clientResponses),
  /** The account manager the appointment is with. */
  owner: person.nullable(),
  /** Asked for by someone of the client in the portal. */
  requested: z.boolean(),
  /** The client's reason for declining (their own words, shown back to them). */
  declineReason: z.string().nullable(),
  /** The reader asked for it and it has not begun: they may cancel it. */
  cancellable: z.boolean(),
  version: z.number().int(),
});
export type PortalAppointment = z.infer<typeof portalAppointment>;

export const portalCalendarResponse = z.object({ appointments: z.array(portalAppointment), managers: z.array(person) });
export type PortalCalendarResponse = z.infer<typeof portalCalendarResponse>;

export const freeSlotsResponse = z.object({ slots: z.array(z.object({ start: z.string(), end: z.string() })) });
export type FreeSlotsResponse = z.infer<typeof freeSlotsResponse>;

// ---------------------------------------------------------------- requests

const instant = boundedInstant('CALENDAR_TIME_INVALID');
/** The end of a range read: its start is bounded, its length limited (so it may end in the year 3000). */
const rangeEnd = isoInstant('CALENDAR_TIME_INVALID');

const uuidList = z
  .string()
  .max(2_000)
  .transform((v, ctx) => {
    const ids = v.split(',').filter(Boolean);
    if (ids.length > 50 || ids.some((id) => !z.string().uuid().safeParse(id).success)) {
      ctx.addIssue({ code: 'custom', message: 'VALIDATION_FAILED' });
      return z.NEVER;
    }
    return ids;
  });

/** GET /api/calendar/events: a range (≤ 62 days) and the filters. */
export const calendarRangeQuery = z
  .object({
    from: instant,
    to: rangeEnd,
    /** Comma-separated client ids. */
    clients: uuidList.optional(),
    /** Comma-separated colleague ids (owners; the sidebar's marketeer selector too). */
    owners: uuidList.optional(),
    kinds: z
      .string()
      .max(200)
      .transform((v, ctx) => {
        const kinds = v.split(',').filter(Boolean);
        if (kinds.some((k) => !(calendarFilterKinds as readonly string[]).includes(k))) {
          ctx.addIssue({ code: 'custom', message: 'VALIDATION_FAILED' });
          return z.NEVER;
        }
        return kinds as (typeof calendarFilterKinds)[number][];
      })
      .optional(),
  })
  .superRefine((q, ctx) => {
    const span = Date.parse(q.to) - Date.parse(q.from);
    if (!(span > 0) || span > calendarLimits.rangeMaxDays * 86_400_000) ctx.addIssue({ code: 'custom', message: 'CALENDAR_RANGE_INVALID', path: ['to'] });
  });
export type CalendarRangeQuery = z.input<typeof calendarRangeQuery>;
export type CalendarRangeFilters = z.infer<typeof calendarRangeQuery>;

const optionalText = (max: number, code: ErrorCode) =>
  z
    .string()
    .trim()
    .refine((t) => characterCount(t) <= max, fail(code))
    .nullish()
    .transform((t) => t || null);

const optionalLine = (max: number, code: ErrorCode) =>
  oneLineText({ max, tooLong: code })
    .nullish()
    .transform((v) => v || null);

const contactEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { message: 'CALENDAR_EMAIL_INVALID' })
  .refine((v) => v === '' || z.email().safeParse(v).success, fail('CALENDAR_EMAIL_INVALID'))
  .nullish()
  .transform((v) => v || null);

const contactPhone = z
  .string()
  .trim()
  .max(40, { message: 'CALENDAR_PHONE_INVALID' })
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const e164 = normalizePhone(value);
    if (!e164) {
      ctx.addIssue({ code: 'custom', message: 'CALENDAR_PHONE_INVALID' });
      return z.NEVER;
    }
    return e164;
  });

export const contactInput = z.object({
  type: z.enum(contactTypes, { message: 'CALENDAR_CONTACT_TYPE_REQUIRED' }),
  priority: z.enum(contactPriorities, { message: 'CALENDAR_PRIORITY_INVALID' }).default('normaal'),
  name: optionalLine(calendarLimits.companyMax, 'CALENDAR_CONTACT_TEXT_TOO_LONG'),
  company: optionalLine(calendarLimits.companyMax, 'CALENDAR_CONTACT_TEXT_TOO_LONG'),
  email: contactEmail,
  phone: contactPhone,
  /** One of the event client's contact persons (CALENDAR_CONTACT_UNKNOWN otherwise); null: no link. */
  contactId: z
    .string({ message: 'CALENDAR_CONTACT_UNKNOWN' })
    .uuid({ message: 'CALENDAR_CONTACT_UNKNOWN' })
    .nullish()
    .transform((id) => id ?? null),
});
export type ContactInput = z.input<typeof contactInput>;

const reminders = z
  .array(reminder)
  .max(calendarLimits.remindersMax, { message: 'CALENDAR_REMINDERS_TOO_MANY' })
  .refine((list) => new Set(list.map((r) => `${r.channel}:${r.minutesBefore}`)).size === list.length, fail('CALENDAR_REMINDER_DUPLICATE'));

const eventFields = {
  kind: z.enum(calendarEventKinds, { message: 'CALENDAR_KIND_INVALID' }),
  title: oneLineText({ max: calendarLimits.titleMax, tooLong: 'CALENDAR_TITLE_TOO_LONG', required: 'CALENDAR_TITLE_REQUIRED' }),
  description: optionalText(calendarLimits.descriptionMax, 'CALENDAR_DESCRIPTION_TOO_LONG'),
  location: optionalLine(calendarLimits.locationMax, 'CALENDAR_LOCATION_TOO_LONG'),
  start: instant,
  end: instant,
  allDay: z.boolean().default(false),
  timeZone: z.string().max(64, { message: 'CALENDAR_TIME_ZONE_INVALID' }).refine(isValidTimeZone, fail('CALENDAR_TIME_ZONE_INVALID')),
  /** Whose event (default: the one creating it). */
  ownerId: z.string().uuid({ message: 'CALENDAR_OWNER_UNKNOWN' }).nullish(),
  clientId: z.string().uuid({ message: 'CLIENT_UNKNOWN' }).nullish(),
  contact: contactInput.nullish(),
  recurrence: recurrenceRule.nullish(),
  reminders,
};

export interface EventShape {
  kind?: (typeof calendarEventKinds)[number];
  start?: string;
  end?: string;
  timeZone?: string;
  clientId?: string | null;
  contact?: { type: (typeof contactTypes)[number]; email: string | null; phone: string | null } | null;
  recurrence?: RecurrenceRule | null;
}

/**
 * The rules across fields, on the values an event will have (the request's, or for a change the
 * stored ones merged with it): the server runs it again after merging. Answers [field, code] pairs.
 */
export function eventProblems(e: EventShape): [string, ErrorCode][] {
  const problems: [string, ErrorCode][] = [];
  const start = e.start ? Date.parse(e.start) : NaN;
  const end = e.end ? Date.parse(e.end) : NaN;
  if (!Number.isNaN(start) && !Number.isNaN(end)) {
    if (end <= start) problems.push(['end', 'CALENDAR_END_BEFORE_START']);
    else if (end - start > 31 * 86_400_000) problems.push(['end', 'CALENDAR_TOO_LONG']);
  }
  if (e.kind === 'appointment' && !e.clientId) problems.push(['clientId', 'CALENDAR_CLIENT_REQUIRED']);
  if (e.kind === 'contact') {
    if (!e.contact) problems.push(['contact.type', 'CALENDAR_CONTACT_TYPE_REQUIRED']);
    else if ((e.contact.type === 'telefoon' || e.contact.type === 'whatsapp') && !e.contact.phone) problems.push(['contact.phone', 'CALENDAR_PHONE_REQUIRED']);
    else if (e.contact.type === 'email' && !e.contact.email) problems.push(['contact.email', 'CALENDAR_EMAIL_REQUIRED']);
  }
  if (e.recurrence && !Number.isNaN(start) && e.timeZone && isValidTimeZone(e.timeZone)) {
    const problem = recurrenceProblem(e.recurrence, new Date(start), e.timeZone);
    if (problem)
      problems.push([problem === 'RECURRENCE_UNTIL_BEFORE_START' || problem === 'RECURRENCE_END_REQUIRED' ? 'recurrence.until' : 'recurrence', problem]);
  }
  return problems;
}

function addProblems(e: EventShape, ctx: z.RefinementCtx) {
  for (const [field, code] of eventProblems(e)) ctx.addIssue({ code: 'custom', message: code, path: field.split('.') });
}

/** POST /api/calendar/events */
export const createEventRequest = z
  .object({
    ...eventFields,
    reminders: reminders.default([{ channel: 'in_app', minutesBefore: calendarLimits.defaultReminderMinutes }]),
  })
  .superRefine(addProblems);
export type CreateEventRequest = z.input<typeof createEventRequest>;
export type CreateEventInput = z.infer<typeof createEventRequest>;

/** Which time of a series a change or delete is about, and how far it reaches. */
const occurrenceChoice = {
  /** For a recurring event: the original start of the time the user acted on. */
  occurrenceStart: instant.optional(),
  scope: z.enum(recurrenceScopes, { message: 'CALENDAR_SCOPE_REQUIRED' }).optional(),
};

/**
 * PATCH /api/calendar/events/:id: the fields given change (null clears an optional one); `version`
 * is the one the user saw (409 CALENDAR_EVENT_CHANGED when someone changed it meanwhile).
 */
export const updateEventRequest = z
  .object({
    kind: eventFields.kind.optional(),
    title: eventFields.title.optional(),
    description: eventFields.description.optional(),
    location: eventFields.location.optional(),
    start: instant.optional(),
    end: instant.optional(),
    allDay: z.boolean().optional(),
    timeZone: eventFields.timeZone.optional(),
    ownerId: eventFields.ownerId.optional(),
    clientId: eventFields.clientId.optional(),
    contact: eventFields.contact.optional(),
    recurrence: eventFields.recurrence.optional(),
    reminders: reminders.optional(),
    /** A marketeer confirms a client's request (tentative → confirmed). */
    status: z.enum(calendarEventStatuses).optional(),
    version: z.number().int().min(1),
    ...occurrenceChoice,
  })
  .superRefine((e, ctx) => {
    // Only what the request itself shows; the server checks the merged event again.
    if (e.start && e.end) addProblems({ start: e.start, end: e.end }, ctx);
  });
export type UpdateEventRequest = z.input<typeof updateEventRequest>;
export type UpdateEventInput = z.infer<typeof updateEventRequest>;

/** DELETE /api/calendar/events/:id?version=&scope=&occurrenceStart= */
export const deleteEventQuery = z.object({ version: z.coerce.number().int().min(1), ...occurrenceChoice });
export type DeleteEventQuery = z.infer<typeof deleteEventQuery>;

/** POST /api/calendar/events/:id/outcome */
export const outcomeRequest = z
  .object({
    outcome: z.enum(contactOutcomes),
    /** opvolgen: the next contact moment this many days later, same time of day. */
    followUpDays: z
      .number({ message: 'CALENDAR_FOLLOW_UP_DAYS_INVALID' })
      .int({ message: 'CALENDAR_FOLLOW_UP_DAYS_INVALID' })
      .min(1, { message: 'CALENDAR_FOLLOW_UP_DAYS_INVALID' })
      .max(calendarLimits.followUpDaysMax, { message: 'CALENDAR_FOLLOW_UP_DAYS_INVALID' })
      .optional(),
    version: z.number().int().min(1),
  })
  .superRefine((o, ctx) => {
    if (o.outcome === 'opvolgen' && o.followUpDays === undefined)
      ctx.addIssue({ code: 'custom', message: 'CALENDAR_FOLLOW_UP_DAYS_INVALID', path: ['followUpDays'] });
  });
export type OutcomeRequest = z.infer<typeof outcomeRequest>;

/** PUT /api/calendar/settings */
export const calendarSettingsRequest = z
  .object({
    timeZone: eventFields.timeZone,
    workDays: z
      .array(z.number().int().min(1, { message: 'CALENDAR_WORK_DAYS_INVALID' }).max(7, { message: 'CALENDAR_WORK_DAYS_INVALID' }))
      .min(1, { message: 'CALENDAR_WORK_DAYS_INVALID' })
      .max(7, { message: 'CALENDAR_WORK_DAYS_INVALID' })
      .transform((days) => [...new Set(days)].sort()),
    workStart: z.string().refine(isValidClock, fail('CALENDAR_WORK_HOURS_INVALID')),
    workEnd: z.string().refine(isValidClock, fail('CALENDAR_WORK_HOURS_INVALID')),
  })
  .superRefine((s, ctx) => {
    if (isValidClock(s.workStart) && isValidClock(s.workEnd) && s.workEnd <= s.workStart)
      ctx.addIssue({ code: 'custom', message: 'CALENDAR_WORK_HOURS_INVALID', path: ['workEnd'] });
  });
export type CalendarSettingsRequest = z.infer<typeof calendarSettingsRequest>;

/** GET /api/portal/clients/:clientId/calendar?from=&to= */
export const portalCalendarQuery = z.object({ from: instant, to: rangeEnd }).superRefine((q, ctx) => {
  const span = Date.parse(q.to) - Date.parse(q.from);
  if (!(span > 0) || span > 366 * 86_400_000) ctx.addIssue({ code: 'custom', message: 'CALENDAR_RANGE_INVALID', path: ['to'] });
});

/** POST /api/portal/clients/:clientId/calendar/:eventId/response */
export const portalResponseRequest = z
  .object({
    response: z.enum(['accepted', 'declined']),
    /** Optional, with a decline only: shown to the team. */
    reason: optionalText(calendarLimits.declineReasonMax, 'CALENDAR_REASON_TOO_LONG'),
    occurrenceStart: instant.optional(),
    version: z.number().int().min(1),
  })
  .superRefine((r, ctx) => {
    if (r.reason && r.response !== 'declined') ctx.addIssue({ code: 'custom', message: 'CALENDAR_REASON_NOT_DECLINED', path: ['reason'] });
  });
export type PortalResponseRequest = z.infer<typeof portalResponseRequest>;

/** DELETE /api/portal/clients/:clientId/calendar/:eventId?version=: the client withdraws their own request. */
export const portalCancelQuery = z.object({ version: z.coerce.number().int().min(1) });

/** GET /api/portal/clients/:clientId/calendar/slots?managerId=&duration=&from= */
export const freeSlotsQuery = z.object({
  managerId: z.string().uuid({ message: 'CALENDAR_MANAGER_UNKNOWN' }),
  duration: z.coerce.number().refine((d) => (appointmentDurations as readonly number[]).includes(d), fail('CALENDAR_DURATION_INVALID')),
  /** The first day to look at (default today); up to calendarLimits.requestDaysAhead days ahead. */
  from: instant.optional(),
});

/** POST /api/portal/clients/:clientId/calendar/requests */
export const appointmentRequest = z.object({
  managerId: z.string().uuid({ message: 'CALENDAR_MANAGER_UNKNOWN' }),
  start: instant,
  duration: z.number().refine((d) => (appointmentDurations as readonly number[]).includes(d), fail('CALENDAR_DURATION_INVALID')),
  title: optionalLine(calendarLimits.titleMax, 'CALENDAR_TITLE_TOO_LONG'),
  message: optionalText(calendarLimits.messageMax, 'CALENDAR_MESSAGE_TOO_LONG'),
});
export type AppointmentRequestInput = z.infer<typeof appointmentRequest>;
