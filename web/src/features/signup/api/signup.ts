import { useMutation } from '@tanstack/react-query';
import type { MeResponse, SignupRequest } from '../../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { useStartSession } from '../hooks/use-start-session';

/** POST /api/auth/signup: creates the account and signs it in (201 MeResponse + session cookie). */
export function signup(input: SignupRequest): Promise<MeResponse> {
  return apiRequest<MeResponse>('/api/auth/signup', { method: 'POST', body: input });
}

export function useSignup() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: signup, onSuccess: startSession });
}
