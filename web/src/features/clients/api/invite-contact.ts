import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientContact } from '../../../../../common/schemas/clients';
import { apiRequest } from '../../../lib/api-client';
import { clientChanged } from './cached-clients';

export interface InviteContactInput {
  clientId: string;
  contactId: string;
}

/**
 * POST /api/clients/:id/contacts/:contactId/invite: an invitation to the portal by e-mail (again,
 * when one is open), or access at once for an existing client user of the agency.
 */
export async function inviteContact({ clientId, contactId }: InviteContactInput): Promise<ClientContact> {
  const response = await apiRequest<{ contact: ClientContact }>(
    `/api/clients/${encodeURIComponent(clientId)}/contacts/${encodeURIComponent(contactId)}/invite`,
    { method: 'POST' },
  );
  return response.contact;
}

export function useInviteContact(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteContact,
    onSuccess: (_contact, { clientId }) => clientChanged(queryClient, companyId, clientId),
  });
}
