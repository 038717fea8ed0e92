import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountListResponse, SyncResponse } from '../../../../../common/schemas/ad-accounts';
import { apiRequest } from '../../../lib/api-client';
import { accountsKey, accountListKey } from './keys';

/** POST /api/accounts/sync: `force` syncs every connected platform, otherwise only those whose last sync is stale. */
export function syncAccounts({ force }: { force: boolean }): Promise<SyncResponse> {
  return apiRequest<SyncResponse>('/api/accounts/sync', { method: 'POST', body: { force } });
}

export function useSyncAccounts(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncAccounts,
    onSuccess: (response) => {
      // The platforms' state at once (last sync, errors); the accounts themselves are loaded again.
      queryClient.setQueryData<AccountListResponse>(accountListKey(companyId), (data) =>
        data ? { ...data, platforms: response.platforms, syncDue: false } : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKey(companyId) }),
  });
}
