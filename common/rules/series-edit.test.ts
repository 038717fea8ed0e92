import { describe, expect, it } from 'vitest';
import { zonedToUtc } from './calendar-time.js';
import { expandOccurrences, type RecurrenceRule, type Series } from './recurrence.js';
import { planSeriesEdit, ruleBefore, shiftWeekdays, type SeriesEditInput } from './series-edit.js';

const ams = 'Europe/Amsterdam';
const hour = 3_600_000;
/** A wall-clock time in Amsterdam. */
const wall = (year: number, month: number, day: number, h: number, minute = 0) => zonedToUtc({ year, month, day, hour: h, minute }, ams);
const rule = (r: Partial<RecurrenceRule>): RecurrenceRule => ({ freq: 'weekly', interval: 1, byWeekday: [1], until: null, count: null, ...r });
/** Mondays 09:00–10:00 Amsterdam from 2 March 2026 (so the series crosses the spring change of 29 March). */
const mondays = (r: Partial<RecurrenceRule>, excluded: Date[] = []): Series => ({
  start: wall(2026, 3, 2, 9),
  end: wall(2026, 3, 2, 10),
  timeZone: ams,
  rule: rule(r),
  excluded: new Set(excluded.map((d) => d.getTime())),
});
const timeOf = (start: Date) => ({ start, end: new Date(start.getTime() + hour) });
const edit = (input: Partial<SeriesEditInput> & Pick<SeriesEditInput, 'series' | 'scope' | 'occurrence'>) =>
  planSeriesEdit({ moved: input.occurrence, overrides: [], ...input });
/** How many times the two parts of a split hold together, to the end of 2027. */
const timesIn = (...parts: Series[]) => parts.reduce((n, s) => n + expandOccurrences(s, s.start, new Date('2028-01-01T00:00:00Z')).length, 0);

describe('planSeriesEdit: this', () => {
  it('excludes the time from the series and gives it its new times', () => {
    const third = timeOf(wall(2026, 3, 16, 9));
    const moved = timeOf(wall(2026, 3, 16, 11));
    expect(edit({ series: mondays({ count: 6 }), scope: 'this', occurrence: third, moved })).toEqual({ kind: 'this', exclude: third.start, times: moved });
  });
});

describe('planSeriesEdit: following (deze en volgende)', () => {
  const third = timeOf(wall(2026, 3, 16, 9));

  it('keeps the times that are left of a count: six times split at the third are two and four, also when the form sends the count it showed', () => {
    const series = mondays({ count: 6 });
    for (const given of [undefined, rule({ count: 6 })]) {
      const plan = edit({ series, scope: 'following', occurrence: third, rule: given });
      if (plan.kind !== 'split') throw new Error(plan.kind);
      expect(plan.before.rule).toEqual(rule({ until: '2026-03-15' }));
      expect(plan.after.rule).toEqual(rule({ count: 4 }));
      const after: Series = { start: plan.after.times.start, end: plan.after.times.end, timeZone: ams, rule: plan.after.rule! };
      expect(timesIn({ ...series, rule: plan.before.rule }, after)).toBe(6);
    }
  });

  it('keeps the same end date of an until, and a count the user changed counts from the first time', () => {
    const byDate = edit({ series: mondays({ until: '2026-06-29' }), scope: 'following', occurrence: third, rule: rule({ until: '2026-06-29' }) });
    expect(byDate).toMatchObject({ kind: 'split', before: { rule: rule({ until: '2026-03-15' }) }, after: { rule: rule({ until: '2026-06-29' }) } });
    const longer = edit({ series: mondays({ count: 6 }), scope: 'following', occurrence: third, rule: rule({ count: 10 }) });
    expect(longer).toMatchObject({ kind: 'split', after: { rule: rule({ count: 8 }) } });
  });

  it('refuses a count that ends before the time acted on', () => {
    expect(edit({ series: mondays({ count: 6 }), scope: 'following', occurrence: third, rule: rule({ count: 2 }) })).toEqual({
      kind: 'problem',
      field: 'recurrence.count',
      code: 'RECURRENCE_UNTIL_BEFORE_START',
    });
  });

  it('deletes the alleen-deze rows from the split on (their times return) and keeps the cancelled times on either side', () => {
    const cancelledBefore = wall(2026, 3, 9, 9);
    const cancelledAfter = wall(2026, 3, 30, 9);
    const overridden = wall(2026, 3, 23, 9);
    const series = mondays({ count: 10 }, [cancelledBefore, overridden, cancelledAfter]);
    const overrides = [
      { id: 'early', originalStart: cancelledBefore },
      { id: 'late', originalStart: overridden },
    ];
    // Moved an hour later: the new series' cancelled time moves along in wall-clock time (across the spring change).
    const plan = edit({ series, scope: 'following', occurrence: third, moved: timeOf(wall(2026, 3, 16, 10)), overrides });
    expect(plan).toMatchObject({
      kind: 'split',
      before: { excluded: [cancelledBefore] },
      after: { excluded: [wall(2026, 3, 30, 10)] },
      deleteOverrides: ['late'],
    });
  });

  it('is an edit of all times from the first one', () => {
    const series = mondays({ count: 6 });
    expect(edit({ series, scope: 'following', occurrence: timeOf(series.start) })).toMatchObject({ kind: 'all', rule: rule({ count: 6 }) });
  });

  it('throws for a moment that is no time of the series', () => {
    expect(() => edit({ series: mondays({ count: 6 }), scope: 'following', occurrence: timeOf(wall(2026, 3, 17, 9)) })).toThrow(RangeError);
  });
});

describe('planSeriesEdit: all', () => {
  it('moves every time by the wall-clock shift across daylight saving, its rows and cancelled times along', () => {
    const cancelled = wall(2026, 4, 6, 9);
    const series = mondays({ until: '2026-12-28' }, [cancelled]);
    const overrides = [{ id: 'row', originalStart: wall(2026, 10, 26, 9) }];
    // The 30 March time (summer) moved to 10:00: 2 March (winter) starts 10:00 too.
    const plan = edit({ series, scope: 'all', occurrence: timeOf(wall(2026, 3, 30, 9)), moved: timeOf(wall(2026, 3, 30, 10)), overrides });
    expect(plan).toEqual({
      kind: 'all',
      times: timeOf(wall(2026, 3, 2, 10)),
      rule: series.rule,
      excluded: [wall(2026, 4, 6, 10)],
      deleteOverrides: [],
      moveOverrides: [{ id: 'row', originalStart: wall(2026, 10, 26, 10) }],
    });
  });

  it('lets the weekday follow a time moved to another day when the rule is left as it was', () => {
    const series = mondays({ count: 6 });
    const tuesday = timeOf(wall(2026, 3, 17, 9));
    const plan = edit({ series, scope: 'all', occurrence: timeOf(wall(2026, 3, 16, 9)), moved: tuesday });
    expect(plan).toMatchObject({ kind: 'all', times: timeOf(wall(2026, 3, 3, 9)), rule: rule({ byWeekday: [2], count: 6 }) });
    if (plan.kind !== 'all') throw new Error(plan.kind);
    const times = expandOccurrences({ ...series, start: plan.times.start, end: plan.times.end, rule: plan.rule! }, series.start, wall(2027, 1, 1, 0));
    expect(times.map((o) => o.start.getUTCDay())).toEqual([2, 2, 2, 2, 2, 2]);
  });

  it('takes a given rule as chosen, and drops the series’ rows when it no longer repeats', () => {
    const series = mondays({ count: 6 });
    const overrides = [
      { id: 'acted', originalStart: wall(2026, 3, 16, 9) },
      { id: 'other', originalStart: wall(2026, 3, 23, 9) },
    ];
    const given = rule({ byWeekday: [1, 3], count: 12 });
    expect(edit({ series, scope: 'all', occurrence: timeOf(wall(2026, 3, 16, 9)), rule: given, overrides, actedOn: 'acted' })).toMatchObject({
      rule: given,
      deleteOverrides: ['acted'],
    });
    expect(edit({ series, scope: 'all', occurrence: timeOf(wall(2026, 3, 16, 9)), rule: null, overrides, actedOn: 'acted' })).toMatchObject({
      rule: null,
      excluded: [],
      deleteOverrides: ['acted', 'other'],
    });
  });
});

describe('shiftWeekdays and ruleBefore', () => {
  it('moves weekly days around the week end and leaves other rules', () => {
    expect(shiftWeekdays(rule({ byWeekday: [1, 7] }), 1).byWeekday).toEqual([1, 2]);
    expect(shiftWeekdays(rule({ byWeekday: [1, 3] }), -2).byWeekday).toEqual([1, 6]);
    const daily = rule({ freq: 'daily', byWeekday: [] });
    expect(shiftWeekdays(daily, 3)).toBe(daily);
  });

  it('ends a deleted series the day before the time, or deletes it all from the first', () => {
    const series = mondays({ count: 6 });
    expect(ruleBefore(series, wall(2026, 3, 16, 9))).toEqual(rule({ until: '2026-03-15' }));
    expect(ruleBefore(series, series.start)).toBeNull();
  });
});
