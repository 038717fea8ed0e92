import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { ClientActivityResponse } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { clientActivityKey } from './keys';
import { isClientDeleted } from './deleted-clients';

export type ClientActivityPages = InfiniteData<ClientActivityResponse, string | null>;

/** GET /api/clients/:id/activity: the timeline, newest first, a page at a time. */
export function getClientActivity(id: string, cursor: string | null, signal?: AbortSignal): Promise<ClientActivityResponse> {
  const search = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return apiRequest<ClientActivityResponse>(`/api/clients/${encodeURIComponent(id)}/activity${search}`, signal ? { signal } : {});
}

export function useClientActivity(companyId: string | null, id: string) {
  return useInfiniteQuery({
    queryKey: clientActivityKey(companyId, id),
    queryFn: ({ pageParam, signal }) => getClientActivity(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // A client deleted in this tab is never fetched again (its page may still be on screen for a moment).
    enabled: companyId !== null && !isClientDeleted(id),
  });
}
