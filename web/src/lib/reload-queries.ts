import type { Query, QueryClient, QueryFilters } from '@tanstack/react-query';
import { isApiError } from './api-client';

/**
 * Loads the matching queries again because something changed now (a live event, a resync).
 * `invalidateQueries` alone is not enough for a query whose first read is still under way: it
 * reuses that read, which the server may have answered before the change, and the screen would
 * show the old state until the next change. Such reads are dropped and asked again.
 */
export async function reloadQueries(queryClient: QueryClient, asked: QueryFilters): Promise<void> {
  // A read that answered 404 is not asked again: what it names is gone, and ids are not reused
  // (an event opened from a link to a deleted one is read once, its card says so).
  const notGone = (query: Query) => !(query.state.status === 'error' && isApiError(query.state.error) && query.state.error.status === 404);
  const filters: QueryFilters = { ...asked, predicate: (query) => notGone(query) && (asked.predicate?.(query) ?? true) };
  const inFlight = queryClient
    .getQueryCache()
    .findAll(filters)
    .filter((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined);
  // Cancelling with revert puts each back to "pending, idle" at once; the invalidation reads it anew.
  for (const query of inFlight) void query.cancel({ revert: true });
  await queryClient.invalidateQueries(filters);
}
