import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '../../../../common/schemas/search';
import { apiRequest } from '../../lib/api-client';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { searchTextOf } from './palette-items';

/** GET /api/search (common/schemas/search.ts): the groups of what the actor may read in the active company. */
export function fetchSearch(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return apiRequest<SearchResponse>(`/api/search?${new URLSearchParams({ q })}`, signal ? { signal } : {});
}

/**
 * The search for what was typed: asked once typing pauses (150 ms), at least 2 characters; the
 * previous answer stays on screen while the next one loads.
 */
export function usePaletteSearch(input: string, companyId: string | null) {
  const text = searchTextOf(useDebouncedValue(input, 150));
  const typedText = searchTextOf(input);
  const query = useQuery({
    queryKey: ['search', companyId, text],
    queryFn: ({ signal }) => fetchSearch(text ?? '', signal),
    enabled: text !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const active = text !== null && typedText !== null;
  return {
    /** The answer to show (the previous one while the next loads); none below 2 characters. */
    data: active ? query.data : undefined,
    /** Typing has not paused yet, or the answer is on its way. */
    isLoading: typedText !== null && (typedText !== text || query.isFetching),
    isError: active && query.isError && !query.isFetching,
    /** The answer on screen is for exactly what was typed (so "no results" may be said). */
    isCurrent: active && typedText === text && !query.isPlaceholderData && query.isSuccess,
    refetch: query.refetch,
  };
}
