import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** The session query (GET /api/auth/me); owned by the auth feature, known here for the 401 rule below. */
export const sessionQueryKey = ['auth', 'me'] as const;

/** Errors that another attempt will not fix: the answer would be the same. */
function isPermanent(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * Any other call answering 401 means the session ended (expired, revoked, logged out in another
 * tab): ask for the session again, so the guards send the user to /login.
 */
function onUnauthenticated(error: unknown, queryKey?: readonly unknown[]): void {
  if (!isApiError(error) || error.status !== 401) return;
  if (queryKey && queryKey[0] === sessionQueryKey[0] && queryKey[1] === sessionQueryKey[1]) return;
  void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => onUnauthenticated(error, query.queryKey) }),
  mutationCache: new MutationCache({ onError: (error) => onUnauthenticated(error) }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (failureCount, error) => !isPermanent(error) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});
