/**
 * The inbox's shapes (spec section 3, notification): the API's notification, the list query with
 * its filters and keyset cursor, bulk actions, the unread count and the notification preferences.
 */
import { z } from 'zod';
import { contactTypes, notificationLimits, notificationPlatforms, notificationStatusFilters, notificationTypes } from '../notification-constants.js';

export * from '../notification-constants.js';

export type NotificationType = z.infer<typeof notificationType>;
export const notificationType = z.enum(notificationTypes);

export const notification = z.object({
  id: z.string().uuid(),
  type: notificationType,
  title: z.string(),
  description: z.string().nullable(),
  clientName: z.string(),
  clientId: z.string().nullable(),
  formTitle: z.string().nullable(),
  formId: z.string().nullable(),
  submissionId: z.string().nullable(),
  platform: z.enum(notificationPlatforms).nullable(),
  recipientId: z.string().uuid(),
  isRead: z.boolean(),
  /** ISO timestamp. */
  createdAt: z.string(),
  /** team_update: the colleague's user id. */
  colleague: z.string().nullable(),
  noteTitle: z.string().nullable(),
  accountId: z.string().nullable(),
  eventId: z.string().nullable(),
  contactType: z.enum(contactTypes).nullable(),
  contactPriority: z.string().nullable(),
  contactCompany: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  campaignId: z.string().nullable(),
  /** deadline_reminder of a checklist: /checklists?checklist=<id>. */
  checklistId: z.string().nullable(),
  /** notitie and mention: the note whose conversation the item opens. */
  noteId: z.string().nullable(),
  /** mention: the message the item opens (a note's reply or a checklist's comment). */
  commentId: z.string().nullable(),
  /** creative_review, creative_decision, a creative's mention or deadline: /creatives?creative=<id>. */
  creativeId: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

/** GET /api/notifications/:id: one of the recipient's own notifications. */
export const notificationParams = z.object({ id: z.string().uuid() });
export const notificationResponse = z.object({ notification });
export type NotificationResponse = z.infer<typeof notificationResponse>;

/** Keyset cursor: the last item's created_at and id, base64url-encoded by the server. */
export const notificationListQuery = z.object({
  type: z.enum(notificationTypes).optional(),
  status: z.enum(notificationStatusFilters).default('all'),
  /** A client's id (notifications.client_id), or 'none' for notifications about no client. */
  client: z.union([z.string().uuid(), z.literal('none')], { message: 'VALIDATION_FAILED' }).optional(),
  platform: z.enum(notificationPlatforms).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(notificationLimits.maxPageSize).default(notificationLimits.pageSize),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;
export type NotificationFilters = Pick<z.infer<typeof notificationListQuery>, 'type' | 'status' | 'client' | 'platform'>;

export const notificationListResponse = z.object({
  items: z.array(notification),
  nextCursor: z.string().nullable(),
});
export type NotificationListResponse = z.infer<typeof notificationListResponse>;

/**
 * The unread count and its version: the version grows by one with every change to the
 * recipient's notifications, and every live event carries the version it produced, so the client
 * can tell a stale or missed event from a new one.
 */
export const unreadCountResponse = z.object({ count: z.number().int().min(0), version: z.number().int().min(0) });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

/** GET /api/notifications/clients: the Client filter's options — the active company's clients (a client user: their own). */
export const notificationClientsResponse = z.object({ clients: z.array(z.object({ id: z.string().uuid(), name: z.string() })) });
export type NotificationClientsResponse = z.infer<typeof notificationClientsResponse>;

const ids = z.array(z.string().uuid()).min(1).max(notificationLimits.bulkIds);
export const markNotificationsInput = z.object({ ids, isRead: z.boolean() });
export const deleteNotificationsInput = z.object({ ids });
export const notificationChangeResponse = z.object({ changed: z.number().int().min(0) });
export type NotificationChangeResponse = z.infer<typeof notificationChangeResponse>;

export const notificationPreference = z.object({
  type: notificationType,
  inApp: z.boolean(),
  email: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;

export const notificationPreferences = z.object({
  /** One entry per type, in notificationTypes order. */
  types: z.array(notificationPreference),
  /** One mail a day (08:00 Amsterdam time) with the unread notifications of the last day. */
  dailyDigest: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const updateNotificationPreferencesInput = z.object({
  types: z.array(notificationPreference).max(notificationTypes.length).default([]),
  dailyDigest: z.boolean().optional(),
});
export type UpdateNotificationPreferencesInput = z.input<typeof updateNotificationPreferencesInput>;

/**
 * The live events on a recipient's channel (`notifications:<userId>`), each with the unread
 * count's version after the change. `changed` replaces a per-item event when a change touched
 * more items than fit in one message: the client refetches the list and the count.
 */
export const notificationEvent = z.discriminatedUnion('name', [
  z.object({ name: z.literal('notification.created'), version: z.number(), notification }),
  z.object({
    name: z.literal('notification.updated'),
    version: z.number(),
    ids: z.array(z.string()),
    isRead: z.boolean(),
  }),
  z.object({
    name: z.literal('notification.deleted'),
    version: z.number(),
    items: z.array(z.object({ id: z.string(), isRead: z.boolean() })),
  }),
  z.object({ name: z.literal('notifications.changed'), version: z.number() }),
]);
export type NotificationEvent = z.infer<typeof notificationEvent>;
