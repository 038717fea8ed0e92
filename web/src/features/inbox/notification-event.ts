import type { NotificationEvent } from '../../../../common/schemas/notifications';

/**
 * A live event of the `notifications:<userId>` channel, checked for the fields the count and the
 * lists use (the server builds them from common/schemas/notifications.ts; zod stays out of the
 * workspace's first load). Anything else is ignored.
 */
export function asNotificationEvent(event: { name: string } & Record<string, unknown>): NotificationEvent | null {
  if (typeof event.version !== 'number') return null;
  switch (event.name) {
    case 'notification.created': {
      const n = event.notification as Record<string, unknown> | null;
      return n && typeof n === 'object' && typeof n.id === 'string' && typeof n.isRead === 'boolean' ? (event as NotificationEvent) : null;
    }
    case 'notification.updated':
      return Array.isArray(event.ids) && typeof event.isRead === 'boolean' ? (event as NotificationEvent) : null;
    case 'notification.deleted':
      return Array.isArray(event.items) ? (event as NotificationEvent) : null;
    case 'notifications.changed':
      return event as NotificationEvent;
    default:
      return null;
  }
}
