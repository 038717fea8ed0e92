import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { LoginRequest, MeResponse } from '../../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { useAppStorage } from '../../../lib/app-storage';
import { meQueryKey } from './get-me';

/**
 * POST /api/auth/login: sets the HttpOnly session cookie and answers with the session. When the
 * account has two-factor sign-in on it fails with 401 MFA_REQUIRED and sets the challenge cookie
 * for POST /api/auth/login/two-factor instead. The captcha is consumed by every attempt.
 */
export function login(input: LoginRequest): Promise<MeResponse> {
  return apiRequest<MeResponse>('/api/auth/login', { method: 'POST', body: input });
}

/** Makes a fresh session the app's session: forgets every cached answer of a previous user. */
export function useStartSession() {
  const queryClient = useQueryClient();
  const setSession = useAppStorage((s) => s.setSession);
  return useCallback(
    (me: MeResponse) => {
      queryClient.removeQueries();
      queryClient.setQueryData(meQueryKey, me);
      setSession(me.user, me.activeCompanyId);
    },
    [queryClient, setSession],
  );
}

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: login, onSuccess: startSession });
}
