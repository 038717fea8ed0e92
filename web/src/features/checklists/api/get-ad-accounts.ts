import { useQuery } from '@tanstack/react-query';
import { getAccounts } from '../../accounts/api/get-accounts';
import { accountListKey } from '../../accounts/api/keys';

/**
 * The company's ad accounts to pick for a checklist: GET /api/accounts, in the accounts screen's
 * cache entry (one list for both screens). Not loaded again on every visit: a picker does not need
 * the latest sync state.
 */
export function useCompanyAdAccounts(companyId: string | null) {
  return useQuery({
    queryKey: accountListKey(companyId),
    queryFn: ({ signal }) => getAccounts(signal),
    enabled: companyId !== null,
    staleTime: 60_000,
    select: (data) => data.accounts,
  });
}
