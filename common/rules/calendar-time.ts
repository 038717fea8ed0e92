/**
 * Wall-clock time ↔ instants in an IANA time zone, for the calendar (recurring events, free slots).
 * A time in a spring-forward gap moves on by the gap (02:30 → 03:30); an ambiguous time on the
 * fall-back night takes the earlier instant. Fast on purpose, since expanding recurring events runs
 * this for tens of thousands of occurrences per request: one `Intl.DateTimeFormat` per zone, and
 * each zone's offset cached per UTC day (and, on a day the offset changes, the instant it changes),
 * so after warm-up a conversion is a couple of Map look-ups. This assumes a zone changes its offset
 * at most once within a UTC day, which holds for every zone in the tz database since 1970.
 */

export interface LocalDateTime {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export interface LocalDate {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export const defaultTimeZone = 'Europe/Amsterdam';

export const dayMs = 86_400_000;

/** The offset changes at `at` (epoch ms) from `before` to `after` (ms east of UTC). */
interface Shift {
  at: number;
  before: number;
  after: number;
}

interface Zone {
  format: Intl.DateTimeFormat;
  /** UTC day number → the offset all that day, or the day's shift. */
  days: Map<number, number | Shift>;
}

const zones = new Map<string, Zone>();
/** Bounds a zone's day cache (~270 years of days); cleared wholesale when full. */
const maxCachedDays = 100_000;

/** The zone's cache; throws a RangeError for a zone Intl does not know. */
function zoneOf(timeZone: string): Zone {
  let zone = zones.get(timeZone);
  if (!zone) {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    zone = { format, days: new Map() };
    zones.set(timeZone, zone);
  }
  return zone;
}

/** The offset (ms east of UTC) at `ms`, read from Intl (to the second). */
function readOffset(zone: Zone, ms: number): number {
  let year = 0;
  let month = 0;
  let day = 0;
  let hour = 0;
  let minute = 0;
  let second = 0;
  for (const part of zone.format.formatToParts(ms)) {
    switch (part.type) {
      case 'year':
        year = Number(part.value);
        break;
      case 'month':
        month = Number(part.value);
        break;
      case 'day':
        day = Number(part.value);
        break;
      case 'hour':
        hour = Number(part.value);
        break;
      case 'minute':
        minute = Number(part.value);
        break;
      case 'second':
        second = Number(part.value);
        break;
    }
  }
  return utcMsOf(year, month, day, hour, minute, second) - (ms - mod(ms, 1000));
}

const mod = (a: number, b: number) => ((a % b) + b) % b;

/** What the zone's offset does during UTC day `dayNumber`: one offset, or one shift (found to the second). */
function dayEntry(zone: Zone, dayNumber: number): number | Shift {
  const first = dayNumber * dayMs;
  const before = readOffset(zone, first);
  const after = readOffset(zone, first + dayMs - 1000);
  if (before === after) return before;
  let lo = first;
  let hi = first + dayMs - 1000;
  while (hi - lo > 1000) {
    const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
    if (readOffset(zone, mid) === before) lo = mid;
    else hi = mid;
  }
  return { at: hi, before, after };
}

/** The zone's offset from UTC in ms at epoch ms `ms`. */
export function offsetAt(ms: number, timeZone: string): number {
  const zone = zoneOf(timeZone);
  const dayNumber = Math.floor(ms / dayMs);
  let entry = zone.days.get(dayNumber);
  if (entry === undefined) {
    entry = dayEntry(zone, dayNumber);
    if (zone.days.size >= maxCachedDays) zone.days.clear();
    zone.days.set(dayNumber, entry);
  }
  if (typeof entry === 'number') return entry;
  return ms < entry.at ? entry.before : entry.after;
}

/** Epoch ms → the zone's wall clock as "local ms" (ms since 1970-01-01T00:00 on the local calendar). */
export function utcMsToLocalMs(ms: number, timeZone: string): number {
  return ms + offsetAt(ms, timeZone);
}

/** Local ms (see utcMsToLocalMs) → epoch ms: a time in a gap moves on by the gap; an ambiguous time takes the earlier instant. */
export function localMsToUtcMs(local: number, timeZone: string): number {
  // Offsets stay within ±14 h, so a day either side lies before and after any change near `local`.
  const before = offsetAt(local - dayMs, timeZone);
  const after = offsetAt(local + dayMs, timeZone);
  if (before === after) return local - before;
  const early = local - before;
  const late = local - after;
  const earlyFits = offsetAt(early, timeZone) === before;
  const lateFits = offsetAt(late, timeZone) === after;
  if (earlyFits && lateFits) return Math.min(early, late);
  if (lateFits) return late;
  // In a gap (or it fits the earlier offset only): read with the offset before the change, i.e. moved on by the gap.
  return early;
}

/** Whether `timeZone` is an IANA zone name that Intl knows (offsets such as '+01:00' are refused). */
export function isValidTimeZone(timeZone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(timeZone)) return false;
  try {
    zoneOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Epoch ms of a UTC date and time; unlike `Date.UTC`, years 0–99 stay themselves (not 1900–1999). */
export function utcMsOf(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

/** The instant of a wall-clock time in `timeZone`. */
export function zonedToUtc(local: LocalDateTime, timeZone: string): Date {
  return new Date(localMsToUtcMs(utcMsOf(local.year, local.month, local.day, local.hour, local.minute), timeZone));
}

/** The wall clock in `timeZone` at `instant` (seconds dropped), with its ISO weekday (1 = Monday … 7 = Sunday). */
export function utcToZoned(instant: Date, timeZone: string): LocalDateTime & { weekday: number } {
  const local = utcMsToLocalMs(instant.getTime(), timeZone);
  const d = new Date(local);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    weekday: weekdayOfDayNumber(Math.floor(local / dayMs)),
  };
}

/** 'YYYY-MM-DD' of `instant` in `timeZone`. */
export function localDateKey(instant: Date, timeZone: string): string {
  return dateKeyOfDayNumber(Math.floor(utcMsToLocalMs(instant.getTime(), timeZone) / dayMs));
}

/** Days since 1970-01-01 of a calendar date. */
export function dayNumberOf(date: LocalDate): number {
  return utcMsOf(date.year, date.month, date.day) / dayMs;
}

/** The calendar date of a day number (days since 1970-01-01). */
export function dateOfDayNumber(dayNumber: number): LocalDate {
  const d = new Date(dayNumber * dayMs);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 'YYYY-MM-DD' of a day number. */
export function dateKeyOfDayNumber(dayNumber: number): string {
  return new Date(dayNumber * dayMs).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' (a real date) → its day number, or null. */
export function dayNumberOfKey(key: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return dayNumberOf({ year, month, day });
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a day number (1970-01-01 was a Thursday). */
export function weekdayOfDayNumber(dayNumber: number): number {
  return mod(dayNumber + 3, 7) + 1;
}

/** Calendar arithmetic on a date: `days` later (or earlier when negative). */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  return dateOfDayNumber(dayNumberOf(date) + days);
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a calendar date. */
export function isoWeekday(date: LocalDate): number {
  return weekdayOfDayNumber(dayNumberOf(date));
}

/** Days in a month (1–12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}
