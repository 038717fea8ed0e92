import { useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '../../../../../common/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';
import { unreadCountKey } from './keys';

/** GET /api/notifications/unread-count: the count and the version of the notifications it was read at. */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCountResponse> {
  return apiRequest<UnreadCountResponse>('/api/notifications/unread-count', signal ? { signal } : {});
}

/**
 * Never moves back in versions: a load that answered before a live event already applied to
 * the cache (a newer version) keeps the cached count.
 */
export function newerCount(previous: unknown, next: UnreadCountResponse): UnreadCountResponse {
  const old = previous as UnreadCountResponse | undefined;
  return old && old.version > next.version ? old : next;
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled,
    structuralSharing: (previous, next) => newerCount(previous, next as UnreadCountResponse),
  });
}
