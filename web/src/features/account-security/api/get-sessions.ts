import { useQuery } from '@tanstack/react-query';
import type { AccountSession, AccountSessionsResponse } from '../../../../../common/schemas/account';
import { apiRequest } from '../../../lib/api-client';

export const accountSessionsQueryKey = ['account', 'sessions'] as const;

/** GET /api/account/sessions: the current session first, then by last seen. */
export async function getAccountSessions(signal?: AbortSignal): Promise<AccountSession[]> {
  const response = await apiRequest<AccountSessionsResponse>('/api/account/sessions', signal ? { signal } : {});
  return response.sessions;
}

export function useAccountSessions() {
  return useQuery({
    queryKey: accountSessionsQueryKey,
    queryFn: ({ signal }) => getAccountSessions(signal),
  });
}
