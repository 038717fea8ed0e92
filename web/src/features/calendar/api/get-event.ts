/** GET /api/calendar/events/:id(?notification=): one event, with the fields a contact_event_update changed. */
import { useQuery } from '@tanstack/react-query';
import type { CalendarEventResponse } from '../../../../../common/schemas/calendar';
import { apiRequest } from '../../../lib/api-client';
import { calendarEventKey } from './keys';

export function getCalendarEvent(id: string, notificationId: string | null, signal?: AbortSignal): Promise<CalendarEventResponse> {
  const search = notificationId ? `?notification=${encodeURIComponent(notificationId)}` : '';
  return apiRequest<CalendarEventResponse>(`/api/calendar/events/${encodeURIComponent(id)}${search}`, signal ? { signal } : {});
}

export function useCalendarEvent(companyId: string | null, id: string | null, notificationId: string | null) {
  return useQuery({
    queryKey: calendarEventKey(companyId, id ?? '', notificationId),
    queryFn: ({ signal }) => getCalendarEvent(id!, notificationId, signal),
    enabled: companyId !== null && id !== null,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status?.toString().startsWith('4'),
  });
}
