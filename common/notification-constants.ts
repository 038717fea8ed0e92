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
] as const;

/**
 * The kinds only the agency's team receives (notes, mentions, account alerts, team news): a client
 * user's notification settings leave them out (issue 19).
 */
export const teamOnlyNotificationTypes = [
  'notitie',
  'mention',
  'campaign_alert',
  'budget_warning',
  'performance_alert',
  'team_update',
  'appointment_request',
  'appointment_response',
] as const;

/** The Type filter's choices besides "all" (spec section 2, Inbox panel). */
export const notificationTypeFilters = ['formulier', 'notitie', 'contact_event', 'form_modification'] as const;
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

export const defaultNotificationPreference = { inApp: true, email: false } as const;

/** Per-item events above this many ids become one `notifications.changed`. */
export const maxIdsPerEvent = 100;
