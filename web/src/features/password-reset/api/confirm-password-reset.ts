import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirmRequest } from '../../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { useAppStorage } from '../../../lib/app-storage';
import { meQueryKey, meQueryOptions } from '../../auth/api/get-me';

/** POST /api/auth/password-reset/confirm (204): sets the password and ends every session of the user. */
export function confirmPasswordReset(input: PasswordResetConfirmRequest): Promise<void> {
  return apiRequest<void>('/api/auth/password-reset/confirm', { method: 'POST', body: input });
}

export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: () => {
      // Every session of that user ended. If this browser had a session, ask again: when it was
      // that user's, the session sync sees it gone, clears the stored auth entries and tells the
      // extension.
      const knownSession = useAppStorage.getState().user !== null || Boolean(queryClient.getQueryData(meQueryKey));
      if (knownSession) void queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 }).catch(() => undefined);
    },
  });
}
