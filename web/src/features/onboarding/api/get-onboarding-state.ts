import { useQuery } from '@tanstack/react-query';
import type { OnboardingStateResponse } from '../../../../../common/schemas/onboarding';
import { apiRequest } from '../../../lib/api-client';

export const onboardingStateQueryKey = ['onboarding', 'state'] as const;

/** GET /api/onboarding: the invitations waiting for the signed-in user's e-mail address. */
export function getOnboardingState(signal?: AbortSignal): Promise<OnboardingStateResponse> {
  return apiRequest<OnboardingStateResponse>('/api/onboarding', signal ? { signal } : {});
}

export function useOnboardingState(enabled: boolean) {
  return useQuery({
    queryKey: onboardingStateQueryKey,
    queryFn: ({ signal }) => getOnboardingState(signal),
    enabled,
  });
}
