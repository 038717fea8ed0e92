import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdAccount, UpdateAccountRequest } from '../../../../../common/schemas/ad-accounts';
import { apiRequest } from '../../../lib/api-client';
import { putAccount } from './cached-accounts';

export interface UpdateAccountInput {
  id: string;
  changes: UpdateAccountRequest;
}

/** PATCH /api/accounts/:id: the client name (and the name of an account added by hand). */
export async function updateAccount({ id, changes }: UpdateAccountInput): Promise<AdAccount> {
  const response = await apiRequest<{ account: AdAccount }>(`/api/accounts/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
  return response.account;
}

export function useUpdateAccount(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => putAccount(queryClient, companyId, account),
  });
}
