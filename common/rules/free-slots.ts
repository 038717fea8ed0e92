/**
 * Free appointment slots of an account manager: half-hour-aligned slots (in the working hours'
 * zone) of 30 or 60 minutes within their working hours, not overlapping anything busy, and far
 * enough ahead (minimum notice). Slots are stepped in real time from each day's first half hour,
 * so on a daylight-saving night no slot is doubled or lost.
 */
import { dayMs, localMsToUtcMs, utcMsToLocalMs, weekdayOfDayNumber } from './calendar-time.js';

export interface WorkingHours {
  /** ISO weekdays (1 = Monday … 7 = Sunday). */
  days: number[];
  /** 'HH:mm' */
  start: string;
  /** 'HH:mm', '24:00' for midnight at the end of the day. */
  end: string;
  timeZone: string;
}

export const defaultWorkingHours: WorkingHours = { days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00', timeZone: 'Europe/Amsterdam' };

export interface Interval {
  start: Date;
  end: Date;
}

const minuteMs = 60_000;
const stepMs = 30 * minuteMs;

/** Whether `hhmm` is a clock time '00:00'–'23:59', or '24:00' (for an end). */
export function isValidClock(hhmm: string): boolean {
  return /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(hhmm) || hhmm === '24:00';
}

/** 'HH:mm' → minutes since midnight, or null. */
const minutesOf = (hhmm: string) => (isValidClock(hhmm) ? Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)) : null);

/** The busy intervals sorted and merged into disjoint [start, end) pairs in epoch ms. */
function mergeBusy(busy: readonly Interval[]): [number, number][] {
  const sorted = busy
    .map((b): [number, number] => [b.start.getTime(), b.end.getTime()])
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [s, e] of sorted) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

/**
 * Slots of `durationMinutes` within working hours on the days between from and to (each slot inside [from, to)),
 * starting on the half hour of the zone's wall clock, not overlapping any busy interval, starting at or after
 * now + minNoticeMinutes (default 60), at most `limit` (default 200), ascending.
 */
export function freeSlots(input: {
  hours: WorkingHours;
  busy: readonly Interval[];
  from: Date;
  to: Date;
  durationMinutes: number;
  now: Date;
  minNoticeMinutes?: number;
  limit?: number;
}): Interval[] {
  const { hours, durationMinutes } = input;
  const limit = input.limit ?? 200;
  const startMinutes = minutesOf(hours.start);
  const endMinutes = minutesOf(hours.end);
  const slots: Interval[] = [];
  if (startMinutes === null || endMinutes === null || !(durationMinutes > 0) || limit <= 0) return slots;
  const duration = durationMinutes * minuteMs;
  const fromMs = input.from.getTime();
  const toMs = input.to.getTime();
  const earliest = Math.max(fromMs, input.now.getTime() + (input.minNoticeMinutes ?? 60) * minuteMs);
  if (!(toMs > earliest)) return slots;
  const busy = mergeBusy(input.busy);
  let b = 0;
  const tz = hours.timeZone;
  const firstSlotMinutes = Math.ceil(startMinutes / 30) * 30;
  const lastDay = Math.floor(utcMsToLocalMs(toMs, tz) / dayMs);
  for (let day = Math.floor(utcMsToLocalMs(earliest, tz) / dayMs); day <= lastDay; day++) {
    if (!hours.days.includes(weekdayOfDayNumber(day))) continue;
    const dayEnd = localMsToUtcMs(day * dayMs + endMinutes * minuteMs, tz);
    for (let start = localMsToUtcMs(day * dayMs + firstSlotMinutes * minuteMs, tz); start + duration <= dayEnd; start += stepMs) {
      const end = start + duration;
      if (end > toMs) return slots;
      if (start < earliest || (utcMsToLocalMs(start, tz) / minuteMs) % 30 !== 0) continue;
      while (b < busy.length && busy[b]![1] <= start) b++;
      if (b < busy.length && busy[b]![0] < end) continue;
      slots.push({ start: new Date(start), end: new Date(end) });
      if (slots.length >= limit) return slots;
    }
  }
  return slots;
}
