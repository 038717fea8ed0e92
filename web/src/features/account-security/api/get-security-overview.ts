import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SecurityOverviewResponse } from '../../../../../common/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/query-client';

export const securityOverviewQueryKey = ['account', 'security'] as const;

/** GET /api/account/security: two-factor state, backup codes left, password and Google link. */
export function getSecurityOverview(signal?: AbortSignal): Promise<SecurityOverviewResponse> {
  return apiRequest<SecurityOverviewResponse>('/api/account/security', signal ? { signal } : {});
}

export function useSecurityOverview() {
  return useQuery({
    queryKey: securityOverviewQueryKey,
    queryFn: ({ signal }) => getSecurityOverview(signal),
  });
}

/**
 * After a security change: the overview and the session (MeResponse.user.mfaEnabled) are
 * read again.
 */
export function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: securityOverviewQueryKey }), queryClient.invalidateQueries({ queryKey: sessionQueryKey })]);
}
