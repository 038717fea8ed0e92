/**
 * When a recurring checklist resets (issue 7): the next wall-clock moment in Europe/Amsterdam that
 * matches the interval and its settings, strictly after a given instant. Daylight saving is handled
 * by converting wall-clock times through the zone's offset at that moment: 09:00 stays 09:00 local
 * across a change, and a time that does not exist on the spring-forward night (02:30) moves on by
 * the gap (03:30).
 */
import { checklistTimeZone, type RefreshInterval, type RefreshSettings } from '../checklist-constants.js';

interface WallClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock in `timeZone` at `instant`. */
export function wallClockAt(instant: Date, timeZone: string = checklistTimeZone): WallClock & { second: number } {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The zone's offset from UTC in ms at `instant`. */
function offsetAt(instant: number, timeZone: string): number {
  const w = wallClockAt(new Date(instant), timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a wall-clock time in `timeZone` (a time in a spring-forward gap moves on by the gap). */
export function instantOf(wall: WallClock, timeZone: string = checklistTimeZone): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // Two rounds settle the offset; in a spring-forward gap the second reading is the moved-on time.
  const first = naive - offsetAt(naive, timeZone);
  return new Date(naive - offsetAt(first, timeZone));
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
const isoWeekday = (year: number, month: number, day: number) => ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;

function addDays(date: { year: number; month: number; day: number }, days: number) {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 'HH:mm' → hours and minutes (an invalid time reads as 00:00; the schema refuses those). */
export function parseTime(time: string): { hour: number; minute: number } {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : { hour: 0, minute: 0 };
}

/**
 * The first reset strictly after `after`, or null for 'never'. Candidate days are walked in local
 * calendar days from the day of `after`, so a change of offset never skips or doubles a day.
 */
export function nextRefreshAt(interval: RefreshInterval, settings: RefreshSettings, after: Date): Date | null {
  if (interval === 'never') return null;
  const zone = settings.timeZone || checklistTimeZone;
  const { hour, minute } = parseTime(settings.time);
  const today = wallClockAt(after, zone);
  // A monthly reset is at most ~62 days away; walk day by day (cheap: at most 70 steps).
  for (let step = 0; step < 70; step += 1) {
    const date = addDays(today, step);
    if (interval === 'weekly' && isoWeekday(date.year, date.month, date.day) !== settings.weekday) continue;
    if (interval === 'monthly' && date.day !== Math.min(settings.dayOfMonth, daysInMonth(date.year, date.month))) continue;
    const at = instantOf({ ...date, hour, minute }, zone);
    if (at.getTime() > after.getTime()) return at;
  }
  return null;
}

/**
 * The scheduled reset times that fell in (from, to]: the refresh job resets once for the newest
 * and records one history period (a job that was down for days does not replay every period).
 */
export function latestDueRefresh(interval: RefreshInterval, settings: RefreshSettings, dueAt: Date, now: Date): Date {
  let latest = dueAt;
  for (let next = nextRefreshAt(interval, settings, latest); next && next.getTime() <= now.getTime(); next = nextRefreshAt(interval, settings, next)) {
    latest = next;
  }
  return latest;
}
