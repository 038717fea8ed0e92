import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdAccount, CreateAccountRequest } from '../../../../../common/schemas/ad-accounts';
import { apiRequest } from '../../../lib/api-client';
import { accountListKey } from './keys';

/** POST /api/accounts: an account added by hand (ACCOUNT_EXISTS when it is already in the workspace; field codes on 400). */
export async function createAccount(input: CreateAccountRequest): Promise<AdAccount> {
  const response = await apiRequest<{ account: AdAccount }>('/api/accounts', { method: 'POST', body: input });
  return response.account;
}

export function useCreateAccount(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountListKey(companyId) }),
  });
}
