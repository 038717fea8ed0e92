import { useMutation } from '@tanstack/react-query';
import type { MeResponse } from '../../../../../common/schemas/auth';
import type { AcceptInvitationRequest } from '../../../../../common/schemas/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { useStartSession } from '../hooks/use-start-session';

/**
 * POST /api/auth/invitation/accept: creates the invited person's account with this name and
 * password, adds the membership and signs in (201 MeResponse + session cookie).
 */
export function acceptInvitation(input: AcceptInvitationRequest): Promise<MeResponse> {
  return apiRequest<MeResponse>('/api/auth/invitation/accept', { method: 'POST', body: input });
}

export function useAcceptInvitation() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: acceptInvitation, onSuccess: startSession });
}
