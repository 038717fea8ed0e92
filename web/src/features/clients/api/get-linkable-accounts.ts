import { useQuery } from '@tanstack/react-query';
import type { LinkableAccount, LinkableAccountsResponse } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { linkableAccountsKey } from './keys';

/** GET /api/clients/:id/linkable-accounts: the company's ad accounts, each with its client and whether you may move it here. */
export async function getLinkableAccounts(clientId: string, signal?: AbortSignal): Promise<LinkableAccount[]> {
  const response = await apiRequest<LinkableAccountsResponse>(`/api/clients/${encodeURIComponent(clientId)}/linkable-accounts`, signal ? { signal } : {});
  return response.accounts;
}

export function useLinkableAccounts(companyId: string | null, clientId: string) {
  return useQuery({
    queryKey: [...linkableAccountsKey(companyId), clientId],
    queryFn: ({ signal }) => getLinkableAccounts(clientId, signal),
    enabled: companyId !== null,
    refetchOnMount: 'always',
  });
}
