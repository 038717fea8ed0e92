import { describe, expect, it } from 'vitest';
import { addLocalDays, utcToZoned, zonedToUtc, type LocalDateTime } from './calendar-time.js';
import {
  expandOccurrences,
  isOccurrenceStart,
  nextOccurrence,
  occurrenceAtStart,
  recurrenceProblem,
  seriesLastEnd,
  type Occurrence,
  type RecurrenceRule,
  type Series,
} from './recurrence.js';
import { parseRRule, toRRule } from './rrule-text.js';

const ams = 'Europe/Amsterdam';
const at = (iso: string) => new Date(iso);
const hour = 3_600_000;
const rule = (r: Partial<RecurrenceRule>): RecurrenceRule => ({ freq: 'daily', interval: 1, byWeekday: [], until: null, count: null, ...r });
/** A series starting at a wall-clock time in `tz`, lasting `minutes`. */
function series(start: LocalDateTime, minutes: number, r: Partial<RecurrenceRule>, tz = ams, excluded?: Set<number>): Series {
  const s = zonedToUtc(start, tz);
  const wall = new Date(Date.UTC(start.year, start.month - 1, start.day, start.hour, start.minute + minutes));
  const end = zonedToUtc(
    { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate(), hour: wall.getUTCHours(), minute: wall.getUTCMinutes() },
    tz,
  );
  return { start: s, end, timeZone: tz, rule: rule(r), ...(excluded ? { excluded } : {}) };
}
const local = (year: number, month: number, day: number, h: number, minute = 0) => ({ year, month, day, hour: h, minute });
const starts = (list: Occurrence[]) => list.map((o) => o.start.toISOString());

describe('expandOccurrences', () => {
  it('keeps a weekly Monday 09:00 at 09:00 across both 2026 changes', () => {
    const weekly = series(local(2026, 1, 5, 9), 60, { freq: 'weekly', until: '2026-12-28' });
    const all = expandOccurrences(weekly, at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'));
    expect(all).toHaveLength(52);
    expect(all.every((o) => utcToZoned(o.start, ams).hour === 9 && utcToZoned(o.start, ams).weekday === 1)).toBe(true);
    expect(all.every((o) => o.end.getTime() - o.start.getTime() === hour)).toBe(true);
    const byDate = new Map(all.map((o) => [o.start.toISOString().slice(0, 10), o.start.toISOString().slice(11, 16)]));
    expect(byDate.get('2026-03-23')).toBe('08:00');
    expect(byDate.get('2026-03-30')).toBe('07:00');
    expect(byDate.get('2026-10-19')).toBe('07:00');
    expect(byDate.get('2026-10-26')).toBe('08:00');
    expect(all.map((o) => o.index)).toEqual([...Array(52).keys()]);
  });

  it('keeps a daily 09:00 across the spring change', () => {
    const daily = series(local(2026, 3, 27, 9), 30, { count: 5 });
    expect(starts(expandOccurrences(daily, at('2026-03-01T00:00:00Z'), at('2026-04-30T00:00:00Z')))).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-28T08:00:00.000Z',
      '2026-03-29T07:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-03-31T07:00:00.000Z',
    ]);
  });

  it('moves an occurrence in the spring-forward gap on by the gap and keeps its length', () => {
    const night = series(local(2026, 3, 27, 2, 30), 60, { count: 4 });
    const list = expandOccurrences(night, at('2026-03-27T00:00:00Z'), at('2026-04-01T00:00:00Z'));
    expect(list.map((o) => [utcToZoned(o.start, ams).hour, utcToZoned(o.end, ams).hour])).toEqual([
      [2, 3],
      [2, 3],
      [3, 4], // 29 March: 02:30 does not exist; 03:30–04:30 (the wall-clock end 03:30 would be its start)
      [2, 3],
    ]);
    expect(list[2]!.end.getTime() - list[2]!.start.getTime()).toBe(hour);
  });

  it('expands a 23:30–00:30 occurrence crossing midnight, also when only its tail is in range', () => {
    const late = series(local(2026, 3, 28, 23, 30), 60, { count: 3 });
    const list = expandOccurrences(late, at('2026-03-28T00:00:00Z'), at('2026-04-01T00:00:00Z'));
    expect(list.map((o) => [o.start.toISOString(), o.end.toISOString()])).toEqual([
      ['2026-03-28T22:30:00.000Z', '2026-03-28T23:30:00.000Z'], // 23:30–00:30 CET (the change comes at 02:00)
      ['2026-03-29T21:30:00.000Z', '2026-03-29T22:30:00.000Z'],
      ['2026-03-30T21:30:00.000Z', '2026-03-30T22:30:00.000Z'],
    ]);
    // The local day 29 March starts at 23:00 UTC on the 28th: the first occurrence overlaps it.
    const day = expandOccurrences(late, zonedToUtc(local(2026, 3, 29, 0), ams), zonedToUtc(local(2026, 3, 30, 0), ams));
    expect(day.map((o) => o.index)).toEqual([0, 1]);
  });

  it('skips months without the 31st (and counts only the months that have it)', () => {
    const monthly = series(local(2026, 1, 31, 10), 60, { freq: 'monthly', count: 5 });
    const list = expandOccurrences(monthly, at('2026-01-01T00:00:00Z'), at('2028-01-01T00:00:00Z'));
    expect(list.map((o) => o.start.toISOString().slice(0, 10))).toEqual(['2026-01-31', '2026-03-31', '2026-05-31', '2026-07-31', '2026-08-31']);
    expect(list.map((o) => o.index)).toEqual([0, 1, 2, 3, 4]);
    expect(seriesLastEnd(monthly).toISOString()).toBe('2026-08-31T09:00:00.000Z');
    const later = expandOccurrences(monthly, at('2026-06-01T00:00:00Z'), at('2026-12-01T00:00:00Z'));
    expect(later.map((o) => o.index)).toEqual([3, 4]);
    const leap = series(local(2024, 2, 29, 10), 60, { freq: 'monthly', interval: 12, count: 2 });
    expect(expandOccurrences(leap, at('2024-01-01T00:00:00Z'), at('2030-01-01T00:00:00Z')).map((o) => o.start.toISOString().slice(0, 10))).toEqual([
      '2024-02-29',
      '2028-02-29',
    ]);
  });

  it('ends by count or by until alike', () => {
    const byCount = series(local(2026, 5, 4, 9), 60, { freq: 'weekly', byWeekday: [1, 3, 5], count: 7 });
    const byUntil = series(local(2026, 5, 4, 9), 60, { freq: 'weekly', byWeekday: [1, 3, 5], until: '2026-05-18' });
    const range = [at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z')] as const;
    expect(expandOccurrences(byCount, ...range)).toEqual(expandOccurrences(byUntil, ...range));
    expect(expandOccurrences(byCount, ...range)).toHaveLength(7);
    expect(seriesLastEnd(byCount)).toEqual(seriesLastEnd(byUntil));
    expect(seriesLastEnd(byCount).toISOString()).toBe('2026-05-18T08:00:00.000Z');
  });

  it('starts a weekly series with days before its start in the same week on the next chosen day, every other week', () => {
    // Wednesday 6 May 2026, every 2 weeks on Monday and Thursday: Thu 7 May, Mon 18, Thu 21, Mon 1 June…
    const weekly = series(local(2026, 5, 6, 14), 60, { freq: 'weekly', interval: 2, byWeekday: [1, 4], count: 4 });
    const list = expandOccurrences(weekly, at('2026-05-01T00:00:00Z'), at('2026-07-01T00:00:00Z'));
    expect(list.map((o) => [o.start.toISOString().slice(0, 10), o.index])).toEqual([
      ['2026-05-07', 0],
      ['2026-05-18', 1],
      ['2026-05-21', 2],
      ['2026-06-01', 3],
    ]);
    expect(seriesLastEnd(weekly).toISOString()).toBe('2026-06-01T13:00:00.000Z');
  });

  it('leaves out excluded starts but keeps the indexes', () => {
    const second = zonedToUtc(local(2026, 6, 2, 9), ams).getTime();
    const daily = series(local(2026, 6, 1, 9), 60, { count: 4 }, ams, new Set([second]));
    const list = expandOccurrences(daily, at('2026-06-01T00:00:00Z'), at('2026-07-01T00:00:00Z'));
    expect(list.map((o) => o.index)).toEqual([0, 2, 3]);
  });

  it('returns at most `limit`', () => {
    const daily = series(local(2026, 6, 1, 9), 60, { until: '2026-12-31' });
    expect(expandOccurrences(daily, at('2026-06-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), 3).map((o) => o.index)).toEqual([0, 1, 2]);
    expect(expandOccurrences(daily, at('2026-06-01T00:00:00Z'), at('2027-01-01T00:00:00Z'))).toHaveLength(214);
    expect(expandOccurrences(daily, at('2026-06-01T00:00:00Z'), at('2027-01-01T00:00:00Z'), 0)).toEqual([]);
  });

  it('takes occurrences overlapping [from, to) only', () => {
    const daily = series(local(2026, 6, 1, 9), 60, { count: 3 }); // 07:00–08:00 UTC
    const on = (from: string, to: string) => expandOccurrences(daily, at(from), at(to)).map((o) => o.index);
    expect(on('2026-06-02T08:00:00Z', '2026-06-03T07:00:00Z')).toEqual([]);
    expect(on('2026-06-02T07:59:59.999Z', '2026-06-03T07:00:00Z')).toEqual([1]);
    expect(on('2026-06-02T08:00:00Z', '2026-06-03T07:00:00.001Z')).toEqual([2]);
    expect(on('2026-06-01T07:30:00Z', '2026-06-01T07:45:00Z')).toEqual([0]);
    expect(on('2026-06-03T08:00:00Z', '2027-06-03T07:00:00Z')).toEqual([]);
    expect(on('2026-06-03T07:00:00Z', '2026-06-03T07:00:00Z')).toEqual([]);
  });
});

describe('nextOccurrence and isOccurrenceStart', () => {
  const third = zonedToUtc(local(2026, 6, 3, 9), ams);
  const weekdays = series(local(2026, 6, 1, 9), 60, { freq: 'weekly', byWeekday: [1, 3], until: '2026-06-30' }, ams, new Set([third.getTime()]));

  it('finds the first non-excluded occurrence starting at or after t', () => {
    expect(nextOccurrence(weekdays, at('2026-05-01T00:00:00Z'))).toEqual({ start: at('2026-06-01T07:00:00Z'), end: at('2026-06-01T08:00:00Z'), index: 0 });
    expect(nextOccurrence(weekdays, at('2026-06-01T07:00:00Z'))?.index).toBe(0);
    // After Monday's start: Wednesday 3 June is excluded, so Monday 8 June.
    expect(nextOccurrence(weekdays, at('2026-06-01T07:00:00.001Z'))).toMatchObject({ start: at('2026-06-08T07:00:00Z'), index: 2 });
    expect(nextOccurrence(weekdays, at('2026-06-29T07:00:00Z'))?.index).toBe(8);
    expect(nextOccurrence(weekdays, at('2026-06-29T07:00:01Z'))).toBeNull();
  });

  it('tells occurrence starts apart', () => {
    expect(isOccurrenceStart(weekdays, at('2026-06-01T07:00:00Z'))).toBe(true);
    expect(isOccurrenceStart(weekdays, at('2026-06-10T07:00:00Z'))).toBe(true);
    expect(isOccurrenceStart(weekdays, third)).toBe(false); // excluded
    expect(isOccurrenceStart(weekdays, at('2026-06-01T07:30:00Z'))).toBe(false);
    expect(isOccurrenceStart(weekdays, at('2026-06-02T07:00:00Z'))).toBe(false); // a Tuesday
    expect(isOccurrenceStart(weekdays, at('2026-07-01T07:00:00Z'))).toBe(false); // after until
    expect(isOccurrenceStart(weekdays, at('2026-05-27T07:00:00Z'))).toBe(false); // before the start
  });

  it('finds an occurrence moved on by the spring-forward gap', () => {
    const night = series(local(2026, 3, 27, 2, 30), 60, { count: 4 });
    expect(isOccurrenceStart(night, zonedToUtc(local(2026, 3, 29, 3, 30), ams))).toBe(true);
    expect(nextOccurrence(night, at('2026-03-29T00:00:00Z'))?.start.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('occurrenceAtStart', () => {
  it('gives the index (cancelled times counted) and local date of a time of the series, and null elsewhere', () => {
    const s = series(local(2026, 6, 1, 9), 60, { freq: 'daily', interval: 2, count: 10 }, ams, new Set([zonedToUtc(local(2026, 6, 3, 9), ams).getTime()]));
    // 1, 3, 5, 7 June come before 9 June; the cancelled 3 June counts.
    expect(occurrenceAtStart(s, zonedToUtc(local(2026, 6, 9, 9), ams))).toEqual({ index: 4, date: '2026-06-09' });
    expect(occurrenceAtStart(s, zonedToUtc(local(2026, 6, 3, 9), ams))).toEqual({ index: 1, date: '2026-06-03' });
    expect(occurrenceAtStart(s, zonedToUtc(local(2026, 6, 2, 9), ams))).toBeNull();
    expect(occurrenceAtStart(s, zonedToUtc(local(2026, 6, 21, 9), ams))).toBeNull();
  });
});

describe('recurrenceProblem', () => {
  const start = zonedToUtc(local(2026, 6, 1, 9), ams);
  const check = (r: Partial<RecurrenceRule>) => recurrenceProblem(rule(r), start, ams);

  it('accepts sound rules', () => {
    expect(check({ count: 10 })).toBeNull();
    expect(check({ until: '2026-06-01' })).toBeNull();
    expect(check({ freq: 'weekly', byWeekday: [1, 5, 7], until: '2031-06-01' })).toBeNull();
    expect(check({ count: 1000 })).toBeNull();
    expect(check({ freq: 'monthly', count: 61 })).toBeNull(); // 1 June 2026 … 1 June 2031
  });

  it('names each problem', () => {
    expect(check({})).toBe('RECURRENCE_END_REQUIRED');
    expect(check({ count: 0 })).toBe('RECURRENCE_END_REQUIRED');
    expect(check({ until: '2026-02-30' })).toBe('RECURRENCE_END_REQUIRED');
    expect(check({ count: 1001 })).toBe('RECURRENCE_TOO_LONG');
    expect(check({ freq: 'monthly', count: 62 })).toBe('RECURRENCE_TOO_LONG');
    expect(check({ until: '2031-06-02' })).toBe('RECURRENCE_TOO_LONG');
    expect(check({ freq: 'weekly', interval: 2, count: 200 })).toBe('RECURRENCE_TOO_LONG');
    expect(check({ until: '2026-05-31' })).toBe('RECURRENCE_UNTIL_BEFORE_START');
    expect(check({ freq: 'weekly', byWeekday: [0], count: 3 })).toBe('RECURRENCE_DAYS_INVALID');
    expect(check({ freq: 'weekly', byWeekday: [3, 1], count: 3 })).toBe('RECURRENCE_DAYS_INVALID');
    expect(check({ freq: 'weekly', byWeekday: [1, 1], count: 3 })).toBe('RECURRENCE_DAYS_INVALID');
    expect(check({ freq: 'weekly', byWeekday: [8], count: 3 })).toBe('RECURRENCE_DAYS_INVALID');
    expect(check({ interval: 0, count: 3 })).toBe('RECURRENCE_INTERVAL_INVALID');
    expect(check({ interval: 100, count: 3 })).toBe('RECURRENCE_INTERVAL_INVALID');
    expect(check({ interval: 1.5, count: 3 })).toBe('RECURRENCE_INTERVAL_INVALID');
  });

  it('judges "too long" by the last occurrence, not by until itself', () => {
    // On the 31st: after 31 May 2031 the next 31st is 31 July 2031.
    const on31 = zonedToUtc(local(2026, 5, 31, 9), ams);
    expect(recurrenceProblem(rule({ freq: 'monthly', until: '2031-07-30' }), on31, ams)).toBeNull();
    expect(recurrenceProblem(rule({ freq: 'monthly', until: '2031-07-31' }), on31, ams)).toBe('RECURRENCE_TOO_LONG');
  });
});

describe('toRRule and parseRRule', () => {
  it('writes the subset', () => {
    expect(toRRule(rule({ freq: 'weekly', interval: 2, byWeekday: [1, 3], until: '2027-01-31' }))).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20270131');
    expect(toRRule(rule({ count: 10 }))).toBe('FREQ=DAILY;INTERVAL=1;COUNT=10');
    expect(toRRule(rule({ freq: 'monthly', interval: 3, until: '2026-12-31' }))).toBe('FREQ=MONTHLY;INTERVAL=3;UNTIL=20261231');
  });

  it('round-trips', () => {
    const rules = [
      rule({ freq: 'weekly', interval: 2, byWeekday: [1, 3, 7], until: '2027-01-31' }),
      rule({ freq: 'weekly', count: 5 }),
      rule({ count: 10 }),
      rule({ freq: 'monthly', interval: 99, until: '2028-02-29' }),
    ];
    for (const r of rules) expect(parseRRule(toRRule(r))).toEqual(r);
    expect(parseRRule('FREQ=WEEKLY;BYDAY=FR,MO;COUNT=3')).toEqual(rule({ freq: 'weekly', byWeekday: [1, 5], count: 3 }));
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      'FREQ=YEARLY;INTERVAL=1;COUNT=3',
      'FREQ=DAILY;INTERVAL=0;COUNT=3',
      'FREQ=DAILY;INTERVAL=100;COUNT=3',
      'FREQ=DAILY;INTERVAL=1;COUNT=0',
      'FREQ=DAILY;INTERVAL=1;COUNT=3;UNTIL=20270101',
      'FREQ=DAILY;INTERVAL=1;UNTIL=20270230',
      'FREQ=DAILY;INTERVAL=1;UNTIL=20270101T000000Z',
      'FREQ=DAILY;INTERVAL=1;BYDAY=MO;COUNT=3',
      'FREQ=WEEKLY;INTERVAL=1;BYDAY=1MO;COUNT=3',
      'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,MO;COUNT=3',
      'FREQ=WEEKLY;INTERVAL=1;BYDAY=;COUNT=3',
      'FREQ=DAILY;INTERVAL=1;COUNT=3;WKST=MO',
      'FREQ=DAILY;FREQ=DAILY;COUNT=3',
      'RRULE:FREQ=DAILY;COUNT=3',
      'FREQ=DAILY;INTERVAL=1;COUNT=3;',
    ])
      expect(parseRRule(text), text).toBeNull();
  });
});

/** The naive reference: walk every local day from the start, testing the rule's definition. */
function naiveExpand(s: Series, from: Date, to: Date): Occurrence[] {
  const tz = s.timeZone;
  const first = utcToZoned(s.start, tz);
  const last = utcToZoned(s.end, tz);
  const minutes =
    (Date.UTC(last.year, last.month - 1, last.day, last.hour, last.minute) - Date.UTC(first.year, first.month - 1, first.day, first.hour, first.minute)) /
    60_000;
  const { freq, interval, byWeekday, until, count } = s.rule;
  const days = byWeekday.length ? byWeekday : [first.weekday];
  const startDay = Date.UTC(first.year, first.month - 1, first.day) / 86_400_000;
  const firstMonday = startDay - first.weekday + 1;
  const out: Occurrence[] = [];
  let index = 0;
  let date = { year: first.year, month: first.month, day: first.day };
  for (let n = 0; n < 5000; n++, date = addLocalDays(date, 1)) {
    const key = `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
    if ((until !== null && key > until) || (count !== null && index >= count)) break;
    const day = Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
    const weekday = ((((day + 3) % 7) + 7) % 7) + 1;
    const months = (date.year - first.year) * 12 + date.month - first.month;
    const matches =
      freq === 'daily'
        ? (day - startDay) % interval === 0
        : freq === 'weekly'
          ? days.includes(weekday) && Math.floor((day - firstMonday) / 7) % interval === 0
          : date.day === first.day && months % interval === 0;
    if (!matches) continue;
    const start = zonedToUtc({ ...date, hour: first.hour, minute: first.minute }, tz);
    const wallEnd = new Date(Date.UTC(date.year, date.month - 1, date.day, first.hour, first.minute + minutes));
    let end = zonedToUtc(
      {
        year: wallEnd.getUTCFullYear(),
        month: wallEnd.getUTCMonth() + 1,
        day: wallEnd.getUTCDate(),
        hour: wallEnd.getUTCHours(),
        minute: wallEnd.getUTCMinutes(),
      },
      tz,
    );
    if (end <= start && minutes > 0) end = new Date(start.getTime() + minutes * 60_000);
    if (start >= to) break;
    if (end > from && !s.excluded?.has(start.getTime())) out.push({ start, end, index });
    index++;
  }
  return out;
}

describe('long-running series against a naive reference', () => {
  const cases: Series[] = [
    series(local(2023, 1, 9, 9), 60, { until: '2027-12-31' }),
    series(local(2023, 2, 14, 23, 30), 60, { interval: 3, count: 600 }),
    series(local(2023, 3, 1, 8, 15), 45, { freq: 'weekly', byWeekday: [1, 3, 5], until: '2027-06-30' }),
    series(local(2023, 5, 18, 14), 90, { freq: 'weekly', interval: 3, byWeekday: [2, 4, 6, 7], count: 400 }, 'America/New_York'),
    series(local(2023, 1, 31, 10), 60, { freq: 'monthly', until: '2027-12-31' }),
    series(local(2023, 8, 30, 2, 30), 60, { freq: 'monthly', interval: 5, count: 10 }),
    series(local(2024, 2, 29, 12), 30, { freq: 'monthly', interval: 1, count: 30 }, 'America/New_York'),
    series(local(2023, 10, 29, 2, 30), 120, { interval: 7, count: 300 }),
    series(local(2023, 4, 3, 0, 0), 1440, { freq: 'weekly', interval: 2, until: '2027-01-01' }),
  ];
  const withExcluded = {
    ...cases[0]!,
    excluded: new Set([zonedToUtc(local(2026, 3, 29, 9), ams).getTime(), zonedToUtc(local(2026, 10, 25, 9), ams).getTime()]),
  };
  const ranges: [string, string][] = [
    ['2026-03-23T00:00:00Z', '2026-03-30T00:00:00Z'],
    ['2026-10-19T00:00:00Z', '2026-11-02T00:00:00Z'],
    ['2025-02-27T12:34:00Z', '2025-03-04T00:00:00Z'],
    ['2023-01-01T00:00:00Z', '2023-02-01T00:00:00Z'],
    ['2024-01-01T00:00:00Z', '2025-01-01T00:00:00Z'],
    ['2027-11-15T00:00:00Z', '2028-06-01T00:00:00Z'],
  ];

  it('matches the reference in ranges years after the start, across changes', () => {
    for (const s of [...cases, withExcluded]) {
      for (const [from, to] of ranges) {
        const label = `${toRRule(s.rule)} from ${s.start.toISOString()} in ${from}`;
        expect(expandOccurrences(s, at(from), at(to)), label).toEqual(naiveExpand(s, at(from), at(to)));
      }
    }
  });

  it('agrees on the last end, the next occurrence and occurrence starts', () => {
    for (const s of cases) {
      const all = naiveExpand(s, at('2000-01-01T00:00:00Z'), at('2100-01-01T00:00:00Z'));
      expect(seriesLastEnd(s), toRRule(s.rule)).toEqual(all[all.length - 1]!.end);
      const middle = all[Math.floor(all.length / 2)]!;
      expect(nextOccurrence(s, new Date(middle.start.getTime() - 1))).toEqual(middle);
      expect(isOccurrenceStart(s, middle.start)).toBe(true);
      expect(isOccurrenceStart(s, new Date(middle.start.getTime() + 60_000))).toBe(false);
    }
  });
});
