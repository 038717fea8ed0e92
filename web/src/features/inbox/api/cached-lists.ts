import type { QueryClient } from '@tanstack/react-query';
import type { NotificationFilters } from '../../../../../common/schemas/notifications';
import type { ListPages } from '../list-cache';
import { notificationListsKey } from './keys';

/**
 * Applies a change to every cached inbox list (each filter combination has its own); `null`
 * from `update` marks that list for a reload instead.
 */
export function updateCachedLists(queryClient: QueryClient, update: (data: ListPages, filters: NotificationFilters) => ListPages | null): void {
  for (const [key, data] of queryClient.getQueriesData<ListPages>({ queryKey: notificationListsKey })) {
    if (!data) continue;
    const filters = key[2] as NotificationFilters;
    const next = update(data, filters);
    if (next === null) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    else if (next !== data) queryClient.setQueryData<ListPages>(key, next);
  }
}
