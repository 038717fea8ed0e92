import type { QueryClient } from '@tanstack/react-query';
import type { Client, ClientDetailResponse } from '../../../../../common/schemas/clients';
import { accountsCacheKey, clientActivityKey, clientDetailKey, clientListsKey, linkableAccountsKey, notesCacheKey } from './keys';

/**
 * After a change to one client: its saved answer replaces the cached detail at once, and what
 * shows it elsewhere (the lists with their counts, its timeline) is loaded again.
 */
export function clientChanged(queryClient: QueryClient, companyId: string | null, id: string, client?: Client): void {
  if (client) queryClient.setQueryData<ClientDetailResponse>(clientDetailKey(companyId, id), (data) => (data ? { ...data, client } : data));
  void queryClient.invalidateQueries({ queryKey: clientDetailKey(companyId, id) });
  void queryClient.invalidateQueries({ queryKey: clientActivityKey(companyId, id) });
  void queryClient.invalidateQueries({ queryKey: clientListsKey(companyId) });
}

/** The client's name on ad accounts and notes changed (a rename, a link or unlink): those caches load again. */
export function clientTextsChanged(queryClient: QueryClient, companyId: string | null): void {
  void queryClient.invalidateQueries({ queryKey: linkableAccountsKey(companyId) });
  void queryClient.invalidateQueries({ queryKey: accountsCacheKey(companyId) });
  void queryClient.invalidateQueries({ queryKey: notesCacheKey });
}
