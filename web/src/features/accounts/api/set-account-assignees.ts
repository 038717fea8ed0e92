import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdAccount } from '../../../../../common/schemas/ad-accounts';
import { apiRequest } from '../../../lib/api-client';
import { putAccount } from './cached-accounts';

export interface AccountAssigneesInput {
  id: string;
  userIds: string[];
}

/** PUT /api/accounts/:id/assignees: the colleagues who get the account's alerts (the full new set). */
export async function setAccountAssignees({ id, userIds }: AccountAssigneesInput): Promise<AdAccount> {
  const response = await apiRequest<{ account: AdAccount }>(`/api/accounts/${encodeURIComponent(id)}/assignees`, { method: 'PUT', body: { userIds } });
  return response.account;
}

export function useSetAccountAssignees(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountAssignees,
    onSuccess: (account) => putAccount(queryClient, companyId, account),
  });
}
