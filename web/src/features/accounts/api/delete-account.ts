import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdAccount } from '../../../../../common/schemas/ad-accounts';
import { apiRequest } from '../../../lib/api-client';
import { dropAccount } from './cached-accounts';

/** DELETE /api/accounts/:id (204): the account and its notes. */
export function deleteAccount(account: AdAccount): Promise<void> {
  return apiRequest<void>(`/api/accounts/${encodeURIComponent(account.id)}`, { method: 'DELETE' });
}

export function useDeleteAccount(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (_nothing, account) => {
      dropAccount(queryClient, companyId, account);
      // Its notes went with it.
      void queryClient.invalidateQueries({ queryKey: ['notes'] });
    },
  });
}
