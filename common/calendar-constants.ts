/**
 * The calendar's constants (issue 20; spec sections 2, 3, 6 and 9) without zod, so the browser can
 * import them cheaply; common/schemas/calendar.ts builds the API's shapes on them.
 */
export { contactTypes } from './notification-constants.js';

/**
 * What an event is: `internal` (the team only), `appointment` (shared with a client, in their
 * portal), `contact` (a contact moment with a client's person: call, WhatsApp, mail or chat).
 * Deadlines are not stored events: features put them on the calendar through providers.
 */
export const calendarEventKinds = ['internal', 'appointment', 'contact'] as const;
export type CalendarEventKind = (typeof calendarEventKinds)[number];

/** What the calendar's kind filter offers: the stored kinds plus the providers' deadlines. */
export const calendarFilterKinds = [...calendarEventKinds, 'deadline'] as const;
export type CalendarFilterKind = (typeof calendarFilterKinds)[number];

export const contactPriorities = ['laag', 'normaal', 'hoog', 'urgent'] as const;
export type ContactPriority = (typeof contactPriorities)[number];

/** An event's own state: a client's request waits as `tentative` until the marketeer confirms it. */
export const calendarEventStatuses = ['confirmed', 'tentative'] as const;
export type CalendarEventStatus = (typeof calendarEventStatuses)[number];

/** The client's answer to a shared appointment. */
export const clientResponses = ['pending', 'accepted', 'declined'] as const;
export type ClientResponse = (typeof clientResponses)[number];

/** How a past contact event went (asked of its owner). `opvolgen` plans the next one. */
export const contactOutcomes = ['afgerond', 'geen_gehoor', 'opvolgen'] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

export const reminderChannels = ['in_app', 'email'] as const;
export type ReminderChannel = (typeof reminderChannels)[number];

/** Edits and deletes of a recurring event: alleen deze, deze en volgende, alle. */
export const recurrenceScopes = ['this', 'following', 'all'] as const;
export type RecurrenceScope = (typeof recurrenceScopes)[number];

export const appointmentDurations = [30, 60] as const;

export const calendarLimits = {
  titleMax: 200,
  descriptionMax: 5_000,
  locationMax: 200,
  companyMax: 120,
  remindersMax: 5,
  reminderMinutesMax: 40_320,
  defaultReminderMinutes: 10,
  /** The longest range one read may ask for (the agenda view's months, a feed). */
  rangeMaxDays: 62,
  /** Occurrences one read answers at most (a range full of daily series). */
  occurrencesMax: 5_000,
  followUpDaysMax: 365,
  /** How far ahead a client may ask for an appointment. */
  requestDaysAhead: 28,
  messageMax: 1_000,
  /** A client's reason for declining (migration 0018 checks the same bound). */
  declineReasonMax: 500,
} as const;

/** The spec's agenda warnings show 5 s (section 9), other toasts 4 s. */
export const agendaToastMs = 5_000;
