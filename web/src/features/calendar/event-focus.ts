/**
 * Where the grid goes for an event opened from outside it (the inbox, Ctrl-K, a link: the address
 * names the event but no date): the date and time of the event — for a series its next occurrence
 * from now (or its first, when the series has ended) — in the calendar's zone.
 */
import { nextOccurrence } from '../../../../common/rules/recurrence';
import type { CalendarEvent } from '../../../../common/schemas/calendar';
import { toGridTime } from './calendar-zone';

export interface EventFocus {
  eventId: string;
  /** 'YYYY-MM-DD': the date the grid goes to. */
  date: string;
  /** 'HH:00': where a time grid scrolls to (the hour the event starts), null for an all-day event. */
  scrollTime: string | null;
}

export function eventFocusOf(
  event: Pick<CalendarEvent, 'id' | 'start' | 'end' | 'allDay' | 'timeZone' | 'recurrence'>,
  timeZone: string,
  now: Date,
): EventFocus {
  const series = event.recurrence
    ? nextOccurrence({ start: new Date(event.start), end: new Date(event.end), timeZone: event.timeZone, rule: event.recurrence }, now)
    : null;
  const start = series ? series.start.toISOString() : event.start;
  // An all-day event is stored from local midnight to local midnight in its own zone.
  const wallClock = toGridTime(start, event.allDay ? event.timeZone : timeZone);
  return { eventId: event.id, date: wallClock.slice(0, 10), scrollTime: event.allDay ? null : `${wallClock.slice(11, 13)}:00` };
}
