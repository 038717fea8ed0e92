import { useMutation } from '@tanstack/react-query';
import type { MeResponse, TwoFactorLoginRequest } from '../../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { useStartSession } from './login';

/**
 * POST /api/auth/login/two-factor: the second step after MFA_REQUIRED (or a Google sign-in of an
 * account with 2FA). `code` is the six-digit code or a backup code (XXXXX-XXXXX). Answers with the
 * session; 401 MFA_CODE_INVALID for a wrong code, 401 MFA_CHALLENGE_EXPIRED when the step must
 * start over from the login form.
 */
export function loginTwoFactor(input: TwoFactorLoginRequest): Promise<MeResponse> {
  return apiRequest<MeResponse>('/api/auth/login/two-factor', { method: 'POST', body: input });
}

export function useLoginTwoFactor() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: loginTwoFactor, onSuccess: startSession });
}
