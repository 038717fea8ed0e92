import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientContact, CreateContactRequest } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { clientChanged } from './cached-clients';

export interface CreateContactInput {
  clientId: string;
  contact: CreateContactRequest;
}

/** POST /api/clients/:id/contacts (201): a contact person; field codes on 400, CLIENT_CONTACT_EMAIL_TAKEN on 409. */
export async function createContact({ clientId, contact }: CreateContactInput): Promise<ClientContact> {
  const response = await apiRequest<{ contact: ClientContact }>(`/api/clients/${encodeURIComponent(clientId)}/contacts`, { method: 'POST', body: contact });
  return response.contact;
}

export function useCreateContact(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: (_contact, { clientId }) => clientChanged(queryClient, companyId, clientId),
  });
}
