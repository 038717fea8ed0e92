import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationRequest, CreateInvitationResponse } from '../../../../../common/schemas/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { companyInvitationsQueryKey } from './get-invitations';

/**
 * POST /api/company/invitations (admins): always `invited` — a mail with a link went out, whether
 * or not the address has an account (EMAIL_REQUIRED, EMAIL_INVALID, ALREADY_MEMBER for a member
 * of this company, FORBIDDEN, INVITER_EMAIL_UNVERIFIED while the admin's own address is not
 * proven, RATE_LIMITED: fewer an hour in the company's first day). The form shows the error and
 * keeps what was typed.
 */
export function createInvitation(input: CreateInvitationRequest): Promise<CreateInvitationResponse> {
  return apiRequest<CreateInvitationResponse>('/api/company/invitations', { method: 'POST', body: input });
}

export function useCreateInvitation(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyInvitationsQueryKey(companyId) }),
  });
}
