/** GET/PUT /api/calendar/settings (zone, working days and hours, the feed's state) and the ICS feed: POST/DELETE /api/calendar/feed. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedResponse, CalendarSettings, CalendarSettingsRequest } from '../../../../../common/schemas/calendar';
import { apiRequest } from '../../../lib/api-client';
import { calendarKey, calendarSettingsKey } from './keys';

export function getCalendarSettings(signal?: AbortSignal): Promise<CalendarSettings> {
  return apiRequest<{ settings: CalendarSettings } | CalendarSettings>('/api/calendar/settings', signal ? { signal } : {}).then(unwrap);
}

/** The contract answers the settings; accept them wrapped in `{ settings }` too. */
function unwrap(answer: { settings: CalendarSettings } | CalendarSettings): CalendarSettings {
  return 'settings' in answer ? answer.settings : answer;
}

export function useCalendarSettings(companyId: string | null) {
  return useQuery({
    queryKey: calendarSettingsKey(companyId),
    queryFn: ({ signal }) => getCalendarSettings(signal),
    enabled: companyId !== null,
    staleTime: 5 * 60_000,
  });
}

export function useSaveCalendarSettings(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CalendarSettingsRequest) =>
      unwrap(await apiRequest<{ settings: CalendarSettings } | CalendarSettings>('/api/calendar/settings', { method: 'PUT', body: input })),
    onSuccess: (settings) => {
      queryClient.setQueryData(calendarSettingsKey(companyId), settings);
      // Another zone shows every time differently (and moves the "due" of contact moments).
      void queryClient.invalidateQueries({ queryKey: calendarKey(companyId) });
    },
  });
}

export function useCreateFeed(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<CalendarFeedResponse>('/api/calendar/feed', { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarSettingsKey(companyId) }),
  });
}

export function useRevokeFeed(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('/api/calendar/feed', { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarSettingsKey(companyId) }),
  });
}
