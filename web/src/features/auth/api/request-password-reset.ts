import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest } from '../../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth/password-reset: mails a reset link when the address has an account. Always
 * 202, so the answer never tells whether an account exists; 429 RATE_LIMITED when asked too often.
 */
export async function requestPasswordReset(input: PasswordResetRequest): Promise<void> {
  await apiRequest<unknown>('/api/auth/password-reset', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
