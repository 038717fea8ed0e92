import { useQuery } from '@tanstack/react-query';
import type { InvitationCheckResponse } from '../../../../../common/schemas/onboarding';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/invitation/check: what an invitation token is for (400 INVITATION_INVALID). */
export function checkInvitation(token: string, signal?: AbortSignal): Promise<InvitationCheckResponse> {
  return apiRequest<InvitationCheckResponse>('/api/auth/invitation/check', {
    method: 'POST',
    body: { token },
    ...(signal ? { signal } : {}),
  });
}

/** The invitation behind the /set-password link; not asked again on focus (it is rate limited). */
export function useInvitationCheck(token: string | null) {
  return useQuery({
    queryKey: ['invitation-check', token],
    queryFn: ({ signal }) => checkInvitation(token ?? '', signal),
    enabled: Boolean(token),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
