import { useQuery } from '@tanstack/react-query';
import type { ClientOptionsResponse } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { clientOptionsKey } from './keys';

/** GET /api/clients/options: the company's active clients by name (the pickers of accounts and notes). */
export function getClientOptions(signal?: AbortSignal): Promise<ClientOptionsResponse> {
  return apiRequest<ClientOptionsResponse>('/api/clients/options', signal ? { signal } : {});
}

/** Under the clients' key, so every change of a client (here or live) refreshes it. */
export function useClientOptions(companyId: string | null) {
  return useQuery({
    queryKey: clientOptionsKey(companyId),
    queryFn: ({ signal }) => getClientOptions(signal),
    enabled: companyId !== null,
    staleTime: 60_000,
  });
}
