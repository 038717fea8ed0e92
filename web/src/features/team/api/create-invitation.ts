import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationRequest, CreateInvitationResponse } from '../../../../../common/schemas/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { companyMembersQueryKey } from '../../company/api/get-members';
import { companyInvitationsQueryKey } from './get-invitations';

/**
 * POST /api/company/invitations (admins): `invited` when a mail with a link went out, `added` when
 * the address already had an account and became a member at once (EMAIL_REQUIRED, EMAIL_INVALID,
 * ALREADY_MEMBER, FORBIDDEN).
 */
export function createInvitation(input: CreateInvitationRequest): Promise<CreateInvitationResponse> {
  return apiRequest<CreateInvitationResponse>('/api/company/invitations', { method: 'POST', body: input });
}

export function useCreateInvitation(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: (result) =>
      queryClient.invalidateQueries({
        queryKey: result.outcome === 'added' ? companyMembersQueryKey(companyId) : companyInvitationsQueryKey(companyId),
      }),
  });
}
