/**
 * The portal Agenda's pure rules (issue 20): which appointments are upcoming and which are past,
 * grouping by day in the browser's own zone, an appointment's status as the client reads it and
 * what the client may do with it, the
 * days a client may ask for an appointment on, and the free slots of one of those days.
 */
import { addDays, format, startOfDay } from 'date-fns';
import { calendarLimits } from '../../../../common/calendar-constants';
import type { PortalAppointment } from '../../../../common/schemas/calendar';

/** What the client reads on an appointment's chip. */
export type AgendaStatus = 'pending' | 'accepted' | 'declined' | 'requested' | 'unanswered';

/**
 * A request the client made waits for the marketeer (tentative) unless the client withdrew it;
 * otherwise the client's own answer — and one that began without an answer was not answered.
 */
export function agendaStatusOf(appointment: Pick<PortalAppointment, 'status' | 'clientResponse' | 'start'>, now: Date): AgendaStatus {
  if (appointment.clientResponse === 'declined') return 'declined';
  if (appointment.status === 'tentative') return 'requested';
  if (appointment.clientResponse === 'pending' && Date.parse(appointment.start) <= now.getTime()) return 'unanswered';
  return appointment.clientResponse;
}

/** An appointment the client still answers: waiting for them and not begun. */
export function awaitsAnswer(appointment: Pick<PortalAppointment, 'clientResponse' | 'start'>, now: Date): boolean {
  return appointment.clientResponse === 'pending' && Date.parse(appointment.start) > now.getTime();
}

/**
 * What the client may do with an appointment that has not begun (issue 33): withdraw its own
 * request (`cancel`), answer one that waits (`answer`: accept or decline), or change the answer it
 * gave (`decline` an accepted one, `accept` a declined one). Nothing once it has begun.
 */
export type AgendaAction = 'cancel' | 'answer' | 'decline' | 'accept';

export function agendaActionOf(appointment: Pick<PortalAppointment, 'clientResponse' | 'start' | 'cancellable'>, now: Date): AgendaAction | null {
  if (Date.parse(appointment.start) <= now.getTime()) return null;
  if (appointment.cancellable) return 'cancel';
  if (appointment.clientResponse === 'pending') return 'answer';
  return appointment.clientResponse === 'accepted' ? 'decline' : 'accept';
}

/** The browser zone's date of an instant, 'yyyy-MM-dd'. */
export const dayKeyOf = (instant: string | Date): string => format(typeof instant === 'string' ? new Date(instant) : instant, 'yyyy-MM-dd');

export interface AgendaDay<T> {
  /** 'yyyy-MM-dd' in the browser's zone. */
  key: string;
  /** Local midnight of that day. */
  date: Date;
  items: T[];
}

/** Appointments by the local day they start on, days and items in time order (ascending, or descending for the past). */
export function groupByDay<T extends Pick<PortalAppointment, 'start' | 'key'>>(items: readonly T[], order: 'asc' | 'desc' = 'asc'): AgendaDay<T>[] {
  const sign = order === 'asc' ? 1 : -1;
  const sorted = [...items].sort((a, b) => sign * (Date.parse(a.start) - Date.parse(b.start)) || a.key.localeCompare(b.key));
  const days: AgendaDay<T>[] = [];
  for (const item of sorted) {
    const key = dayKeyOf(item.start);
    const last = days[days.length - 1];
    if (last && last.key === key) last.items.push(item);
    else days.push({ key, date: startOfDay(new Date(item.start)), items: [item] });
  }
  return days;
}

/** Upcoming (not yet ended) and past (ended) appointments. */
export function splitByNow<T extends Pick<PortalAppointment, 'end'>>(items: readonly T[], now: Date): { upcoming: T[]; past: T[] } {
  const upcoming: T[] = [];
  const past: T[] = [];
  for (const item of items) (Date.parse(item.end) > now.getTime() ? upcoming : past).push(item);
  return { upcoming, past };
}

/** The days a client may ask for: today and the next ones, calendarLimits.requestDaysAhead in all (local midnights). */
export function requestDays(now: Date): Date[] {
  const today = startOfDay(now);
  return Array.from({ length: calendarLimits.requestDaysAhead }, (_, i) => addDays(today, i));
}

/** The slots that start on the given local day. */
export function slotsOnDay<T extends { start: string }>(slots: readonly T[], dayKey: string): T[] {
  return slots.filter((slot) => dayKeyOf(slot.start) === dayKey);
}

/** The read's range: from 90 days back (the past ones) to a year after that, both at local midnight (a stable query key). */
export function agendaRange(now: Date): { from: string; to: string } {
  const from = addDays(startOfDay(now), -90);
  return { from: from.toISOString(), to: addDays(from, 365).toISOString() };
}
