/**
 * What a change of an event means to the clients it is shared with (issue 33): a pure rule over
 * the event as it was and as it is (null: it did not exist, or no longer does).
 * - shared with a client now and not before (a new appointment, another client, or an internal
 *   event made an appointment): `appointment_shared`, the answer waits (the new client never gave one);
 * - shared before and not now (deleted, unshared, another client): `appointment_cancelled`;
 * - its time, place or repetition changed: `appointment_moved`, and the answer waits again — an
 *   answer is about a time and a place, not about an event id;
 * - a request (tentative) confirmed, and nothing else the client cares about: `appointment_confirmed`.
 * A change of its title, description or owner alone tells nobody and keeps the answer.
 */
import type { CalendarEventStatus } from '../calendar-constants.js';

export interface AppointmentState {
  kind: string;
  clientId: string | null;
  start: number;
  end: number;
  allDay: boolean;
  timeZone: string;
  location: string | null;
  /** The series' rule (null: a single event, or one "alleen deze" time of a series). */
  rrule: string | null;
  /** One "alleen deze" time of a series: its missing rule is no change of repetition. */
  replacesOne: boolean;
  status: CalendarEventStatus;
}

export type AppointmentNewsKind = 'appointment_shared' | 'appointment_confirmed' | 'appointment_moved' | 'appointment_cancelled';

export interface AppointmentNewsItem {
  kind: AppointmentNewsKind;
  clientId: string;
  /** Which state the news is about (a cancellation: the one before). */
  about: 'before' | 'after';
  /** The client's answer goes back to "wacht op je reactie". */
  resetAnswer: boolean;
}

const sharedWith = (s: AppointmentState | null): string | null => (s && s.kind === 'appointment' ? s.clientId : null);

/** A rule without its end: splitting a series ("deze en volgende") changes COUNT or UNTIL, not the repetition. */
const repetition = (rrule: string | null) => rrule?.replace(/;?(COUNT|UNTIL)=[^;]*/g, '') ?? null;

/** Whether the time, place or repetition differ. */
export function appointmentMoved(before: AppointmentState, after: AppointmentState): boolean {
  const ruleChanged = !after.replacesOne && repetition(before.rrule) !== repetition(after.rrule);
  return (
    before.start !== after.start ||
    before.end !== after.end ||
    before.allDay !== after.allDay ||
    before.timeZone !== after.timeZone ||
    (before.location ?? '') !== (after.location ?? '') ||
    ruleChanged
  );
}

export function appointmentNews(before: AppointmentState | null, after: AppointmentState | null): AppointmentNewsItem[] {
  const was = sharedWith(before);
  const is = sharedWith(after);
  if (was !== is) {
    const news: AppointmentNewsItem[] = [];
    if (was) news.push({ kind: 'appointment_cancelled', clientId: was, about: 'before', resetAnswer: false });
    if (is) news.push({ kind: 'appointment_shared', clientId: is, about: 'after', resetAnswer: before !== null });
    return news;
  }
  if (!is || !before || !after) return [];
  if (appointmentMoved(before, after)) return [{ kind: 'appointment_moved', clientId: is, about: 'after', resetAnswer: true }];
  if (before.status === 'tentative' && after.status === 'confirmed')
    return [{ kind: 'appointment_confirmed', clientId: is, about: 'after', resetAnswer: false }];
  return [];
}
