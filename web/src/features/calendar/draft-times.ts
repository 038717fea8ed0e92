/**
 * How the event dialog's times and weekly days move together (issue 33, items 5 and 8): the end
 * follows the start (the event keeps its length, so moving the start never puts the end before it
 * or silently lengthens the event), and a weekly repeat's days follow the start's weekday until the
 * user picks days themselves. Pure functions over the draft, in wall-clock minutes of its texts.
 */
import { dateKeyOfDayNumber, dayNumberOfKey, weekdayOfDayNumber } from '../../../../common/rules/calendar-time';
import { occurrenceAtStart } from '../../../../common/rules/recurrence';
import type { CalendarEvent } from '../../../../common/schemas/calendar';
import type { EventDraft } from './event-draft';

type Times = Pick<EventDraft, 'startDate' | 'startTime' | 'endDate' | 'endTime'>;

const dayMinutes = 1_440;
/** The length a start takes along when the end was not after it: one hour. */
const fallbackSpan = 60;
const pad = (n: number) => String(n).padStart(2, '0');

/** Wall-clock minutes since 1970-01-01 00:00 of a date and time text, or null when they are not one yet. */
function minutesOf(date: string, time: string): number | null {
  const day = dayNumberOfKey(date);
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (day === null || !match || Number(match[1]) > 23 || Number(match[2]) > 59) return null;
  return day * dayMinutes + Number(match[1]) * 60 + Number(match[2]);
}

const dateOf = (minutes: number) => dateKeyOfDayNumber(Math.floor(minutes / dayMinutes));
const timeOf = (minutes: number) => {
  const inDay = ((minutes % dayMinutes) + dayMinutes) % dayMinutes;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
};

/** The wall-clock minutes from the start to the end, or null while either is not a date and time. */
export function spanOf(times: Times): number | null {
  const start = minutesOf(times.startDate, times.startTime);
  const end = minutesOf(times.endDate, times.endTime);
  return start === null || end === null ? null : end - start;
}

/** The ISO weekday (1 = ma … 7 = zo) of a 'YYYY-MM-DD' text, or null. */
export function weekdayOf(date: string): number | null {
  const day = dayNumberOfKey(date);
  return day === null ? null : weekdayOfDayNumber(day);
}

/**
 * Whether the weekly days of a stored rule are the user's own choice: anything but the start's weekday alone (or no
 * days: the start's weekday) is.
 */
export function daysArePicked(byWeekday: readonly number[], startDate: string): boolean {
  return byWeekday.length > 1 || (byWeekday.length === 1 && byWeekday[0] !== weekdayOf(startDate));
}

/**
 * The start changed: the end moves with it by the length the event had (an hour when its end was not after its start),
 * and unless the user picked the weekly days, they become the new start's weekday. While the new start is not a date
 * and time yet (a segment being typed), the end stays where it is.
 */
export function withStart(draft: EventDraft, changes: Partial<Pick<EventDraft, 'startDate' | 'startTime'>>): EventDraft {
  const next = { ...draft, ...changes };
  const start = minutesOf(next.startDate, next.startTime);
  if (start !== null) {
    const span = draft.span !== null && draft.span > 0 ? draft.span : fallbackSpan;
    next.endDate = dateOf(start + span);
    next.endTime = timeOf(start + span);
    next.span = span;
  }
  const weekday = weekdayOf(next.startDate);
  if (!draft.daysPicked && weekday !== null) next.byWeekday = [weekday];
  return next;
}

/** The end changed: from now on the event keeps the length the user gave it. */
export function withEnd(draft: EventDraft, changes: Partial<Pick<EventDraft, 'endDate' | 'endTime'>>): EventDraft {
  const next = { ...draft, ...changes };
  return { ...next, span: spanOf(next) ?? draft.span };
}

/** The user picked the weekly days: they no longer follow the start. */
export function pickedWeekdays(byWeekday: readonly number[]): Pick<EventDraft, 'byWeekday' | 'daysPicked'> {
  return { byWeekday: [...byWeekday].sort((a, b) => a - b), daysPicked: true };
}

/**
 * Where the time being edited stands in a series that ends after a number of times: its number (1-based) and how
 * many times "deze en volgende" keeps from it (issue 33: the split keeps what is left, and the form says so); null
 * for a series without a count or a time that is not one of it.
 */
export function countPosition(event: Pick<CalendarEvent, 'start' | 'end' | 'timeZone' | 'recurrence'>, occurrenceStart: string | null): CountPosition | null {
  const rule = event.recurrence;
  if (!rule || rule.count === null || !occurrenceStart) return null;
  const found = occurrenceAtStart({ start: new Date(event.start), end: new Date(event.end), timeZone: event.timeZone, rule }, new Date(occurrenceStart));
  return found ? { number: found.index + 1, count: rule.count, left: rule.count - found.index } : null;
}

export interface CountPosition {
  number: number;
  count: number;
  left: number;
}
