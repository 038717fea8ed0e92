import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientStatus } from '../../../../../common/client-constants';
import type { Client } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { clientChanged } from './cached-clients';

export interface ClientStatusInput {
  id: string;
  status: ClientStatus;
}

/** PUT /api/clients/:id/status: archive (the client leaves the portal, keeps its data) or restore. */
export async function setClientStatus({ id, status }: ClientStatusInput): Promise<Client> {
  const response = await apiRequest<{ client: Client }>(`/api/clients/${encodeURIComponent(id)}/status`, { method: 'PUT', body: { status } });
  return response.client;
}

export function useSetClientStatus(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClientStatus,
    onSuccess: (client) => clientChanged(queryClient, companyId, client.id, client),
  });
}
