/**
 * The inbox's constants (spec sections 2, 3 and 9) without zod, so the browser can import them
 * without loading zod; common/schemas/notifications.ts builds its schemas on them.
 */

/** Every type a producer may create (spec sections 2 and 3). */
export const notificationTypes = [
  'formulier',
  'notitie',
  'contact_event',
  'contact_event_update',
  'form_modification',
  'deadline_reminder',
  'campaign_alert',
  'budget_warning',
  'performance_alert',
  'team_update',
  'event_reminder',
  'mention',
  /** A client asked for an appointment in the portal (issue 20): to the account manager asked. */
  'appointment_request',
  /** A client accepted or declined a shared appointment (issue 20): to the appointment's owner. */
  'appointment_response',
  /** To a client's portal users (issue 33): a new appointment shared with their client. */
  'appointment_shared',
  /** To a client's portal users: the agency confirmed their request. */
  'appointment_confirmed',
  /** To a client's portal users: an appointment moved or changed (their answer waits again). */
  'appointment_moved',
  /** To a client's portal users: an appointment was cancelled. */
  'appointment_cancelled',
  /** A creative waits for a review (issue 36): to the reviewers of its step (the team, or the client's portal users). */
  'creative_review',
  /** A decision on a creative: to its uploader and the client's account managers. */
  'creative_decision',
] as const;

/**
 * A client's appointment news (issue 33): the calendar's mails are written per kind. Who receives
 * which kind, its filter, icon and defaults: common/notification-kinds.ts, the registry.
 */
export const clientOnlyNotificationTypes = ['appointment_shared', 'appointment_confirmed', 'appointment_moved', 'appointment_cancelled'] as const;

export const notificationStatusFilters = ['all', 'unread', 'read'] as const;
export const notificationPlatforms = ['facebook', 'google'] as const;
export const contactTypes = ['telefoon', 'whatsapp', 'email', 'chat'] as const;

export const defaultClientName = 'Onbekende client';

/** Limits of the stored texts (a producer's longer text is cut, never refused). */
export const notificationLimits = {
  title: 200,
  description: 1_000,
  shortText: 200,
  /** Ids per bulk request (read, unread, delete). */
  bulkIds: 500,
  pageSize: 30,
  maxPageSize: 100,
} as const;

export type NotificationType = (typeof notificationTypes)[number];

/** Who receives which kind, and how the inbox shows it: the registry (re-exported for the producer). */
export { audienceOf, defaultPreferenceOf, kindsFor, receivesKind } from './notification-kinds.js';

/** Per-item events above this many ids become one `notifications.changed`. */
export const maxIdsPerEvent = 100;
