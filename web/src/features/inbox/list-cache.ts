/**
 * How a cached inbox list (pages of the keyset list, newest first) follows a change without a
 * refetch: a new notification goes on top of the first page when it matches the list's filters,
 * a read change patches the items, a delete removes them. Every step is idempotent: the same live
 * event twice, or an event after this tab's own optimistic change, changes nothing more.
 */
import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationEvent, NotificationFilters, NotificationListResponse } from '../../../../common/schemas/notifications';

export type ListPages = InfiniteData<NotificationListResponse, string | null>;

export function matchesFilters(notification: Notification, filters: NotificationFilters): boolean {
  if (filters.type && notification.type !== filters.type) return false;
  if (filters.status === 'unread' && notification.isRead) return false;
  if (filters.status === 'read' && !notification.isRead) return false;
  if (filters.client && (filters.client === 'none' ? notification.clientId !== null : notification.clientId !== filters.client)) return false;
  if (filters.platform && notification.platform !== filters.platform) return false;
  return true;
}

function mapItems(data: ListPages, change: (items: Notification[]) => Notification[]): ListPages {
  let changed = false;
  const pages = data.pages.map((page) => {
    const items = change(page.items);
    if (items === page.items) return page;
    changed = true;
    return { ...page, items };
  });
  return changed ? { ...data, pages } : data;
}

export function prependNotification(data: ListPages, notification: Notification, filters: NotificationFilters): ListPages {
  if (!matchesFilters(notification, filters) || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === notification.id))) return data;
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first!, items: [notification, ...first!.items] }, ...rest] };
}

/** Read state follows; an item stays in a Status-filtered list until the next load (nothing jumps away under the pointer). */
export function setReadState(data: ListPages, ids: ReadonlySet<string>, isRead: boolean): ListPages {
  return mapItems(data, (items) =>
    items.some((item) => ids.has(item.id) && item.isRead !== isRead)
      ? items.map((item) => (ids.has(item.id) && item.isRead !== isRead ? { ...item, isRead } : item))
      : items,
  );
}

export function setAllRead(data: ListPages): ListPages {
  return mapItems(data, (items) => (items.some((item) => !item.isRead) ? items.map((item) => (item.isRead ? item : { ...item, isRead: true })) : items));
}

export function removeNotifications(data: ListPages, ids: ReadonlySet<string>): ListPages {
  return mapItems(data, (items) => (items.some((item) => ids.has(item.id)) ? items.filter((item) => !ids.has(item.id)) : items));
}

/** A live event applied to one cached list; `null` when the list must be loaded again. */
export function applyEventToList(data: ListPages, event: NotificationEvent, filters: NotificationFilters): ListPages | null {
  switch (event.name) {
    case 'notification.created':
      return prependNotification(data, event.notification, filters);
    case 'notification.updated':
      return setReadState(data, new Set(event.ids), event.isRead);
    case 'notification.deleted':
      return removeNotifications(data, new Set(event.items.map((item) => item.id)));
    case 'notifications.changed':
      return null;
  }
}

/** The ids of a bulk action in requests of at most `size` (the API takes 500 per request). */
export function chunk<T>(values: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}
