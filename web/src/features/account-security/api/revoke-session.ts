import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { accountSessionsQueryKey } from './get-sessions';

/** DELETE /api/account/sessions/:id (204; CURRENT_SESSION for this device's own session). */
export function revokeSession(id: string): Promise<void> {
  return apiRequest<void>(`/api/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
