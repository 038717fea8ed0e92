/** What the grid is given per view (calendar-density.ts): a few events per day and "+N meer". */
import type { EventInput } from '@fullcalendar/core';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { capPerDay, capStacks, daysOf, inputsForView, inputsIn, moreLabel, moreOf, moreWhere, neighbourDates, periodFor } from './calendar-density';

const timed = (id: string, start: string, end: string): EventInput => ({ id, title: id, start, end, allDay: false });
const allDay = (id: string, start: string, end?: string): EventInput => ({ id, title: id, start, ...(end ? { end } : {}), allDay: true });
const ids = (inputs: readonly EventInput[]) => inputs.map((i) => i.id);
const moreIn = (input: EventInput) => moreOf((input.extendedProps ?? {}) as Record<string, unknown>);

describe('daysOf', () => {
  it('counts the days an event covers, all-day ends exclusive and a timed end at midnight in the day before', () => {
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    expect(daysOf(timed('a', '2026-11-24T09:00:00', '2026-11-24T10:00:00'))).toEqual([day('2026-11-24'), day('2026-11-24')]);
    expect(daysOf(timed('a', '2026-11-24T22:00:00', '2026-11-25T00:00:00'))).toEqual([day('2026-11-24'), day('2026-11-24')]);
    expect(daysOf(timed('a', '2026-11-24T22:00:00', '2026-11-25T01:00:00'))).toEqual([day('2026-11-24'), day('2026-11-25')]);
    expect(daysOf(allDay('a', '2026-11-24'))).toEqual([day('2026-11-24'), day('2026-11-24')]);
    expect(daysOf(allDay('a', '2026-11-24', '2026-11-27'))).toEqual([day('2026-11-24'), day('2026-11-26')]);
    expect(daysOf({ start: '2026-11-24T09:00:00', allDay: false })).toEqual([day('2026-11-24'), day('2026-11-24')]);
  });
});

describe('capPerDay', () => {
  it('keeps the first events of a busy day in FullCalendar’s order and adds one "+N meer" for the rest', () => {
    const inputs = [
      timed('late', '2026-11-24T15:00:00', '2026-11-24T16:00:00'),
      timed('b', '2026-11-24T09:00:00', '2026-11-24T10:00:00'),
      timed('long', '2026-11-24T09:00:00', '2026-11-24T12:00:00'),
      allDay('day', '2026-11-24'),
      timed('noon', '2026-11-24T12:00:00', '2026-11-24T13:00:00'),
      timed('quiet', '2026-11-25T09:00:00', '2026-11-25T10:00:00'),
    ];
    const capped = capPerDay(inputs, 3);
    expect(ids(capped)).toEqual(['day', 'long', 'b', 'quiet', 'more:2026-11-24']);
    // The kept events are the same objects (FullCalendar is given nothing new for them).
    expect(capped[1]).toBe(inputs[2]);
    const more = capped[4]!;
    expect(more).toMatchObject({ start: '2026-11-24', allDay: true, editable: false });
    expect(moreIn(more)).toEqual({ type: 'more', date: '2026-11-24', count: 2 });
    expect(moreOf({ entry: { type: 'event' } })).toBeNull();
  });

  it('keeps an event spanning days only where every day has room, and counts it as hidden on each', () => {
    const inputs = [
      timed('a', '2026-11-25T09:00:00', '2026-11-25T10:00:00'),
      allDay('span', '2026-11-24', '2026-11-26'),
      timed('b', '2026-11-24T09:00:00', '2026-11-24T10:00:00'),
    ];
    // 'span' sorts first and fits both days; with room for one a day, 'a' and 'b' are hidden.
    expect(ids(capPerDay(inputs, 1))).toEqual(['span', 'more:2026-11-24', 'more:2026-11-25']);
    const blocked = [timed('a', '2026-11-24T00:00:00', '2026-11-24T01:00:00'), allDay('span', '2026-11-24', '2026-11-26')];
    blocked[0]!.start = '2026-11-23T00:00:00'; // a day earlier: 'span' sorts after it
    blocked[0]!.end = '2026-11-24T01:00:00';
    const capped = capPerDay(blocked, 1);
    expect(ids(capped)).toEqual(['a', 'more:2026-11-24', 'more:2026-11-25']);
    expect(capped.slice(1).map((m) => moreIn(m)!.count)).toEqual([1, 1]);
  });

  it('gives a quiet range unchanged, and a dense one of 4,000 events no more than the cap per day', () => {
    const quiet = [timed('a', '2026-11-24T09:00:00', '2026-11-24T10:00:00')];
    expect(capPerDay(quiet, 3)).toEqual(quiet);
    const dense: EventInput[] = [];
    for (let d = 0; d < 42; d++)
      for (let i = 0; i < 95; i++) {
        const date = new Date(Date.UTC(2026, 10, 2 + d)).toISOString().slice(0, 10);
        const hour = String(8 + (i % 10)).padStart(2, '0');
        dense.push(timed(`${d}-${i}`, `${date}T${hour}:00:00`, `${date}T${hour}:30:00`));
      }
    const capped = capPerDay(dense, 3);
    expect(capped).toHaveLength(42 * 4);
    expect(capped.filter((i) => moreIn(i)).map((i) => moreIn(i)!.count)).toEqual(Array.from({ length: 42 }, () => 92));
  });
});

describe('capStacks', () => {
  it('keeps at most the cap side by side and puts the rest of each busy stretch behind one "+N meer" beside it', () => {
    const inputs = [
      timed('a', '2026-11-24T09:00:00', '2026-11-24T10:00:00'),
      timed('b', '2026-11-24T09:00:00', '2026-11-24T09:30:00'),
      timed('c', '2026-11-24T09:15:00', '2026-11-24T09:45:00'),
      timed('d', '2026-11-24T09:30:00', '2026-11-24T11:00:00'),
      allDay('day', '2026-11-24'),
      timed('later', '2026-11-24T14:00:00', '2026-11-24T15:00:00'),
      timed('later2', '2026-11-24T14:00:00', '2026-11-24T15:00:00'),
      timed('later3', '2026-11-24T14:30:00', '2026-11-24T15:30:00'),
    ];
    const capped = capStacks(inputs, 2);
    // 'a' and 'b' fill the two columns at 09:00; 'c' finds none free; 'd' takes 'b''s column at 09:30.
    expect(ids(capped)).toEqual(['a', 'b', 'd', 'day', 'later', 'later2', 'more:2026-11-24T09:15:00', 'more:2026-11-24T14:30:00']);
    expect(capped[0]).toBe(inputs[0]);
    const first = moreIn(capped[6]!)!;
    expect(first).toMatchObject({ type: 'more', date: '2026-11-24', count: 1, from: '09:15', to: '09:45' });
    expect(ids(first.hidden!)).toEqual(['c']);
    expect(capped[6]).toMatchObject({ start: '2026-11-24T09:15:00', end: '2026-11-24T09:45:00', allDay: false, editable: false });
    expect(ids(moreIn(capped[7]!)!.hidden!)).toEqual(['later3']);
  });

  it('joins hidden events that overlap one another into one stretch, and keeps a quiet day as it is', () => {
    const busy = Array.from({ length: 6 }, (_, i) => timed(`e${i}`, `2026-11-24T09:${String(i * 10).padStart(2, '0')}:00`, '2026-11-24T11:00:00'));
    const capped = capStacks(busy, 2);
    expect(ids(capped)).toEqual(['e0', 'e1', 'more:2026-11-24T09:20:00']);
    expect(moreIn(capped[2]!)).toMatchObject({ count: 4, from: '09:20', to: '11:00' });
    const quiet = [timed('a', '2026-11-24T09:00:00', '2026-11-24T10:00:00'), timed('b', '2026-11-24T10:00:00', '2026-11-24T11:00:00')];
    expect(capStacks(quiet, 1)).toEqual(quiet);
  });

  it('keeps an event running past midnight only where both days have room', () => {
    const inputs = [timed('x', '2026-11-25T00:00:00', '2026-11-25T02:00:00'), timed('overnight', '2026-11-24T23:00:00', '2026-11-25T01:00:00')];
    const capped = capStacks(inputs, 1);
    // 'overnight' sorts first and fits both days; 'x' then has no column at 00:00 on the 25th.
    expect(ids(capped)).toEqual(['overnight', 'more:2026-11-25T00:00:00']);
    const blocked = capStacks([timed('y', '2026-11-25T00:00:00', '2026-11-25T00:30:00'), ...inputs], 1);
    expect(ids(blocked).filter((id) => !String(id).startsWith('more:'))).toEqual(['overnight']);
  });

  it('gives the week of a busy agency (95 events a day) no more than the cap side by side', () => {
    const dense: EventInput[] = [];
    for (let d = 0; d < 7; d++)
      for (let i = 0; i < 95; i++) {
        const date = new Date(Date.UTC(2026, 10, 23 + d)).toISOString().slice(0, 10);
        const hour = String(8 + (i % 10)).padStart(2, '0');
        dense.push(timed(`${d}-${i}`, `${date}T${hour}:00:00`, `${date}T${hour}:30:00`));
      }
    const capped = capStacks(dense, 2);
    const kept = capped.filter((i) => !moreIn(i));
    expect(kept).toHaveLength(7 * 10 * 2);
    // 10 events an hour from 08:00 to 12:00, 9 from 13:00: each hour's half hour is one stretch.
    const perDay = [8, 8, 8, 8, 8, 7, 7, 7, 7, 7];
    expect(capped.filter((i) => moreIn(i)).map((i) => moreIn(i)!.count)).toEqual(Array.from({ length: 7 }, () => perDay).flat());
  });
});

describe('inputsForView', () => {
  it('caps the month and the agenda, gives the week and day everything while their period is unknown, and answers the same array again', () => {
    const inputs = Array.from({ length: 12 }, (_, i) => timed(`e${i}`, '2026-11-24T09:00:00', '2026-11-24T10:00:00'));
    expect(inputsForView(inputs, 'week')).toBe(inputs);
    expect(inputsForView(inputs, 'day')).toBe(inputs);
    const month = inputsForView(inputs, 'month');
    expect(month).toHaveLength(4);
    expect(inputsForView(inputs, 'month')).toBe(month);
    expect(inputsForView(inputs, 'agenda')).toHaveLength(9);
  });
});

describe('periodFor', () => {
  it('answers the week from Monday, the day, and the six-week month grid from the Monday before the 1st', () => {
    expect(periodFor('week', '2026-11-25')).toEqual({ start: '2026-11-23', end: '2026-11-30' });
    // Three days from the date itself.
    expect(periodFor('3days', '2026-11-29')).toEqual({ start: '2026-11-29', end: '2026-12-02' });
    expect(neighbourDates('3days', '2026-11-29')).toEqual(['2026-11-26', '2026-12-02']);
    expect(periodFor('week', '2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-30' });
    expect(periodFor('week', '2026-11-30')).toEqual({ start: '2026-11-30', end: '2026-12-07' });
    expect(periodFor('agenda', '2026-12-31')).toEqual({ start: '2026-12-28', end: '2027-01-04' });
    expect(periodFor('day', '2026-12-31')).toEqual({ start: '2026-12-31', end: '2027-01-01' });
    expect(periodFor('month', '2026-11-25')).toEqual({ start: '2026-10-26', end: '2026-12-07' });
    // A month starting on a Monday begins with its 1st.
    expect(periodFor('month', '2026-06-14')).toEqual({ start: '2026-06-01', end: '2026-07-13' });
  });
});

describe('neighbourDates', () => {
  it('answers the first days of the periods of "Vorige" and "Volgende", as FullCalendar moves', () => {
    expect(neighbourDates('week', '2026-11-25')).toEqual(['2026-11-16', '2026-11-30']);
    expect(neighbourDates('agenda', '2026-11-23')).toEqual(['2026-11-16', '2026-11-30']);
    expect(neighbourDates('day', '2026-12-31')).toEqual(['2026-12-30', '2027-01-01']);
    expect(neighbourDates('month', '2026-12-15')).toEqual(['2026-11-01', '2027-01-01']);
    expect(neighbourDates('month', '2026-01-01')).toEqual(['2025-12-01', '2026-02-01']);
  });
});

describe('inputsIn', () => {
  it('keeps the events with a day in the period, also those spanning into it', () => {
    const inputs = [
      timed('before', '2026-11-22T09:00:00', '2026-11-22T10:00:00'),
      timed('overnight', '2026-11-22T23:00:00', '2026-11-23T01:00:00'),
      timed('monday', '2026-11-23T09:00:00', '2026-11-23T10:00:00'),
      allDay('span', '2026-11-20', '2026-11-24'),
      timed('sunday', '2026-11-29T09:00:00', '2026-11-29T10:00:00'),
      timed('after', '2026-11-30T09:00:00', '2026-11-30T10:00:00'),
    ];
    const week = inputsIn(inputs, { start: '2026-11-23', end: '2026-11-30' });
    expect(ids(week)).toEqual(['overnight', 'monday', 'span', 'sunday']);
    expect(week[1]).toBe(inputs[2]);
    expect(ids(inputsForView(inputs, 'day', { start: '2026-11-23', end: '2026-11-24' }))).toEqual(['overnight', 'monday', 'span']);
    expect(inputsForView(inputs, 'week', { start: '2026-11-23', end: '2026-11-30' })).toBe(
      inputsForView(inputs, 'week', { start: '2026-11-23', end: '2026-11-30' }),
    );
  });
});

describe('moreLabel', () => {
  it('names the day in words, and a busy stretch with its times', () => {
    const t = ((key: string, values: { count: number; day: string }) => `${key} ${values.count} ${values.day}`) as unknown as TFunction<'calendar'>;
    expect(moreLabel({ type: 'more', date: '2026-11-24', count: 12 }, t, 'nl')).toBe('grid.moreOn 12 dinsdag 24 november');
    const stretch = { type: 'more', date: '2026-11-24', count: 3, hidden: [], from: '09:15', to: '11:00' } as const;
    expect(moreLabel(stretch, t, 'nl')).toBe('grid.moreOn 3 dinsdag 24 november, 09:15–11:00');
    expect(moreWhere(stretch, 'nl')).toBe('dinsdag 24 november, 09:15–11:00');
  });
});
