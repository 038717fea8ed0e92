import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { NotificationFilters, NotificationListResponse } from '../../../../../common/schemas/notifications';
import { notificationLimits } from '../constants';
import { apiRequest } from '../../../lib/api-client';
import { notificationListKey } from './keys';

export type NotificationPages = InfiniteData<NotificationListResponse, string | null>;

/** The query string of a list request: the filters that are set, the keyset cursor and the page size. */
export function notificationListSearch(filters: NotificationFilters, cursor: string | null): string {
  const search = new URLSearchParams();
  if (filters.type) search.set('type', filters.type);
  if (filters.status !== 'all') search.set('status', filters.status);
  if (filters.client) search.set('client', filters.client);
  if (filters.platform) search.set('platform', filters.platform);
  if (cursor) search.set('cursor', cursor);
  search.set('limit', String(notificationLimits.pageSize));
  return search.toString();
}

/** GET /api/notifications: one page, newest first; `nextCursor` continues after its last item. */
export function getNotifications(filters: NotificationFilters, cursor: string | null, signal?: AbortSignal): Promise<NotificationListResponse> {
  return apiRequest<NotificationListResponse>(`/api/notifications?${notificationListSearch(filters, cursor)}`, signal ? { signal } : {});
}

export function useNotificationList(filters: NotificationFilters) {
  return useInfiniteQuery({
    queryKey: notificationListKey(filters),
    queryFn: ({ pageParam, signal }) => getNotifications(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
