import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, UpdateClientRequest } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { clientChanged, clientTextsChanged } from './cached-clients';

export interface UpdateClientInput {
  id: string;
  changes: UpdateClientRequest;
}

/** PATCH /api/clients/:id: the fields given change (null clears an optional one). */
export async function updateClient({ id, changes }: UpdateClientInput): Promise<Client> {
  const response = await apiRequest<{ client: Client }>(`/api/clients/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
  return response.client;
}

export function useUpdateClient(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClient,
    onSuccess: (client) => {
      clientChanged(queryClient, companyId, client.id, client);
      // A new name is written into its accounts and notes.
      clientTextsChanged(queryClient, companyId);
    },
  });
}
