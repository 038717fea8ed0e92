import { useQuery } from '@tanstack/react-query';
import type { PasswordResetCheckResponse } from '../../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/password-reset/check: whether the link's token can still be used. */
export function checkResetToken(token: string, signal?: AbortSignal): Promise<PasswordResetCheckResponse> {
  return apiRequest<PasswordResetCheckResponse>('/api/auth/password-reset/check', {
    method: 'POST',
    body: { token },
    ...(signal ? { signal } : {}),
  });
}

/** Checked once per token (no refetch while the form is filled in); no call without a token. */
export function useResetTokenCheck(token: string) {
  return useQuery({
    queryKey: ['password-reset', 'check', token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
