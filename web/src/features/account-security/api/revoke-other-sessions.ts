import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokeOthersResponse } from '../../../../../common/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { accountSessionsQueryKey } from './get-sessions';

/** POST /api/account/sessions/revoke-others: ends every session but this one; answers how many. */
export function revokeOtherSessions(): Promise<RevokeOthersResponse> {
  return apiRequest<RevokeOthersResponse>('/api/account/sessions/revoke-others', { method: 'POST' });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
