import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientTextsChanged } from './cached-clients';
import { markClientDeleted } from './deleted-clients';
import { clientActivityKey, clientDetailKey, clientListsKey, clientNotesKey } from './keys';

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
      // Its queries are removed, not refetched: marked first, so the page still on screen (until the
      // app has gone to /clients) rebuilds them disabled instead of asking for a client that is gone.
      markClientDeleted(id);
      for (const queryKey of [clientDetailKey(companyId, id), clientActivityKey(companyId, id), clientNotesKey(companyId, id)]) {
        void queryClient.cancelQueries({ queryKey });
        queryClient.removeQueries({ queryKey });
      }
      void queryClient.invalidateQueries({ queryKey: clientListsKey(companyId) });
      clientTextsChanged(queryClient, companyId);
    },
  });
}
