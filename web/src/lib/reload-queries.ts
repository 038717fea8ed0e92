import type { QueryClient, QueryFilters } from '@tanstack/react-query';

/**
 * Loads the matching queries again because something changed now (a live event, a resync).
 * `invalidateQueries` alone is not enough for a query whose first read is still under way: it
 * reuses that read, which the server may have answered before the change, and the screen would
 * show the old state until the next change. Such reads are dropped and asked again.
 */
export async function reloadQueries(queryClient: QueryClient, filters: QueryFilters): Promise<void> {
  const inFlight = queryClient
    .getQueryCache()
    .findAll(filters)
    .filter((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined);
  // Cancelling with revert puts each back to "pending, idle" at once; the invalidation reads it anew.
  for (const query of inFlight) void query.cancel({ revert: true });
  await queryClient.invalidateQueries(filters);
}
