import { useQuery } from '@tanstack/react-query';
import type { AccountListResponse, AdAccount } from '../../../../../common/schemas/ad-accounts';
import { apiRequest } from '../../../lib/api-client';
import { linkableAccountsKey } from './keys';

/** GET /api/accounts: the company's ad accounts with the client each belongs to (for "Account koppelen"). */
export async function getLinkableAccounts(signal?: AbortSignal): Promise<AdAccount[]> {
  const response = await apiRequest<AccountListResponse>('/api/accounts', signal ? { signal } : {});
  return response.accounts;
}

export function useLinkableAccounts(companyId: string | null) {
  return useQuery({
    queryKey: linkableAccountsKey(companyId),
    queryFn: ({ signal }) => getLinkableAccounts(signal),
    enabled: companyId !== null,
    refetchOnMount: 'always',
  });
}
