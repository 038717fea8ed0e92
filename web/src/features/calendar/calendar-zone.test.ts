/** The grid's wall-clock conversion (calendar-zone.ts), across both 2026 daylight-saving changes. */
import { describe, expect, it } from 'vitest';
import { fromGridDate, gridNow, isLocalMidnight, loadRange, openingScrollTime, toGridDate, toGridTime } from './calendar-zone';

const ams = 'Europe/Amsterdam';

describe('toGridTime / fromGridDate', () => {
  it('shows an instant at its wall clock in the zone, winter and summer', () => {
    expect(toGridTime('2026-01-15T08:00:00.000Z', ams)).toBe('2026-01-15T09:00:00');
    expect(toGridTime('2026-07-15T07:00:00.000Z', ams)).toBe('2026-07-15T09:00:00');
    expect(toGridTime('2026-07-15T07:00:00.000Z', 'America/New_York')).toBe('2026-07-15T03:00:00');
  });

  it('keeps 09:00 on both sides of the spring and autumn changes', () => {
    expect(toGridTime('2026-03-28T08:00:00.000Z', ams)).toBe('2026-03-28T09:00:00');
    expect(toGridTime('2026-03-29T07:00:00.000Z', ams)).toBe('2026-03-29T09:00:00');
    expect(toGridTime('2026-10-24T07:00:00.000Z', ams)).toBe('2026-10-24T09:00:00');
    expect(toGridTime('2026-10-25T08:00:00.000Z', ams)).toBe('2026-10-25T09:00:00');
  });

  it('turns a grid date back into the instant of that wall clock', () => {
    expect(fromGridDate(new Date('2026-03-29T09:00:00Z'), ams)).toBe('2026-03-29T07:00:00.000Z');
    expect(fromGridDate(new Date('2026-03-28T09:00:00Z'), ams)).toBe('2026-03-28T08:00:00.000Z');
    expect(fromGridDate(new Date('2026-10-25T09:00:00Z'), ams)).toBe('2026-10-25T08:00:00.000Z');
  });

  it('round-trips every instant except the second of an ambiguous fall-back hour', () => {
    for (const iso of ['2026-03-29T00:30:00.000Z', '2026-03-29T01:30:00.000Z', '2026-10-25T00:30:00.000Z', '2026-06-01T22:15:00.000Z']) {
      expect(fromGridDate(new Date(`${toGridTime(iso, ams)}Z`), ams)).toBe(iso);
    }
  });

  it('moves a time in the spring-forward gap on by the gap, and takes the earlier of an ambiguous time', () => {
    // 02:30 does not exist on 29 March 2026 in Amsterdam: it is read as 03:30 CEST (01:30Z).
    expect(fromGridDate(new Date('2026-03-29T02:30:00Z'), ams)).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October 2026: the first (CEST, 00:30Z).
    expect(fromGridDate(new Date('2026-10-25T02:30:00Z'), ams)).toBe('2026-10-25T00:30:00.000Z');
  });

  it('gives the zone date of an all-day instant and knows local midnight', () => {
    expect(toGridDate('2026-03-28T23:00:00.000Z', ams)).toBe('2026-03-29');
    expect(isLocalMidnight('2026-03-28T23:00:00.000Z', ams)).toBe(true);
    expect(isLocalMidnight('2026-03-29T22:00:00.000Z', ams)).toBe(true);
    expect(isLocalMidnight('2026-03-29T23:00:00.000Z', ams)).toBe(false);
  });

  it('gives now as the wall clock of the zone', () => {
    expect(gridNow(ams, Date.parse('2026-07-01T10:00:00Z'))).toBe('2026-07-01T12:00:00');
    expect(gridNow('UTC', Date.parse('2026-07-01T10:00:00Z'))).toBe('2026-07-01T10:00:00');
  });
});

describe('loadRange', () => {
  it('loads the month grid, whatever view of that month is shown', () => {
    const month = loadRange(new Date('2026-03-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'), 'UTC');
    expect(month).toEqual({ from: '2026-02-23T00:00:00.000Z', to: '2026-04-06T00:00:00.000Z' });
    // The month view's visible grid, a week and a day in it: the same range.
    expect(loadRange(new Date('2026-02-23T00:00:00Z'), new Date('2026-04-06T00:00:00Z'), 'UTC')).toEqual(month);
    expect(loadRange(new Date('2026-03-09T00:00:00Z'), new Date('2026-03-16T00:00:00Z'), 'UTC')).toEqual(month);
    expect(loadRange(new Date('2026-03-31T00:00:00Z'), new Date('2026-04-01T00:00:00Z'), 'UTC')).toEqual(month);
  });

  it('covers a week that spans two months', () => {
    const range = loadRange(new Date('2026-03-30T00:00:00Z'), new Date('2026-04-06T00:00:00Z'), 'UTC');
    expect(Date.parse(range.from)).toBeLessThanOrEqual(Date.parse('2026-03-30T00:00:00Z'));
    expect(Date.parse(range.to)).toBeGreaterThanOrEqual(Date.parse('2026-04-06T00:00:00Z'));
  });

  it('answers instants in the zone', () => {
    expect(loadRange(new Date('2026-03-01T00:00:00Z'), new Date('2026-04-01T00:00:00Z'), ams)).toEqual({
      from: '2026-02-22T23:00:00.000Z',
      to: '2026-04-05T22:00:00.000Z',
    });
  });
});

describe('timeRangeText', () => {
  it('writes a range in the zone, on one day, across days and all day', async () => {
    const { timeRangeText } = await import('./event-text');
    expect(timeRangeText('2026-03-30T07:00:00.000Z', '2026-03-30T08:00:00.000Z', false, ams)).toBe('ma 30 mrt 2026 09:00 – 10:00');
    expect(timeRangeText('2026-03-30T07:00:00.000Z', '2026-03-31T08:00:00.000Z', false, ams)).toBe('ma 30 mrt 2026 09:00 – di 31 mrt 2026 10:00');
    expect(timeRangeText('2026-03-29T22:00:00.000Z', '2026-03-30T22:00:00.000Z', true, ams)).toBe('ma 30 mrt 2026');
  });
});

describe('openingScrollTime', () => {
  const week = { start: '2026-03-09', end: '2026-03-16' };
  it('opens an hour before now on a period with today', () => {
    expect(openingScrollTime('2026-03-11T14:35:00', week, '09:00')).toBe('13:00');
    expect(openingScrollTime('2026-03-09T00:20:00', week, '09:00')).toBe('00:00');
    expect(openingScrollTime('2026-03-15T23:59:00', week, '09:00')).toBe('22:00');
  });

  it('opens at the start of the working day on another period', () => {
    expect(openingScrollTime('2026-03-16T14:35:00', week, '08:30')).toBe('08:30');
    expect(openingScrollTime('2026-03-08T14:35:00', week, '09:00')).toBe('09:00');
  });
});
