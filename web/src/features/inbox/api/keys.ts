import type { NotificationFilters } from '../../../../../common/schemas/notifications';

/** Everything cached about this user's notifications (count, lists, client names): refetched together after a missed event. */
export const notificationsKey = ['notifications'] as const;
export const unreadCountKey = ['notifications', 'unread-count'] as const;
/** Every filtered list; one list per filter combination. */
export const notificationListsKey = ['notifications', 'list'] as const;
export const notificationClientsKey = ['notifications', 'clients'] as const;

export function notificationListKey(filters: NotificationFilters) {
  return ['notifications', 'list', filters] as const;
}
