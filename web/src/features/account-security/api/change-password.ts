import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '../../../../../common/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { securityOverviewQueryKey } from './get-security-overview';
import { accountSessionsQueryKey } from './get-sessions';

/**
 * POST /api/account/password (204): sets a new password; the user's other sessions end.
 * `currentPassword` is needed when the account already has one.
 */
export function changePassword(input: ChangePasswordRequest): Promise<void> {
  return apiRequest<void>('/api/account/password', { method: 'POST', body: input });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: securityOverviewQueryKey }),
        queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
      ]),
  });
}
