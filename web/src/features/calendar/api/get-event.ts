/** GET /api/calendar/events/:id(?notification=): one event, with the fields a contact_event_update changed. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEventResponse } from '../../../../../common/schemas/calendar';
import { isApiError, apiRequest } from '../../../lib/api-client';
import { calendarEventKey } from './keys';

export function getCalendarEvent(id: string, notificationId: string | null, signal?: AbortSignal): Promise<CalendarEventResponse> {
  const search = notificationId ? `?notification=${encodeURIComponent(notificationId)}` : '';
  return apiRequest<CalendarEventResponse>(`/api/calendar/events/${encodeURIComponent(id)}${search}`, signal ? { signal } : {});
}

/**
 * One event's read, shared by its card and the screen's focus (hooks/use-event-focus.ts): the
 * card's query fetches, the focus only observes it. A 4xx (gone, not allowed) is not asked again.
 */
export function calendarEventQuery(companyId: string | null, id: string | null, notificationId: string | null) {
  return queryOptions({
    queryKey: calendarEventKey(companyId, id ?? '', notificationId),
    queryFn: ({ signal }) => getCalendarEvent(id!, notificationId, signal),
    enabled: companyId !== null && id !== null,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

export function useCalendarEvent(companyId: string | null, id: string | null, notificationId: string | null) {
  return useQuery(calendarEventQuery(companyId, id, notificationId));
}
