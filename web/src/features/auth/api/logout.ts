import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { useMarketeerFilter } from '../../../lib/marketeer-filter';
import { realtime } from '../../../lib/realtime/realtime';
import { toast } from '../../../lib/toast';
import { completeSignOut } from '../../session-sync/session-tracker';

/** POST /api/auth/logout (204). An already expired session counts as logged out. */
export async function logout(): Promise<void> {
  try {
    await apiRequest<void>('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return;
    throw error;
  }
}

/**
 * Signs out (spec section 1): ends the session on the server, then — answered or not — clears
 * every stored auth entry, tells the other tabs and the extension, returns to /login and forgets
 * everything cached for this user. When the server could not be told, a toast says so.
 * A plain async action with its own pending flag (not a TanStack mutation: the sidebar is part of
 * the workspace shell's first load, and this keeps useMutation out of it).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const selectMarketeer = useMarketeerFilter((s) => s.selectMarketeer);
  const { t } = useTranslation('passwordReset');
  const [isPending, setPending] = useState(false);
  const mutate = async () => {
    setPending(true);
    // Close this tab's live connection first: the server ending the session would otherwise
    // close the socket (4401), and the re-read session would send the guards to
    // /login?redirect=<this screen> before this sign-out reaches /login itself.
    realtime.stop();
    let error: unknown = null;
    try {
      await logout();
    } catch (cause) {
      error = cause;
    }
    completeSignOut();
    selectMarketeer(null);
    // Leave the guarded screens first, so they do not react to the emptied cache.
    await navigate('/login', { replace: true });
    queryClient.clear();
    setPending(false);
    if (error) {
      const unreachable = !isApiError(error) || error.status === 0;
      toast.warning(unreachable ? t('session.logoutUnreachable') : t('session.logoutFailed'));
    }
  };
  return { mutate: () => void mutate(), isPending };
}
