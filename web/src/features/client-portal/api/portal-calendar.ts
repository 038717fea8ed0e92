/**
 * The portal's Agenda API (issue 20): the client's appointments and account managers, a manager's
 * free slots, accepting or declining, and asking for an appointment. Every key is under the
 * portal's own ('portal', …), so `portal.changed` (hooks/use-live-portal) loads them again.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FreeSlotsResponse, PortalAppointment, PortalCalendarResponse } from '../../../../../common/schemas/calendar';
import { apiRequest } from '../../../lib/api-client';
import { portalKeys } from './keys';

export const portalCalendarKeys = {
  /** Everything of the Agenda of one client (the list and the slots). */
  client: (companyId: string | null, clientId: string) => [...portalKeys.all, companyId, 'calendar', clientId] as const,
  list: (companyId: string | null, clientId: string, range: { from: string; to: string }) =>
    [...portalCalendarKeys.client(companyId, clientId), 'list', range.from, range.to] as const,
  /** "Bekijk als klant": the same list, read by the team. */
  preview: (clientId: string, range: { from: string; to: string }) => [...portalKeys.preview(clientId), 'calendar', range.from, range.to] as const,
  slots: (companyId: string | null, clientId: string, managerId: string, duration: number, from: string | null) =>
    [...portalCalendarKeys.client(companyId, clientId), 'slots', managerId, duration, from] as const,
};

const base = (clientId: string) => `/api/portal/clients/${encodeURIComponent(clientId)}/calendar`;

/**
 * GET …/calendar?from&to: the client's appointments in the range and their account managers; with
 * `preview`, the team's GET /api/clients/:id/portal-preview/calendar (the same answer).
 */
export function getPortalCalendar(
  clientId: string,
  range: { from: string; to: string },
  signal?: AbortSignal,
  preview = false,
): Promise<PortalCalendarResponse> {
  const query = new URLSearchParams(range);
  const path = preview ? `/api/clients/${encodeURIComponent(clientId)}/portal-preview/calendar` : base(clientId);
  return apiRequest<PortalCalendarResponse>(`${path}?${query.toString()}`, signal ? { signal } : {});
}

export function usePortalCalendar(companyId: string | null, clientId: string, range: { from: string; to: string }, preview = false) {
  return useQuery({
    queryKey: preview ? portalCalendarKeys.preview(clientId, range) : portalCalendarKeys.list(companyId, clientId, range),
    queryFn: ({ signal }) => getPortalCalendar(clientId, range, signal, preview),
    // The preview shows what the client sees right now.
    ...(preview ? { staleTime: 0 } : {}),
  });
}

/** GET …/calendar/slots: the manager's free slots of `duration` minutes from `from` (default: now). */
export function getFreeSlots(clientId: string, input: { managerId: string; duration: number; from: string | null }, signal?: AbortSignal) {
  const query = new URLSearchParams({ managerId: input.managerId, duration: String(input.duration), ...(input.from ? { from: input.from } : {}) });
  return apiRequest<FreeSlotsResponse>(`${base(clientId)}/slots?${query.toString()}`, signal ? { signal } : {});
}

export function useFreeSlots(companyId: string | null, clientId: string, input: { managerId: string | null; duration: number; from: string | null }) {
  const { managerId, duration, from } = input;
  return useQuery({
    queryKey: portalCalendarKeys.slots(companyId, clientId, managerId ?? '', duration, from),
    queryFn: ({ signal }) => getFreeSlots(clientId, { managerId: managerId!, duration, from }, signal),
    enabled: managerId !== null,
    // Slots change as others book them: read them fresh, keep the old ones on screen while the next day loads.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export interface RespondInput {
  eventId: string;
  body: { response: 'accepted' | 'declined'; reason?: string | null; occurrenceStart?: string; version: number };
}

/** POST …/calendar/:eventId/response: accept or decline (a series: every time of it), or change the answer; a decline may give a reason. */
export function useRespondToAppointment(companyId: string | null, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: RespondInput) =>
      apiRequest<{ appointment: PortalAppointment }>(`${base(clientId)}/${encodeURIComponent(eventId)}/response`, { method: 'POST', body }),
    // Also after a refusal (a changed or closed appointment): show what is true now. The overview's "Actie vereist" too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...portalKeys.all, companyId] }),
  });
}

export interface AppointmentRequestBody {
  managerId: string;
  start: string;
  duration: number;
  title: string | null;
  message: string | null;
}

/** POST …/calendar/requests (201): a tentative appointment with the manager; 409 CALENDAR_SLOT_TAKEN when the slot went meanwhile. */
export function useRequestAppointment(companyId: string | null, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppointmentRequestBody) => apiRequest<{ appointment: PortalAppointment }>(`${base(clientId)}/requests`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalCalendarKeys.client(companyId, clientId) }),
  });
}

/** DELETE …/calendar/:eventId?version= (204): the client withdraws its own request. */
export function useCancelRequest(companyId: string | null, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, version }: { eventId: string; version: number }) =>
      apiRequest<void>(`${base(clientId)}/${encodeURIComponent(eventId)}?version=${version}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...portalKeys.all, companyId] }),
  });
}
