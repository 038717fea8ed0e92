/**
 * The calendar's time zone on the grid. FullCalendar only knows named zones through a plugin
 * (Luxon, Moment), which would add a date library to the chunk. Instead the grid runs in 'UTC'
 * and is fed "wall-clock" times: an instant is turned into the user's zone's wall clock
 * (common/rules/calendar-time.ts) and written as a naive ISO string ('2026-03-29T09:00:00'), which
 * FullCalendar in 'UTC' shows as 09:00. What the grid hands back (a select, a drop, a resize, the
 * visible range) are Dates whose UTC fields are that wall clock; `fromGridDate` turns them back
 * into the instant of that wall clock in the zone (a time in a spring-forward gap moves on by the
 * gap, an ambiguous fall-back time takes the earlier instant). So the grid is exact in any zone,
 * across daylight saving, whatever the browser's own zone.
 */
import { dateKeyOfDayNumber, dayMs, localMsToUtcMs, utcMsToLocalMs } from '../../../../common/rules/calendar-time';

/** An instant (ISO) → the zone's wall clock as a naive ISO string for the grid ('2026-03-29T09:00:00'). */
export function toGridTime(iso: string, timeZone: string): string {
  return new Date(utcMsToLocalMs(Date.parse(iso), timeZone)).toISOString().slice(0, 19);
}

/** An instant (ISO) → the zone's date ('2026-03-29'), for all-day events and deadlines. */
export function toGridDate(iso: string, timeZone: string): string {
  return dateKeyOfDayNumber(Math.floor(utcMsToLocalMs(Date.parse(iso), timeZone) / dayMs));
}

/** A grid Date (UTC fields = the zone's wall clock) → the instant (ISO, with Z). */
export function fromGridDate(date: Date, timeZone: string): string {
  return new Date(localMsToUtcMs(date.getTime(), timeZone)).toISOString();
}

/** "Now" for the grid's now-indicator and today's column: the zone's wall clock now. */
export function gridNow(timeZone: string, nowMs: number = Date.now()): string {
  return new Date(utcMsToLocalMs(nowMs, timeZone)).toISOString().slice(0, 19);
}

/** Whether an instant falls exactly on midnight in the zone (a deadline without a time of day). */
export function isLocalMidnight(iso: string, timeZone: string): boolean {
  return utcMsToLocalMs(Date.parse(iso), timeZone) % dayMs === 0;
}

/** A grid Date → its date key ('YYYY-MM-DD'), as the URL keeps the shown date. */
export function gridDateKey(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today in the time zone, as a date key ('YYYY-MM-DD'). */
export function gridToday(timeZone: string): string {
  return gridNow(timeZone).slice(0, 10);
}

/** A date key ('YYYY-MM-DD') → the grid Date of its midnight (gridDateKey's reverse). */
export function gridDateOf(key: string): Date {
  return new Date(`${key}T00:00:00Z`);
}

/**
 * The range to load for what the grid shows (grid Dates, end exclusive): the six-week month grid
 * around the shown period's middle (Monday before the 1st, 42 days), so switching between month,
 * week, day and agenda within a month reads nothing new; anything that does not fit (never, with
 * these views) loads exactly what is shown. Answers instants (ISO) in the zone.
 */
export function loadRange(gridStart: Date, gridEnd: Date, timeZone: string): { from: string; to: string } {
  const middle = new Date((gridStart.getTime() + gridEnd.getTime()) / 2);
  const first = Date.UTC(middle.getUTCFullYear(), middle.getUTCMonth(), 1);
  const weekday = (new Date(first).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const start = first - weekday * dayMs;
  const end = start + 42 * dayMs;
  if (gridStart.getTime() >= start && gridEnd.getTime() <= end)
    return { from: fromGridDate(new Date(start), timeZone), to: fromGridDate(new Date(end), timeZone) };
  return { from: fromGridDate(gridStart, timeZone), to: fromGridDate(gridEnd, timeZone) };
}

/**
 * Where a time grid opens ('HH:mm' at its top): about an hour before now when the period shown
 * holds today (`now` the grid's wall clock, 'YYYY-MM-DDTHH:mm:ss'; the period's days
 * 'YYYY-MM-DD', the end exclusive), else the start of the working day.
 */
export function openingScrollTime(now: string, period: { start: string; end: string }, workStart: string): string {
  const today = now.slice(0, 10);
  if (today < period.start || today >= period.end) return workStart;
  const hour = Math.max(0, Number(now.slice(11, 13)) - 1);
  return `${String(hour).padStart(2, '0')}:00`;
}
