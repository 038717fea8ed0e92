import { useQuery } from '@tanstack/react-query';
import type { AccountListResponse } from '../../../../../common/schemas/ad-accounts';
import { apiRequest } from '../../../lib/api-client';
import { accountListKey } from './keys';

/** GET /api/accounts: every account of the active company, the platforms' state and whether a sync is due. */
export function getAccounts(signal?: AbortSignal): Promise<AccountListResponse> {
  return apiRequest<AccountListResponse>('/api/accounts', signal ? { signal } : {});
}

/**
 * Loaded again whenever the screen opens: `syncDue` must be today's answer, since opening the
 * screen syncs once when it is true (spec section 4, Account sync).
 */
export function useAccounts(companyId: string | null) {
  return useQuery({
    queryKey: accountListKey(companyId),
    queryFn: ({ signal }) => getAccounts(signal),
    enabled: companyId !== null,
    refetchOnMount: 'always',
  });
}
