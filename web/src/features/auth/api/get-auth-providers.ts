import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProvidersResponse } from '../../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/auth/providers: which external sign-in providers this workspace has configured. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProvidersResponse> {
  return apiRequest<AuthProvidersResponse>('/api/auth/providers', signal ? { signal } : {});
}

export const authProvidersQueryOptions = queryOptions({
  queryKey: ['auth', 'providers'] as const,
  queryFn: ({ signal }) => getAuthProviders(signal),
  staleTime: 5 * 60_000,
});

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions);
}
