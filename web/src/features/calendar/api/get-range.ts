/** GET /api/calendar/events: the occurrences and deadlines of a range, with the filters. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarRangeResponse } from '../../../../../common/schemas/calendar';
import { apiRequest } from '../../../lib/api-client';
import { calendarRangeKey, type RangeRequest } from './keys';

export function rangeSearch(range: RangeRequest): string {
  const search = new URLSearchParams({ from: range.from, to: range.to });
  if (range.clients.length > 0) search.set('clients', range.clients.join(','));
  if (range.owners.length > 0) search.set('owners', range.owners.join(','));
  if (range.kinds.length > 0) search.set('kinds', range.kinds.join(','));
  return search.toString();
}

export function getCalendarRange(range: RangeRequest, signal?: AbortSignal): Promise<CalendarRangeResponse> {
  return apiRequest<CalendarRangeResponse>(`/api/calendar/events?${rangeSearch(range)}`, signal ? { signal } : {});
}

/** A range's query: the screen's, and the neighbouring ranges it prefetches (hooks/use-shown-range.ts). */
export function rangeQuery(companyId: string | null, range: RangeRequest) {
  return queryOptions({
    queryKey: calendarRangeKey(companyId, range),
    queryFn: ({ signal }) => getCalendarRange(range, signal),
    staleTime: 30_000,
  });
}

const noRange: RangeRequest = { from: '', to: '', clients: [], owners: [], kinds: [] };

/** The grid keeps the previous range's events while the next one loads (no flash of an empty week). */
export function useCalendarRange(companyId: string | null, range: RangeRequest | null) {
  return useQuery({
    ...rangeQuery(companyId, range ?? noRange),
    enabled: companyId !== null && range !== null,
    placeholderData: keepPreviousData,
  });
}
