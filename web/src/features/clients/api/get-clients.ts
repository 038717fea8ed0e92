import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ClientListResponse } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { type ClientListFilters, clientListKey } from './keys';

/** The query string of a list request: the filters that are set and the keyset cursor. */
export function clientListSearch(filters: ClientListFilters, cursor: string | null): string {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  if (q) search.set('q', q);
  search.set('status', filters.status);
  if (filters.manager) search.set('manager', filters.manager);
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

/** GET /api/clients: one page (50), the server's order; `nextCursor` continues after its last client. */
export function getClients(filters: ClientListFilters, cursor: string | null, signal?: AbortSignal): Promise<ClientListResponse> {
  return apiRequest<ClientListResponse>(`/api/clients?${clientListSearch(filters, cursor)}`, signal ? { signal } : {});
}

/** The list keeps showing the previous answer while a new search loads (no flash of the skeleton per keystroke). */
export function useClientList(companyId: string | null, filters: ClientListFilters) {
  return useInfiniteQuery({
    queryKey: clientListKey(companyId, filters),
    queryFn: ({ pageParam, signal }) => getClients(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: companyId !== null,
    placeholderData: keepPreviousData,
  });
}
