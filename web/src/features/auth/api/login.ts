import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, MeResponse } from '../../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { useAppStorage } from '../../../lib/app-storage';
import { meQueryKey } from './get-me';

/** POST /api/auth/login: sets the HttpOnly session cookie and answers with the session. */
export function login(input: LoginRequest): Promise<MeResponse> {
  return apiRequest<MeResponse>('/api/auth/login', { method: 'POST', body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  const setSession = useAppStorage((s) => s.setSession);
  return useMutation({
    mutationFn: login,
    onSuccess: (me) => {
      // Nothing cached for a previous user may leak into this session.
      queryClient.removeQueries();
      queryClient.setQueryData(meQueryKey, me);
      setSession(me.user, me.activeCompanyId);
    },
  });
}
