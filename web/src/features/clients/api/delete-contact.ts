import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientChanged } from './cached-clients';

export interface DeleteContactInput {
  clientId: string;
  contactId: string;
}

/** DELETE /api/clients/:id/contacts/:contactId (204): the contact, and with it their portal access to this client. */
export function deleteContact({ clientId, contactId }: DeleteContactInput): Promise<void> {
  return apiRequest<void>(`/api/clients/${encodeURIComponent(clientId)}/contacts/${encodeURIComponent(contactId)}`, { method: 'DELETE' });
}

export function useDeleteContact(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: (_nothing, { clientId }) => clientChanged(queryClient, companyId, clientId),
  });
}
