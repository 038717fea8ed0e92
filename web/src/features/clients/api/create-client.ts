import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, CreateClientRequest } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { clientListsKey } from './keys';

/** POST /api/clients (201): a new client; field codes on 400, CLIENT_NAME_TAKEN / CLIENT_CODE_TAKEN on 409. */
export async function createClient(input: CreateClientRequest): Promise<Client> {
  const response = await apiRequest<{ client: Client }>('/api/clients', { method: 'POST', body: input });
  return response.client;
}

export function useCreateClient(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientListsKey(companyId) }),
  });
}
