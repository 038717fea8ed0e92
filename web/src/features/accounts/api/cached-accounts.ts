import type { QueryClient } from '@tanstack/react-query';
import type { AccountDetailResponse, AccountListResponse, AdAccount } from '../../../../../common/schemas/ad-accounts';
import { accountDetailKey, accountListKey } from './keys';

/** A saved account replaces the cached one in the list and in its detail, without a refetch. */
export function putAccount(queryClient: QueryClient, companyId: string | null, account: AdAccount): void {
  queryClient.setQueryData<AccountListResponse>(accountListKey(companyId), (data) =>
    data ? { ...data, accounts: data.accounts.map((a) => (a.id === account.id ? account : a)) } : data,
  );
  queryClient.setQueryData<AccountDetailResponse>(accountDetailKey(companyId, account.platform, account.accountId), (data) =>
    data ? { ...data, account } : data,
  );
}

/** A deleted account leaves the list; its detail is forgotten. */
export function dropAccount(queryClient: QueryClient, companyId: string | null, account: AdAccount): void {
  queryClient.setQueryData<AccountListResponse>(accountListKey(companyId), (data) =>
    data ? { ...data, accounts: data.accounts.filter((a) => a.id !== account.id) } : data,
  );
  queryClient.removeQueries({ queryKey: accountDetailKey(companyId, account.platform, account.accountId), exact: true });
}
