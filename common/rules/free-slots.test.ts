import { describe, expect, it } from 'vitest';
import { utcToZoned, zonedToUtc } from './calendar-time.js';
import { defaultWorkingHours, freeSlots, isValidClock, type Interval, type WorkingHours } from './free-slots.js';

const ams = 'Europe/Amsterdam';
/** An instant from a wall-clock time in Amsterdam. */
const t = (month: number, day: number, hour: number, minute = 0, year = 2026) => zonedToUtc({ year, month, day, hour, minute }, ams);
const busy = (from: Date, to: Date): Interval => ({ start: from, end: to });
/** Slots as local 'HH:mm' starts. */
const clocks = (slots: Interval[], tz = ams) =>
  slots.map((s) => {
    const w = utcToZoned(s.start, tz);
    return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
  });
const halfHours = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const m = Number(from.slice(0, 2)) * 60 + Number(from.slice(3)) + i * 30;
    return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  });

// Monday 1 June 2026; "now" is well before it.
const monday = { hours: defaultWorkingHours, busy: [], from: t(6, 1, 0), to: t(6, 2, 0), now: t(5, 25, 9) };

describe('freeSlots', () => {
  it('fills the working hours with half-hour-aligned slots of 30 or 60 minutes', () => {
    const hour = freeSlots({ ...monday, durationMinutes: 60 });
    expect(clocks(hour)).toEqual(halfHours('09:00', 15));
    expect(hour[14]).toEqual({ start: t(6, 1, 16), end: t(6, 1, 17) });
    expect(clocks(freeSlots({ ...monday, durationMinutes: 30 }))).toEqual(halfHours('09:00', 16));
  });

  it('leaves out slots overlapping a busy interval, also partly, but not ones touching it', () => {
    const slots = freeSlots({ ...monday, durationMinutes: 60, busy: [busy(t(6, 1, 10, 15), t(6, 1, 11)), busy(t(6, 1, 15), t(6, 1, 15, 30))] });
    expect(clocks(slots)).toEqual(['09:00', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '15:30', '16:00']);
    const half = freeSlots({ ...monday, durationMinutes: 30, busy: [busy(t(6, 1, 10, 15), t(6, 1, 11))] });
    expect(clocks(half).slice(0, 4)).toEqual(['09:00', '09:30', '11:00', '11:30']);
  });

  it('merges overlapping and unsorted busy intervals, and one spanning days', () => {
    const slots = freeSlots({
      ...monday,
      to: t(6, 4, 0),
      durationMinutes: 60,
      busy: [busy(t(6, 1, 12), t(6, 2, 16)), busy(t(6, 1, 9), t(6, 1, 10)), busy(t(6, 1, 9, 30), t(6, 1, 11))],
    });
    expect(slots.map((s) => s.start)).toEqual([
      t(6, 1, 11),
      t(6, 2, 16),
      t(6, 3, 9),
      ...halfHours('09:30', 14).map((c) => t(6, 3, Number(c.slice(0, 2)), Number(c.slice(3)))),
    ]);
  });

  it('keeps the minimum notice', () => {
    const now = t(6, 1, 10, 10);
    expect(clocks(freeSlots({ ...monday, now, durationMinutes: 60 }))[0]).toBe('11:30');
    expect(clocks(freeSlots({ ...monday, now, durationMinutes: 60, minNoticeMinutes: 0 }))[0]).toBe('10:30');
    expect(clocks(freeSlots({ ...monday, now: t(6, 1, 9), durationMinutes: 60 }))[0]).toBe('10:00');
    expect(freeSlots({ ...monday, now: t(6, 1, 16, 30), durationMinutes: 30 })).toEqual([]);
  });

  it('skips days outside the working days', () => {
    // Saturday 30 May to Wednesday 3 June: only Monday and Tuesday.
    const slots = freeSlots({ ...monday, from: t(5, 30, 0), to: t(6, 3, 0), durationMinutes: 60 });
    expect(new Set(slots.map((s) => utcToZoned(s.start, ams).weekday))).toEqual(new Set([1, 2]));
    expect(slots).toHaveLength(30);
    const weekend: WorkingHours = { ...defaultWorkingHours, days: [6, 7] };
    expect(freeSlots({ ...monday, hours: weekend, durationMinutes: 60 })).toEqual([]);
  });

  it('keeps slots inside [from, to)', () => {
    const slots = freeSlots({ ...monday, from: t(6, 1, 12), to: t(6, 1, 14), durationMinutes: 60 });
    expect(clocks(slots)).toEqual(['12:00', '12:30', '13:00']);
    expect(freeSlots({ ...monday, from: t(6, 1, 14), to: t(6, 1, 14), durationMinutes: 30 })).toEqual([]);
  });

  it('starts on the half hour after an odd working-hours start', () => {
    const odd: WorkingHours = { ...defaultWorkingHours, start: '09:15', end: '11:00' };
    expect(clocks(freeSlots({ ...monday, hours: odd, durationMinutes: 30 }))).toEqual(['09:30', '10:00', '10:30']);
  });

  it('follows the wall clock on a daylight-saving day and neither doubles nor loses a real half hour', () => {
    const sunday: WorkingHours = { days: [7], start: '09:00', end: '17:00', timeZone: ams };
    const spring = { hours: sunday, busy: [], from: t(3, 29, 0), to: t(3, 30, 0), now: t(3, 1, 0), durationMinutes: 60 };
    const slots = freeSlots(spring);
    expect(clocks(slots)).toEqual(halfHours('09:00', 15));
    expect(slots[0]!.start.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    // Working through the night: 02:00–03:00 does not exist in spring and happens twice in autumn.
    const night: WorkingHours = { ...sunday, start: '00:00', end: '06:00' };
    expect(clocks(freeSlots({ ...spring, hours: night, durationMinutes: 30 }))).toEqual(['00:00', '00:30', '01:00', '01:30', ...halfHours('03:00', 6)]);
    const autumn = freeSlots({ ...spring, hours: night, from: t(10, 25, 0), to: t(10, 26, 0), durationMinutes: 60 });
    expect(clocks(autumn)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '02:00', '02:30', '03:00', '03:30', '04:00', '04:30', '05:00']);
    expect(autumn.every((s) => s.end.getTime() - s.start.getTime() === 3_600_000)).toBe(true);
  });

  it('works in the working hours’ own zone', () => {
    const ny: WorkingHours = { days: [1], start: '09:00', end: '11:00', timeZone: 'America/New_York' };
    const slots = freeSlots({ ...monday, hours: ny, to: t(6, 3, 0), durationMinutes: 60 });
    expect(slots.map((s) => s.start.toISOString())).toEqual(['2026-06-01T13:00:00.000Z', '2026-06-01T13:30:00.000Z', '2026-06-01T14:00:00.000Z']);
  });

  it('returns at most `limit`, and nothing for bad input', () => {
    expect(freeSlots({ ...monday, durationMinutes: 30, limit: 3 })).toHaveLength(3);
    expect(freeSlots({ ...monday, from: t(6, 1, 0), to: t(12, 31, 0), durationMinutes: 30 })).toHaveLength(200);
    expect(freeSlots({ ...monday, durationMinutes: 0 })).toEqual([]);
    expect(freeSlots({ ...monday, hours: { ...defaultWorkingHours, start: '9:00' }, durationMinutes: 30 })).toEqual([]);
    expect(freeSlots({ ...monday, hours: { ...defaultWorkingHours, start: '17:00', end: '09:00' }, durationMinutes: 30 })).toEqual([]);
  });
});

describe('isValidClock', () => {
  it('accepts 00:00–23:59 and 24:00', () => {
    for (const c of ['00:00', '09:30', '23:59', '24:00']) expect(isValidClock(c)).toBe(true);
    for (const c of ['', '9:00', '24:01', '25:00', '12:60', '12:5', '12:00:00', ' 12:00']) expect(isValidClock(c)).toBe(false);
  });
});
