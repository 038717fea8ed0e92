import { useQuery } from '@tanstack/react-query';
import type { ClientDetailResponse } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { clientDetailKey } from './keys';
import { isClientDeleted } from './deleted-clients';

/** GET /api/clients/:id: the client, its contacts and its linked ad accounts (NOT_FOUND for another company's). */
export function getClient(id: string, signal?: AbortSignal): Promise<ClientDetailResponse> {
  return apiRequest<ClientDetailResponse>(`/api/clients/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function useClientDetail(companyId: string | null, id: string) {
  return useQuery({
    queryKey: clientDetailKey(companyId, id),
    queryFn: ({ signal }) => getClient(id, signal),
    // A client deleted in this tab is never fetched again (its page may still be on screen for a moment).
    enabled: companyId !== null && !isClientDeleted(id),
  });
}
