import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../../../../common/schemas/auth';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/query-client';

export const meQueryKey = sessionQueryKey;

/** GET /api/auth/me: the session, or `null` when there is none (401 is an answer, not an error). */
export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  try {
    return await apiRequest<MeResponse>('/api/auth/me', signal ? { signal } : {});
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 60_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
