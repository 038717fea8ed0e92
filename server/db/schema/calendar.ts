/**
 * The calendar (issue 20): events of an agency's team (internal, shared appointments with a client,
 * contact moments), recurring ones stored as an RRULE with their IANA zone and expanded in
 * wall-clock time (common/rules/recurrence.ts), their reminders with what was sent (exactly once per
 * occurrence and reminder), and each user's calendar settings (time zone, working hours, the secret
 * of their ICS feed). Company-scoped like every tenant table; a client user reaches only the
 * appointments of their own clients (features/calendar/policy.ts).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  calendarEventKinds,
  calendarEventStatuses,
  clientResponses,
  contactOutcomes,
  contactPriorities,
  contactTypes,
  reminderChannels,
} from '../../../common/calendar-constants.js';
import { clientContacts, clients } from './clients.js';
import { companies, users } from './core.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: calendarEventKinds }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    /** The (first) occurrence; an all-day event runs from local midnight to local midnight. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    /** The IANA zone the wall-clock times (and a series' occurrences) belong to. */
    timeZone: text('time_zone').notNull(),
    /** RFC 5545 RRULE subset (FREQ, INTERVAL, BYDAY, UNTIL or COUNT); null for a single event. */
    rrule: text('rrule'),
    /** The end of the last occurrence (ends_at for a single event): the range reads' bound. */
    lastEndsAt: timestamp('last_ends_at', { withTimezone: true }).notNull(),
    /** A series' cancelled or separately edited occurrences (their original starts; EXDATE). */
    excludedStarts: timestamp('excluded_starts', { withTimezone: true })
      .array()
      .notNull()
      .default(sql`'{}'::timestamptz[]`),
    /** "Alleen deze" edits: the series this event replaces one occurrence of, and that occurrence's start. */
    seriesId: uuid('series_id'),
    originalStart: timestamp('original_start', { withTimezone: true }),
    /** Whose event it is (the colleague filter, reminders, free slots). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    contactType: text('contact_type', { enum: contactTypes }),
    contactPriority: text('contact_priority', { enum: contactPriorities }),
    contactName: text('contact_name'),
    contactCompany: text('contact_company'),
    contactEmail: text('contact_email'),
    /** E.164. */
    contactPhone: text('contact_phone'),
    /**
     * The client's contact person the fields above were filled from (issue 34): a link, not the
     * source of the fields — the event keeps its own copy when the contact changes or is removed.
     */
    contactId: uuid('contact_id').references(() => clientContacts.id, { onDelete: 'set null' }),
    status: text('status', { enum: calendarEventStatuses }).notNull().default('confirmed'),
    clientResponse: text('client_response', { enum: clientResponses }).notNull().default('pending'),
    clientRespondedAt: timestamp('client_responded_at', { withTimezone: true }),
    clientRespondedBy: uuid('client_responded_by').references(() => users.id, { onDelete: 'set null' }),
    /** A client's request from the portal: who asked, and their message. */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestMessage: text('request_message'),
    /** The client's optional reason for declining (shown to the team); cleared with every other answer. */
    clientDeclineReason: text('client_decline_reason'),
    outcome: text('outcome', { enum: contactOutcomes }),
    outcomeAt: timestamp('outcome_at', { withTimezone: true }),
    /** The contact event this one follows up ("opvolgen over N dagen"). */
    followUpOf: uuid('follow_up_of'),
    /** Grows with every change: a write names the version it read (409 CALENDAR_EVENT_CHANGED). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Single events by start (a range read looks back by the longest duration); series by their last end.
    index('calendar_events_company_start_idx')
      .on(t.companyId, t.startsAt)
      .where(sql`${t.rrule} is null`),
    index('calendar_events_company_series_idx')
      .on(t.companyId, t.lastEndsAt)
      .where(sql`${t.rrule} is not null`),
    index('calendar_events_series_idx')
      .on(t.seriesId)
      .where(sql`${t.seriesId} is not null`),
    index('calendar_events_client_idx')
      .on(t.clientId, t.startsAt)
      .where(sql`${t.clientId} is not null`),
    index('calendar_events_owner_idx').on(t.ownerId, t.lastEndsAt),
    // A removed contact person sets the link to null (ON DELETE SET NULL) without scanning every event.
    index('calendar_events_contact_idx')
      .on(t.contactId)
      .where(sql`${t.contactId} is not null`),
    // Global search: titles by part or typed slightly wrong (pg_trgm), as clients' names.
    index('calendar_events_search_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    uniqueIndex('calendar_events_series_original_unique')
      .on(t.seriesId, t.originalStart)
      .where(sql`${t.seriesId} is not null`),
    check('calendar_events_kind_check', sql`${t.kind} in (${inList(calendarEventKinds)})`),
    check('calendar_events_status_check', sql`${t.status} in (${inList(calendarEventStatuses)})`),
    check('calendar_events_client_response_check', sql`${t.clientResponse} in (${inList(clientResponses)})`),
    check('calendar_events_contact_type_check', sql`${t.contactType} is null or ${t.contactType} in (${inList(contactTypes)})`),
    check('calendar_events_priority_check', sql`${t.contactPriority} is null or ${t.contactPriority} in (${inList(contactPriorities)})`),
    check('calendar_events_outcome_check', sql`${t.outcome} is null or ${t.outcome} in (${inList(contactOutcomes)})`),
    check('calendar_events_decline_reason_check', sql`char_length(${t.clientDeclineReason}) <= 500`),
    check('calendar_events_times_check', sql`${t.endsAt} > ${t.startsAt} and ${t.lastEndsAt} >= ${t.endsAt}`),
  ],
);

export type CalendarEventRow = typeof calendarEvents.$inferSelect;

/**
 * An event's reminders. `next_due_at` is when the next one is due (for its next occurrence), kept
 * by the reminder job and by every change of the event; the job claims due rows with
 * FOR UPDATE SKIP LOCKED, so several instances never send one twice.
 */
export const calendarReminders = pgTable(
  'calendar_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => calendarEvents.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: reminderChannels }).notNull(),
    minutesBefore: integer('minutes_before').notNull(),
    nextOccurrenceStart: timestamp('next_occurrence_start', { withTimezone: true }),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_reminders_event_unique').on(t.eventId, t.channel, t.minutesBefore),
    index('calendar_reminders_due_idx')
      .on(t.nextDueAt)
      .where(sql`${t.nextDueAt} is not null`),
    check('calendar_reminders_channel_check', sql`${t.channel} in (${inList(reminderChannels)})`),
    check('calendar_reminders_minutes_check', sql`${t.minutesBefore} between 0 and 40320`),
  ],
);

/** What was sent: one row per reminder and occurrence (the key makes a second send impossible). */
export const calendarReminderSends = pgTable(
  'calendar_reminder_sends',
  {
    reminderId: uuid('reminder_id')
      .notNull()
      .references(() => calendarReminders.id, { onDelete: 'cascade' }),
    occurrenceStart: timestamp('occurrence_start', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.occurrenceStart] })],
);

/** Per user: their time zone, working hours (free slots for client requests) and ICS feed secret. */
export const calendarSettings = pgTable(
  'calendar_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
    workDays: smallint('work_days')
      .array()
      .notNull()
      .default(sql`'{1,2,3,4,5}'::smallint[]`),
    workStart: text('work_start').notNull().default('09:00'),
    workEnd: text('work_end').notNull().default('17:00'),
    /** sha256 of the feed URL's secret (the secret itself is shown once). */
    feedTokenHash: text('feed_token_hash'),
    feedCreatedAt: timestamp('feed_created_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_settings_feed_unique')
      .on(t.feedTokenHash)
      .where(sql`${t.feedTokenHash} is not null`),
  ],
);
