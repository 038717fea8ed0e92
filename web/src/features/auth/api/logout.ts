import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useAppStorage } from '../../../lib/app-storage';
import { useMarketeerFilter } from '../../../lib/marketeer-filter';
import { clearOAuthFlags } from '../../../lib/oauth-flags';

/** POST /api/auth/logout (204). An already expired session counts as logged out. */
export async function logout(): Promise<void> {
  try {
    await apiRequest<void>('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

/** Logs out, returns to /login and forgets everything cached for this user. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clearSession = useAppStorage((s) => s.clearSession);
  const selectMarketeer = useMarketeerFilter((s) => s.selectMarketeer);
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      // Leave the guarded screens first, so they do not react to the emptied cache.
      await navigate('/login', { replace: true });
      queryClient.clear();
      clearSession();
      clearOAuthFlags();
      selectMarketeer(null);
    },
  });
}
