import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientContact, UpdateContactRequest } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { clientChanged } from './cached-clients';

export interface UpdateContactInput {
  clientId: string;
  contactId: string;
  changes: UpdateContactRequest;
}

/** PATCH /api/clients/:id/contacts/:contactId: the fields given change (null clears an optional one). */
export async function updateContact({ clientId, contactId, changes }: UpdateContactInput): Promise<ClientContact> {
  const response = await apiRequest<{ contact: ClientContact }>(`/api/clients/${encodeURIComponent(clientId)}/contacts/${encodeURIComponent(contactId)}`, {
    method: 'PATCH',
    body: changes,
  });
  return response.contact;
}

export function useUpdateContact(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: (_contact, { clientId }) => clientChanged(queryClient, companyId, clientId),
  });
}
