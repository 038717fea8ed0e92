import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { companyInvitationsQueryKey } from './get-invitations';

/** DELETE /api/company/invitations/:id (admins, 204): the link in the mail stops working. */
export function revokeInvitation(id: string): Promise<void> {
  return apiRequest<void>(`/api/company/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRevokeInvitation(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyInvitationsQueryKey(companyId) }),
  });
}
