import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useMarketeerFilter } from '../../../lib/marketeer-filter';
import { sessionQueryKey } from '../../../lib/query-client';
import { toast } from '../../../lib/toast';
import { logout } from '../../auth/api/logout';
import { completeSignOut } from '../../session-sync/session-tracker';

/**
 * Signs out and stays on this screen (the invitation is for another address than the signed-in
 * one): the same sign-out as 'Uitloggen' — the session ended on the server, stored auth cleared,
 * the other tabs and the extension told — but instead of going to /login the screen shows the
 * way to sign in with the invited address. Only what this screen shows stays in the cache.
 */
export function useSignOutHere() {
  const queryClient = useQueryClient();
  const selectMarketeer = useMarketeerFilter((s) => s.selectMarketeer);
  const { t } = useTranslation('passwordReset');
  return useMutation({
    mutationFn: logout,
    onSettled: (_data, error) => {
      completeSignOut();
      selectMarketeer(null);
      queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
      queryClient.setQueryData(sessionQueryKey, null);
      if (error) {
        const unreachable = !isApiError(error) || error.status === 0;
        toast.warning(unreachable ? t('session.logoutUnreachable') : t('session.logoutFailed'));
      }
    },
  });
}
