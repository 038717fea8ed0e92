import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../../common/schemas/auth';
import type { CompleteOnboardingRequest } from '../../../../../common/schemas/onboarding';
import { apiRequest } from '../../../lib/api-client';
import { useAppStorage } from '../../../lib/app-storage';
import { sessionQueryKey } from '../../../lib/query-client';

/**
 * POST /api/onboarding/complete: saves the profile, creates or joins the company and marks the
 * onboarding done, in one transaction. Answers the new session (MeResponse).
 */
export function completeOnboarding(input: CompleteOnboardingRequest): Promise<MeResponse> {
  return apiRequest<MeResponse>('/api/onboarding/complete', { method: 'POST', body: input });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  const setSession = useAppStorage((s) => s.setSession);
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: async (me) => {
      queryClient.setQueryData(sessionQueryKey, me);
      setSession(me.user, me.activeCompanyId);
      // Everything else was read before the user had a company.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
