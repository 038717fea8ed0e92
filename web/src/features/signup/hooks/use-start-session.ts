import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MeResponse } from '../../../../../common/schemas/auth';
import { useAppStorage } from '../../../lib/app-storage';
import { sessionQueryKey } from '../../../lib/query-client';

/**
 * Takes over the session a new account was signed in with (the server set the cookie): nothing
 * cached for a previous user survives (only the queries this public screen itself shows, such
 * as the invitation it is accepting, stay until it navigates away), the session query holds the
 * new user at once, and the app-storage entry remembers them.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  const setSession = useAppStorage((s) => s.setSession);
  return useCallback(
    (me: MeResponse) => {
      queryClient.removeQueries({ predicate: (query) => query.getObserversCount() === 0 });
      queryClient.setQueryData(sessionQueryKey, me);
      setSession(me.user, me.activeCompanyId);
    },
    [queryClient, setSession],
  );
}
