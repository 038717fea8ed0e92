import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  dateKeyOfDayNumber,
  dayNumberOf,
  dayNumberOfKey,
  defaultTimeZone,
  isValidTimeZone,
  isoWeekday,
  localDateKey,
  utcMsOf,
  utcToZoned,
  zonedToUtc,
} from './calendar-time.js';

const ams = 'Europe/Amsterdam';
const ny = 'America/New_York';
const iso = (d: Date) => d.toISOString();
const local = (year: number, month: number, day: number, hour: number, minute = 0) => ({ year, month, day, hour, minute });

describe('zonedToUtc', () => {
  it('reads winter and summer time in Amsterdam', () => {
    expect(defaultTimeZone).toBe(ams);
    expect(iso(zonedToUtc(local(2026, 1, 15, 9), ams))).toBe('2026-01-15T08:00:00.000Z');
    expect(iso(zonedToUtc(local(2026, 7, 15, 9), ams))).toBe('2026-07-15T07:00:00.000Z');
  });

  it('moves a time in the spring-forward gap on by the gap (29 March 2026, 02:00 → 03:00)', () => {
    expect(iso(zonedToUtc(local(2026, 3, 29, 1, 59), ams))).toBe('2026-03-29T00:59:00.000Z');
    expect(iso(zonedToUtc(local(2026, 3, 29, 2, 0), ams))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(zonedToUtc(local(2026, 3, 29, 2, 30), ams))).toBe('2026-03-29T01:30:00.000Z');
    expect(utcToZoned(zonedToUtc(local(2026, 3, 29, 2, 30), ams), ams)).toMatchObject({ hour: 3, minute: 30 });
    expect(iso(zonedToUtc(local(2026, 3, 29, 3, 0), ams))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the earlier instant of an ambiguous fall-back time (25 October 2026, 03:00 → 02:00)', () => {
    expect(iso(zonedToUtc(local(2026, 10, 25, 1, 59), ams))).toBe('2026-10-24T23:59:00.000Z');
    expect(iso(zonedToUtc(local(2026, 10, 25, 2, 0), ams))).toBe('2026-10-25T00:00:00.000Z');
    expect(iso(zonedToUtc(local(2026, 10, 25, 2, 30), ams))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedToUtc(local(2026, 10, 25, 3, 0), ams))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('handles New York (8 March and 1 November 2026)', () => {
    expect(iso(zonedToUtc(local(2026, 3, 8, 1, 30), ny))).toBe('2026-03-08T06:30:00.000Z');
    expect(iso(zonedToUtc(local(2026, 3, 8, 2, 30), ny))).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(iso(zonedToUtc(local(2026, 3, 8, 3, 0), ny))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(zonedToUtc(local(2026, 11, 1, 1, 30), ny))).toBe('2026-11-01T05:30:00.000Z'); // EDT, the earlier one
    expect(iso(zonedToUtc(local(2026, 11, 1, 2, 0), ny))).toBe('2026-11-01T07:00:00.000Z');
  });

  it('throws for an unknown zone', () => {
    expect(() => zonedToUtc(local(2026, 1, 1, 0), 'Foo/Bar')).toThrow(RangeError);
  });
});

describe('utcToZoned', () => {
  it('gives the wall clock and ISO weekday', () => {
    // Sunday 29 March 2026 00:59 UTC = 01:59 CET; 01:00 UTC = 03:00 CEST.
    expect(utcToZoned(new Date('2026-03-29T00:59:00Z'), ams)).toEqual({ year: 2026, month: 3, day: 29, hour: 1, minute: 59, weekday: 7 });
    expect(utcToZoned(new Date('2026-03-29T01:00:00Z'), ams)).toEqual({ year: 2026, month: 3, day: 29, hour: 3, minute: 0, weekday: 7 });
    // 02:30 happens twice on 25 October.
    expect(utcToZoned(new Date('2026-10-25T00:30:00Z'), ams)).toMatchObject({ hour: 2, minute: 30 });
    expect(utcToZoned(new Date('2026-10-25T01:30:00Z'), ams)).toMatchObject({ hour: 2, minute: 30 });
    // Late Sunday evening in New York is Monday in UTC.
    expect(utcToZoned(new Date('2026-03-09T03:30:00Z'), ny)).toEqual({ year: 2026, month: 3, day: 8, hour: 23, minute: 30, weekday: 7 });
    expect(utcToZoned(new Date('2026-03-09T12:00:00Z'), ny)).toMatchObject({ weekday: 1, hour: 8 });
  });

  it('round-trips every quarter hour across both Amsterdam changes, except in the gap', () => {
    for (let ms = Date.UTC(2026, 2, 28); ms < Date.UTC(2026, 2, 30); ms += 15 * 60_000) {
      const wall = utcToZoned(new Date(ms), ams);
      expect(zonedToUtc(wall, ams).getTime()).toBe(ms);
    }
    for (let ms = Date.UTC(2026, 9, 24); ms < Date.UTC(2026, 9, 26); ms += 15 * 60_000) {
      const wall = utcToZoned(new Date(ms), ams);
      // The second 02:00–02:59 reads back as the first.
      const second = ms >= Date.UTC(2026, 9, 25, 1) && ms < Date.UTC(2026, 9, 25, 2);
      expect(zonedToUtc(wall, ams).getTime()).toBe(second ? ms - 3_600_000 : ms);
    }
  });
});

describe('localDateKey', () => {
  it('is the date in the zone', () => {
    expect(localDateKey(new Date('2026-06-30T22:30:00Z'), ams)).toBe('2026-07-01');
    expect(localDateKey(new Date('2026-06-30T22:30:00Z'), ny)).toBe('2026-06-30');
    expect(localDateKey(new Date('2026-01-01T00:00:00Z'), 'UTC')).toBe('2026-01-01');
  });
});

describe('calendar arithmetic', () => {
  it('adds days over month and year ends and leap days', () => {
    expect(addLocalDays({ year: 2026, month: 12, day: 31 }, 1)).toEqual({ year: 2027, month: 1, day: 1 });
    expect(addLocalDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({ year: 2028, month: 2, day: 29 });
    expect(addLocalDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addLocalDays({ year: 2026, month: 3, day: 29 }, 0)).toEqual({ year: 2026, month: 3, day: 29 });
  });

  it('gives ISO weekdays', () => {
    expect(isoWeekday({ year: 2026, month: 3, day: 30 })).toBe(1);
    expect(isoWeekday({ year: 2026, month: 3, day: 29 })).toBe(7);
    expect(isoWeekday({ year: 1970, month: 1, day: 1 })).toBe(4);
    expect(isoWeekday({ year: 1969, month: 12, day: 29 })).toBe(1);
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and refuses the rest', () => {
    for (const tz of [ams, ny, 'UTC', 'Asia/Kolkata', 'Etc/GMT+1']) expect(isValidTimeZone(tz)).toBe(true);
    for (const tz of ['', 'Foo/Bar', '+01:00', 'Europe/Amsterdam ', 'Mars/Olympus_Mons']) expect(isValidTimeZone(tz)).toBe(false);
  });
});

describe('years are never reinterpreted (issue 33)', () => {
  it('keeps years 0–99 themselves, where Date.UTC reads 1900–1999', () => {
    expect(new Date(utcMsOf(1, 3, 1, 9)).toISOString()).toBe('0001-03-01T09:00:00.000Z');
    expect(new Date(utcMsOf(99, 12, 31)).toISOString()).toBe('0099-12-31T00:00:00.000Z');
    expect(utcMsOf(2026, 2, 29)).toBe(Date.UTC(2026, 1, 29));
    expect(iso(zonedToUtc(local(50, 6, 1, 12), 'UTC'))).toBe('0050-06-01T12:00:00.000Z');
    for (const key of ['0001-03-01', '0099-12-31', '1900-01-01', '2999-12-31']) expect(dateKeyOfDayNumber(dayNumberOfKey(key)!)).toBe(key);
    expect(dayNumberOf({ year: 1970, month: 1, day: 2 })).toBe(1);
  });
});
