import type { Query, QueryCache, QueryClient, QueryFilters } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** A read that answered 404: what it names is gone, and ids are not reused. */
function isGone(query: Query): boolean {
  return query.state.status === 'error' && isApiError(query.state.error) && query.state.error.status === 404;
}

/** Resolves when the query's read under way has ended (answered, failed, cancelled or the query removed). */
function readEnded(cache: QueryCache, query: Query): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = cache.subscribe((event) => {
      if (query.state.fetchStatus === 'fetching' && !(event.type === 'removed' && event.query === query)) return;
      unsubscribe();
      resolve();
    });
    if (query.state.fetchStatus !== 'fetching') {
      unsubscribe();
      resolve();
    }
  });
}

/**
 * Loads the matching queries again because something changed now (a live event, a resync).
 * `invalidateQueries` alone is not enough for a query whose first read is still under way: it
 * reuses that read, which the server may have answered before the change, and the screen would
 * show the old state until the next change. Such a read is let finish and then asked again —
 * unless it answered 404: an event opened from a link to a deleted one is read once, its card
 * says so. A read that answered 404 earlier is not asked again either.
 */
export async function reloadQueries(queryClient: QueryClient, asked: QueryFilters): Promise<void> {
  const cache = queryClient.getQueryCache();
  const firstReads = cache.findAll(asked).filter((query) => query.state.fetchStatus === 'fetching' && query.state.data === undefined);
  const waiting = new Set<Query>(firstReads);
  const now = queryClient.invalidateQueries({
    ...asked,
    predicate: (query) => !waiting.has(query) && !isGone(query) && (asked.predicate?.(query) ?? true),
  });
  const later = firstReads.map(async (query) => {
    await readEnded(cache, query);
    if (isGone(query) || cache.get(query.queryHash) !== query) return;
    await queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
  });
  await Promise.all([now, ...later]);
}
