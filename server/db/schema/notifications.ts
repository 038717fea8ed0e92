/**
 * The inbox (spec section 3, notification): one row per recipient, the per-recipient unread
 * counter with its version (kept in the same transaction as every change, so the count is one
 * row read and live events can be ordered), and the recipient's preferences.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contactTypes, defaultClientName, notificationPlatforms, notificationTypes } from '../../../common/schemas/notifications.js';
import { companies, users } from './core.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: notificationTypes }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    clientName: text('client_name').notNull().default(defaultClientName),
    clientId: text('client_id'),
    formTitle: text('form_title'),
    formId: text('form_id'),
    submissionId: text('submission_id'),
    platform: text('platform', { enum: notificationPlatforms }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The company the notification is about; its deletion removes the notification. */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** team_update: the colleague's user id. */
    colleague: text('colleague'),
    noteTitle: text('note_title'),
    accountId: text('account_id'),
    eventId: text('event_id'),
    contactType: text('contact_type', { enum: contactTypes }),
    contactPriority: text('contact_priority'),
    contactCompany: text('contact_company'),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    campaignId: text('campaign_id'),
    /** deadline_reminder of a checklist: the checklist's id. */
    checklistId: text('checklist_id'),
    /** notitie and mention: the note whose conversation the item opens. */
    noteId: text('note_id'),
    /** mention: the message (a note reply or a checklist comment) the item opens. */
    commentId: text('comment_id'),
    /** creative_review, creative_decision, a creative's mention or deadline: the creative it opens. */
    creativeId: text('creative_id'),
    /** contact_event_update: the event's fields that changed (the calendar highlights them). */
    changedFields: text('changed_fields').array(),
  },
  (t) => [
    // Newest first for a recipient (the list's keyset order), unread for a recipient, per type.
    index('notifications_recipient_created_idx').on(t.recipientId, t.createdAt.desc(), t.id.desc()),
    index('notifications_recipient_unread_idx')
      .on(t.recipientId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.isRead} = false`),
    index('notifications_recipient_type_idx').on(t.recipientId, t.type, t.createdAt.desc(), t.id.desc()),
    index('notifications_recipient_client_idx').on(t.recipientId, t.clientId, t.createdAt.desc(), t.id.desc()),
    index('notifications_client_idx').on(t.clientId),
    index('notifications_company_id_idx').on(t.companyId),
    check('notifications_type_check', sql`${t.type} in (${inList(notificationTypes)})`),
    check('notifications_platform_check', sql`${t.platform} is null or ${t.platform} in (${inList(notificationPlatforms)})`),
    check('notifications_contact_type_check', sql`${t.contactType} is null or ${t.contactType} in (${inList(contactTypes)})`),
  ],
);

/**
 * Per recipient: the number of unread notifications and a version that grows by one with every
 * change to their notifications. Written only by server/features/notifications in the change's
 * transaction; the row lock orders concurrent changes for one recipient.
 */
export const notificationCounters = pgTable(
  'notification_counters',
  {
    recipientId: uuid('recipient_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('notification_counters_unread_check', sql`${t.unread} >= 0`)],
);

/** A recipient's choice per type; a missing row means in-app on, e-mail off. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [
    primaryKey({ name: 'notification_preferences_pkey', columns: [t.userId, t.type] }),
    check('notification_preferences_type_check', sql`${t.type} in (${inList(notificationTypes)})`),
  ],
);

/** The daily digest: on or off, and the Amsterdam date it was last sent (claimed per day). */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    lastSentOn: date('last_sent_on', { mode: 'string' }),
  },
  (t) => [
    index('notification_digests_due_idx')
      .on(t.lastSentOn)
      .where(sql`${t.enabled}`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;
