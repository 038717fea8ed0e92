/**
 * Recurring calendar events: a subset of RFC 5545's RRULE (daily, weekly on ISO weekdays, monthly
 * on the start's day of the month; an interval; an end by date or by count) plus an IANA zone,
 * expanded in local wall-clock time so 09:00 stays 09:00 across daylight saving. Expansion is
 * arithmetic: it jumps to the first period near the requested range instead of walking from the
 * series' start, so a series started years ago costs only the occurrences in range.
 *
 * Occurrences are the days the rule matches on or after the start's local date; a start that does
 * not match its own rule (weekly on Mondays, starting on a Tuesday) is not an occurrence itself,
 * as in most RRULE libraries. Counts and indexes start at the first occurrence.
 */
import { dateKeyOfDayNumber, dayMs, dayNumberOf, dayNumberOfKey, daysInMonth, localMsToUtcMs, utcMsToLocalMs, weekdayOfDayNumber } from './calendar-time.js';

export const recurrenceFreqs = ['daily', 'weekly', 'monthly'] as const;
export type RecurrenceFreq = (typeof recurrenceFreqs)[number];

export interface RecurrenceRule {
  freq: RecurrenceFreq;
  /** 1–99 */
  interval: number;
  /** Weekly only: ISO weekdays 1–7, sorted and unique; empty means the start's weekday. Ignored for daily and monthly. */
  byWeekday: number[];
  /** 'YYYY-MM-DD': the inclusive local date of the last possible occurrence. */
  until: string | null;
  /** The number of occurrences from the series' start, excluded ones included. Stored rules set exactly one of until and count. */
  count: number | null;
}

export const recurrenceMaxYears = 5;
/** The most occurrences a rule may count. */
export const recurrenceMaxCount = 1000;

export interface Series {
  /** The first occurrence's start. */
  start: Date;
  /** The first occurrence's end: every occurrence lasts as long in wall-clock time (09:00–10:00 stays 09:00–10:00). */
  end: Date;
  timeZone: string;
  rule: RecurrenceRule;
  /** Epoch ms of the original starts of cancelled or overridden occurrences (EXDATE). */
  excluded?: ReadonlySet<number>;
}

export interface Occurrence {
  start: Date;
  end: Date;
  /** 0-based position in the series, excluded occurrences included. */
  index: number;
}

export type RecurrenceProblem =
  'RECURRENCE_END_REQUIRED' | 'RECURRENCE_TOO_LONG' | 'RECURRENCE_UNTIL_BEFORE_START' | 'RECURRENCE_DAYS_INVALID' | 'RECURRENCE_INTERVAL_INVALID';

/** A series prepared for arithmetic: all dates as local day numbers, times as local ms. */
interface Plan {
  timeZone: string;
  freq: RecurrenceFreq;
  interval: number;
  /** Local day number of the start. */
  startDay: number;
  /** Wall-clock ms since local midnight of the start. */
  timeOfDay: number;
  /** Wall-clock duration in ms. */
  duration: number;
  /** Local day number of the until date, or Infinity. */
  lastDay: number;
  /** The count, or Infinity. */
  count: number;
  /** Weekly: the ISO weekdays, sorted. */
  weekdays: number[];
  /** Weekly: day number of the Monday of the start's week. */
  firstMonday: number;
  /** Weekly: how many of the weekdays fall on or after the start in its week. */
  firstWeekCount: number;
  /** Monthly: year * 12 + month - 1 of the start. */
  firstMonth: number;
  /** Monthly: the start's day of the month. */
  monthDay: number;
}

function planOf(series: Series): Plan {
  const { timeZone, rule } = series;
  const startLocal = utcMsToLocalMs(series.start.getTime(), timeZone);
  const endLocal = utcMsToLocalMs(series.end.getTime(), timeZone);
  const startDay = Math.floor(startLocal / dayMs);
  const startWeekday = weekdayOfDayNumber(startDay);
  const chosen = rule.byWeekday.filter((d, i, all) => Number.isInteger(d) && d >= 1 && d <= 7 && all.indexOf(d) === i).sort((a, b) => a - b);
  const weekdays = chosen.length > 0 ? chosen : [startWeekday];
  const start = new Date(startDay * dayMs);
  return {
    timeZone,
    freq: rule.freq,
    interval: Number.isInteger(rule.interval) && rule.interval >= 1 ? rule.interval : 1,
    startDay,
    timeOfDay: startLocal - startDay * dayMs,
    duration: Math.max(0, endLocal - startLocal),
    lastDay: (rule.until !== null ? dayNumberOfKey(rule.until) : null) ?? Infinity,
    count: rule.count ?? Infinity,
    weekdays,
    firstMonday: startDay - startWeekday + 1,
    firstWeekCount: weekdays.filter((d) => d >= startWeekday).length,
    firstMonth: start.getUTCFullYear() * 12 + start.getUTCMonth(),
    monthDay: start.getUTCDate(),
  };
}

/** Receives an occurrence's local day number and index; returns false to stop. */
type Visit = (day: number, index: number) => boolean;

/** Visits the occurrences on or after local day `fromDay` in order, up to the series' end or until `visit` says stop. */
function walk(plan: Plan, fromDay: number, visit: Visit): void {
  if (plan.freq === 'daily') walkDaily(plan, fromDay, visit);
  else if (plan.freq === 'weekly') walkWeekly(plan, fromDay, visit);
  else if (plan.freq === 'monthly') walkMonthly(plan, fromDay, visit);
}

function walkDaily(plan: Plan, fromDay: number, visit: Visit): void {
  const { startDay, interval, lastDay, count } = plan;
  for (let k = fromDay <= startDay ? 0 : Math.ceil((fromDay - startDay) / interval); ; k++) {
    const day = startDay + k * interval;
    if (day > lastDay || k >= count || !visit(day, k)) return;
  }
}

function walkWeekly(plan: Plan, fromDay: number, visit: Visit): void {
  const { startDay, firstMonday, weekdays, firstWeekCount, lastDay, count } = plan;
  const n = weekdays.length;
  const stride = 7 * plan.interval;
  for (let week = fromDay <= firstMonday ? 0 : Math.floor((fromDay - firstMonday) / stride); ; week++) {
    const monday = firstMonday + week * stride;
    for (let p = 0; p < n; p++) {
      const day = monday + weekdays[p]! - 1;
      if (day < startDay || day < fromDay) continue;
      const index = week === 0 ? p - (n - firstWeekCount) : firstWeekCount + (week - 1) * n + p;
      if (day > lastDay || index >= count || !visit(day, index)) return;
    }
  }
}

/** Whether month number `m` (year * 12 + month - 1) has the day `monthDay`. */
const monthHas = (m: number, monthDay: number) => monthDay <= 28 || monthDay <= daysInMonth(Math.floor(m / 12), (m % 12) + 1);

function walkMonthly(plan: Plan, fromDay: number, visit: Visit): void {
  const { firstMonth, monthDay, interval, lastDay, count } = plan;
  const from = new Date(fromDay * dayMs);
  const fromMonth = from.getUTCFullYear() * 12 + from.getUTCMonth();
  const k0 = fromMonth <= firstMonth ? 0 : Math.ceil((fromMonth - firstMonth) / interval);
  // Months lacking the day are skipped and not counted: count the ones before k0 that have it.
  let index = k0;
  if (monthDay > 28) {
    index = 0;
    for (let k = 0; k < k0; k++) if (monthHas(firstMonth + k * interval, monthDay)) index++;
  }
  for (let k = k0; ; k++) {
    const m = firstMonth + k * interval;
    const year = Math.floor(m / 12);
    const month = (m % 12) + 1;
    if (!monthHas(m, monthDay)) {
      if (dayNumberOf({ year, month, day: 1 }) > lastDay) return;
      continue;
    }
    const day = dayNumberOf({ year, month, day: monthDay });
    if (day > lastDay || index >= count) return;
    if (day >= fromDay && !visit(day, index)) return;
    index++;
  }
}

/** The start (epoch ms) of the occurrence on local day `day`. */
const startOn = (plan: Plan, day: number) => localMsToUtcMs(day * dayMs + plan.timeOfDay, plan.timeZone);

/**
 * The end (epoch ms) of the occurrence on local day `day` starting at `start`: its wall-clock end, or, when that is
 * not after its start (a start moved on by a spring-forward gap), the start plus the duration.
 */
function endOn(plan: Plan, day: number, start: number): number {
  const end = localMsToUtcMs(day * dayMs + plan.timeOfDay + plan.duration, plan.timeZone);
  return end > start || plan.duration === 0 ? end : start + plan.duration;
}

const localDayOf = (ms: number, timeZone: string) => Math.floor(utcMsToLocalMs(ms, timeZone) / dayMs);

/** Occurrences overlapping [from, to) (start < to && end > from), excluded ones left out, ascending, at most `limit`. */
export function expandOccurrences(series: Series, from: Date, to: Date, limit = 1000): Occurrence[] {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  const out: Occurrence[] = [];
  if (!(toMs > fromMs) || limit <= 0) return out;
  const plan = planOf(series);
  const excluded = series.excluded;
  // Occurrences starting a day (plus their length) before `from` may still overlap it.
  const firstDay = localDayOf(fromMs, plan.timeZone) - Math.ceil((plan.timeOfDay + plan.duration) / dayMs) - 1;
  const lastDay = localDayOf(toMs, plan.timeZone) + 1;
  walk(plan, firstDay, (day, index) => {
    if (day > lastDay) return false;
    const start = startOn(plan, day);
    if (start >= toMs) return false;
    const end = endOn(plan, day, start);
    if (end > fromMs && !excluded?.has(start)) {
      out.push({ start: new Date(start), end: new Date(end), index });
      if (out.length >= limit) return false;
    }
    return true;
  });
  return out;
}

/** The local day number of the last occurrence, or null when there is none (or no end: Infinity). */
function lastOccurrenceDay(plan: Plan): number | null {
  if (plan.count === Infinity && plan.lastDay === Infinity) return Infinity;
  let last: number | null = null;
  if (plan.freq === 'daily') {
    const byCount = plan.startDay + (plan.count - 1) * plan.interval;
    const byUntil = plan.startDay + Math.floor((plan.lastDay - plan.startDay) / plan.interval) * plan.interval;
    last = Math.min(byCount, byUntil);
    return plan.count >= 1 && last >= plan.startDay ? last : null;
  }
  if (plan.freq === 'weekly') {
    const { weekdays, firstWeekCount, firstMonday } = plan;
    const n = weekdays.length;
    const stride = 7 * plan.interval;
    if (plan.count !== Infinity) {
      const i = plan.count - 1;
      if (i < 0) return null;
      last =
        i < firstWeekCount
          ? firstMonday + weekdays[n - firstWeekCount + i]! - 1
          : firstMonday + (1 + Math.floor((i - firstWeekCount) / n)) * stride + weekdays[(i - firstWeekCount) % n]! - 1;
      if (last <= plan.lastDay) return last;
    }
    // The last occurrence on or before the until date: in its week of the cycle, or the cycle's week before.
    const week = Math.floor((plan.lastDay - firstMonday) / stride);
    for (let w = week; w >= Math.max(0, week - 1); w--) {
      for (let p = n - 1; p >= 0; p--) {
        const day = firstMonday + w * stride + weekdays[p]! - 1;
        if (day <= plan.lastDay && day >= plan.startDay) return day;
      }
    }
    return null;
  }
  walk(plan, plan.startDay, (day) => {
    last = day;
    return true;
  });
  return last;
}

/** End of the last occurrence (for an index column), from until/count; exclusions are not taken into account. */
export function seriesLastEnd(series: Series): Date {
  const plan = planOf(series);
  const day = lastOccurrenceDay(plan);
  if (day === null) return new Date(series.end.getTime());
  if (day === Infinity) return new Date(8.64e15);
  return new Date(endOn(plan, day, startOn(plan, day)));
}

/** The first non-excluded occurrence whose start >= t, or null. */
export function nextOccurrence(series: Series, t: Date): Occurrence | null {
  const plan = planOf(series);
  const tMs = t.getTime();
  let found: Occurrence | null = null;
  // A day early: a start in a gap right after midnight may move onto the next day.
  walk(plan, localDayOf(tMs, plan.timeZone) - 1, (day, index) => {
    const start = startOn(plan, day);
    if (start < tMs || series.excluded?.has(start)) return true;
    found = { start: new Date(start), end: new Date(endOn(plan, day, start)), index };
    return false;
  });
  return found;
}

/** The occurrence (excluded or not) starting exactly at `ms`, as its local day and index. */
function occurrenceAt(plan: Plan, ms: number): { day: number; index: number } | null {
  const day = localDayOf(ms, plan.timeZone);
  let found: { day: number; index: number } | null = null;
  walk(plan, day - 1, (d, index) => {
    const start = startOn(plan, d);
    if (start === ms) found = { day: d, index };
    return start < ms && d <= day + 1;
  });
  return found;
}

/** Whether `start` is the start of an occurrence (excluded ones count as not). */
export function isOccurrenceStart(series: Series, start: Date): boolean {
  const ms = start.getTime();
  return occurrenceAt(planOf(series), ms) !== null && !series.excluded?.has(ms);
}

/**
 * The occurrence (excluded or not) starting exactly at `at`: its 0-based index in the series and its local date
 * ('YYYY-MM-DD'), or null when the rule has no time there.
 */
export function occurrenceAtStart(series: Series, at: Date): { index: number; date: string } | null {
  const found = occurrenceAt(planOf(series), at.getTime());
  return found ? { index: found.index, date: dateKeyOfDayNumber(found.day) } : null;
}

/**
 * What is wrong with a rule for a series starting at `start` in `timeZone`, or null. A malformed until or a count
 * below 1 counts as no end; the last occurrence may start at most recurrenceMaxYears after the start, and a count
 * may be at most recurrenceMaxCount.
 */
export function recurrenceProblem(rule: RecurrenceRule, start: Date, timeZone: string): RecurrenceProblem | null {
  if (!Number.isInteger(rule.interval) || rule.interval < 1 || rule.interval > 99) return 'RECURRENCE_INTERVAL_INVALID';
  if (!rule.byWeekday.every((d, i, all) => Number.isInteger(d) && d >= 1 && d <= 7 && (i === 0 || d > all[i - 1]!))) return 'RECURRENCE_DAYS_INVALID';
  const untilDay = rule.until !== null ? dayNumberOfKey(rule.until) : null;
  const countOk = rule.count !== null && Number.isInteger(rule.count) && rule.count >= 1;
  if (untilDay === null && !countOk) return 'RECURRENCE_END_REQUIRED';
  const plan = planOf({ start, end: start, timeZone, rule: { ...rule, until: untilDay !== null ? rule.until : null, count: countOk ? rule.count : null } });
  if (untilDay !== null && untilDay < plan.startDay) return 'RECURRENCE_UNTIL_BEFORE_START';
  if (countOk && rule.count! > recurrenceMaxCount) return 'RECURRENCE_TOO_LONG';
  // Too long when any occurrence falls after the same date recurrenceMaxYears on (29 February → 28 February).
  const s = new Date(plan.startDay * dayMs);
  const year = s.getUTCFullYear() + recurrenceMaxYears;
  const limitDay = dayNumberOf({ year, month: s.getUTCMonth() + 1, day: Math.min(s.getUTCDate(), daysInMonth(year, s.getUTCMonth() + 1)) });
  let tooLong = false;
  walk(plan, limitDay + 1, () => {
    tooLong = true;
    return false;
  });
  return tooLong ? 'RECURRENCE_TOO_LONG' : null;
}
