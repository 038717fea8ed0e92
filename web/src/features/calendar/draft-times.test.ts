/** The dialog's times and weekly days moving together (draft-times.ts, issue 33 items 5 and 8). */
import { describe, expect, it } from 'vitest';
import { countPosition, daysArePicked, pickedWeekdays, spanOf, withEnd, withStart } from './draft-times';
import { draftForNew, recurrenceOf, requestOf } from './event-draft';

const ams = 'Europe/Amsterdam';
const owner = '11111111-1111-4111-8111-111111111111';
/** Opened on Saturday 13 June 2026, 14:00–15:30 Amsterdam. */
const saturday = () => draftForNew('2026-06-13T12:00:00.000Z', '2026-06-13T13:30:00.000Z', false, ams, owner);

describe('the weekly days follow the start until the user picks them', () => {
  it('opened on Saturday, its start moved to Monday, "Wekelijks" repeats on Mondays', () => {
    const moved = withStart(saturday(), { startDate: '2026-06-15' });
    expect(moved.byWeekday).toEqual([1]);
    expect(recurrenceOf({ ...moved, repeat: 'weekly', endsBy: 'count', count: '6' })).toMatchObject({ freq: 'weekly', byWeekday: [1], count: 6 });
  });

  it('keeps the days the user picked when the start moves', () => {
    const picked = { ...saturday(), ...pickedWeekdays([3, 1]) };
    expect(picked).toMatchObject({ byWeekday: [1, 3], daysPicked: true });
    expect(withStart(picked, { startDate: '2026-06-16' }).byWeekday).toEqual([1, 3]);
  });

  it('takes a stored rule on the start’s own weekday as following it, other days as picked', () => {
    expect(daysArePicked([1], '2026-06-15')).toBe(false);
    expect(daysArePicked([], '2026-06-15')).toBe(false);
    expect(daysArePicked([2], '2026-06-15')).toBe(true);
    expect(daysArePicked([1, 3], '2026-06-15')).toBe(true);
  });
});

describe('the end follows the start', () => {
  it('keeps the length when the date or the time of the start moves, over midnight too', () => {
    const later = withStart(saturday(), { startTime: '23:00' });
    expect(later).toMatchObject({ startDate: '2026-06-13', startTime: '23:00', endDate: '2026-06-14', endTime: '00:30' });
    const monday = withStart(later, { startDate: '2026-06-15' });
    expect(monday).toMatchObject({ endDate: '2026-06-16', endTime: '00:30' });
    expect(requestOf(monday)).toMatchObject({ start: '2026-06-15T21:00:00.000Z', end: '2026-06-15T22:30:00.000Z' });
  });

  it('keeps the length the user gave the end, and an hour when the end was not after the start', () => {
    const longer = withEnd(saturday(), { endTime: '17:00' });
    expect(longer.span).toBe(180);
    expect(withStart(longer, { startTime: '10:00' })).toMatchObject({ endDate: '2026-06-13', endTime: '13:00' });
    const backwards = withEnd(saturday(), { endTime: '13:00' });
    expect(withStart(backwards, { startTime: '16:00' })).toMatchObject({ endTime: '17:00', span: 60 });
  });

  it('leaves the end while the start is being typed, then moves it by the length it had', () => {
    const typing = withStart(saturday(), { startDate: '' });
    expect(typing).toMatchObject({ endDate: '2026-06-13', endTime: '15:30' });
    expect(withStart(typing, { startDate: '2026-07-01' })).toMatchObject({ endDate: '2026-07-01', endTime: '15:30' });
  });

  it('moves the last day of an all-day event with its first', () => {
    const days = draftForNew('2026-06-12T22:00:00.000Z', '2026-06-14T22:00:00.000Z', true, ams, owner);
    expect(days).toMatchObject({ startDate: '2026-06-13', endDate: '2026-06-14' });
    expect(withStart(days, { startDate: '2026-06-20' })).toMatchObject({ startDate: '2026-06-20', endDate: '2026-06-21' });
    expect(spanOf({ startDate: '2026-06-13', startTime: '09:00', endDate: 'x', endTime: '10:00' })).toBeNull();
  });
});

describe('countPosition', () => {
  const series = {
    start: '2027-01-04T08:00:00.000Z',
    end: '2027-01-04T09:00:00.000Z',
    timeZone: ams,
    recurrence: { freq: 'weekly' as const, interval: 1, byWeekday: [1], until: null, count: 6 },
  };
  it('tells which time of a counted series is edited and how many "deze en volgende" keeps', () => {
    expect(countPosition(series, '2027-01-18T08:00:00.000Z')).toEqual({ number: 3, count: 6, left: 4 });
    expect(countPosition(series, '2027-01-19T08:00:00.000Z')).toBeNull();
    expect(countPosition({ ...series, recurrence: { ...series.recurrence, count: null, until: '2027-03-01' } }, '2027-01-18T08:00:00.000Z')).toBeNull();
  });
});
