/**
 * The event's changes: POST (create), PATCH (change, with the version seen and for a series the
 * scope), DELETE, and the outcome of a contact moment. Each refetches the calendar afterwards.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecurrenceScope } from '../../../../../common/calendar-constants';
import type { CalendarEvent, CreateEventRequest, OutcomeRequest, OutcomeResponse, UpdateEventRequest } from '../../../../../common/schemas/calendar';
import { apiRequest } from '../../../lib/api-client';
import { calendarKey } from './keys';

const eventPath = (id: string) => `/api/calendar/events/${encodeURIComponent(id)}`;

export async function createEvent(input: CreateEventRequest): Promise<CalendarEvent> {
  return (await apiRequest<{ event: CalendarEvent }>('/api/calendar/events', { method: 'POST', body: input })).event;
}

export interface UpdateEventInput {
  id: string;
  changes: UpdateEventRequest;
}

export async function updateEvent({ id, changes }: UpdateEventInput): Promise<CalendarEvent> {
  return (await apiRequest<{ event: CalendarEvent }>(eventPath(id), { method: 'PATCH', body: changes })).event;
}

export interface DeleteEventInput {
  id: string;
  version: number;
  scope?: RecurrenceScope;
  occurrenceStart?: string | null;
}

export async function deleteEvent({ id, version, scope, occurrenceStart }: DeleteEventInput): Promise<void> {
  const search = new URLSearchParams({ version: String(version) });
  if (scope) search.set('scope', scope);
  if (occurrenceStart) search.set('occurrenceStart', occurrenceStart);
  await apiRequest<void>(`${eventPath(id)}?${search.toString()}`, { method: 'DELETE' });
}

export interface OutcomeInput extends OutcomeRequest {
  id: string;
}

export async function recordOutcome({ id, ...body }: OutcomeInput): Promise<OutcomeResponse> {
  return apiRequest<OutcomeResponse>(`${eventPath(id)}/outcome`, { method: 'POST', body });
}

function useCalendarMutation<I, O>(companyId: string | null, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // After a failure too: a 409 means someone changed it, and the grid shows the new version.
    // Not awaited: the caller's onSuccess runs at once, while the component that asked still
    // shows (a refetched event with its outcome, or a deleted one's 404, unmounts it first).
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKey(companyId) });
    },
  });
}

export const useCreateEvent = (companyId: string | null) => useCalendarMutation(companyId, createEvent);
export const useUpdateEvent = (companyId: string | null) => useCalendarMutation(companyId, updateEvent);
export const useDeleteEvent = (companyId: string | null) => useCalendarMutation(companyId, deleteEvent);
export const useRecordOutcome = (companyId: string | null) => useCalendarMutation(companyId, recordOutcome);
