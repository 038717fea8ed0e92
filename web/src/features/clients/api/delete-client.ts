import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientTextsChanged } from './cached-clients';
import { clientActivityKey, clientDetailKey, clientListsKey } from './keys';

export interface DeleteClientInput {
  id: string;
  /** The client's name as typed again (CLIENT_DELETE_CONFIRM when it differs). */
  confirmName: string;
}

/** DELETE /api/clients/:id (204, admins): contacts, managers and timeline go; ad accounts and notes stay, without client. */
export function deleteClient({ id, confirmName }: DeleteClientInput): Promise<void> {
  return apiRequest<void>(`/api/clients/${encodeURIComponent(id)}`, { method: 'DELETE', body: { confirmName } });
}

export function useDeleteClient(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClient,
    onSuccess: (_nothing, { id }) => {
      queryClient.removeQueries({ queryKey: clientDetailKey(companyId, id), exact: true });
      queryClient.removeQueries({ queryKey: clientActivityKey(companyId, id), exact: true });
      void queryClient.invalidateQueries({ queryKey: clientListsKey(companyId) });
      clientTextsChanged(queryClient, companyId);
    },
  });
}
