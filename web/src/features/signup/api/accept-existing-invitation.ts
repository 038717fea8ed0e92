import { useMutation } from '@tanstack/react-query';
import type { MeResponse } from '../../../../../common/schemas/auth';
import type { AcceptExistingInvitationRequest } from '../../../../../common/schemas/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { useStartSession } from '../hooks/use-start-session';

/**
 * POST /api/auth/invitation/accept-existing (signed in as the invited address): joins the company
 * with the invited role and makes it the active one (200 MeResponse; INVITATION_INVALID,
 * INVITATION_OTHER_ACCOUNT).
 */
export function acceptExistingInvitation(input: AcceptExistingInvitationRequest): Promise<MeResponse> {
  return apiRequest<MeResponse>('/api/auth/invitation/accept-existing', { method: 'POST', body: input });
}

export function useAcceptExistingInvitation() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: acceptExistingInvitation, onSuccess: startSession });
}
