import type { EventInput } from '@fullcalendar/core';
import { describe, expect, it } from 'vitest';
import type { GridPeriod } from './calendar-density';
import { gridFor, maxGrids, nextToPrepare, type PoolGrid, showsTarget, targetOf, wantedAround } from './grid-pool';

const november: readonly EventInput[] = [{ id: 'a', start: '2026-11-24T10:00:00' }];
const december: readonly EventInput[] = [{ id: 'b', start: '2026-12-02T10:00:00' }];
/** The inputs of the range a period lies in (November's six-week grid, or December's). */
const inputsOf = (period: GridPeriod) => (period.start < '2026-11-30' ? november : december);

const grid = (id: number, view: PoolGrid['view'], date: string, inputs: readonly EventInput[] = inputsOf(targetOf(view, date).period)): PoolGrid => ({
  id,
  view,
  period: targetOf(view, date).period,
  inputs,
});

describe('wantedAround', () => {
  it('wants the next and previous period of the view first, then the other views on the same date', () => {
    expect(wantedAround('week', '2026-11-25').map((t) => `${t.view} ${t.date}`)).toEqual([
      'week 2026-11-30',
      'week 2026-11-16',
      'month 2026-11-25',
      'day 2026-11-25',
      'agenda 2026-11-25',
      '3days 2026-11-25',
    ]);
    // A phone offers no week: it is not prepared there.
    expect(wantedAround('3days', '2026-11-25', ['agenda', 'day', '3days', 'month']).map((t) => `${t.view} ${t.period.start}–${t.period.end}`)).toEqual([
      '3days 2026-11-28–2026-12-01',
      '3days 2026-11-22–2026-11-25',
      'month 2026-10-26–2026-12-07',
      'day 2026-11-25–2026-11-26',
      'agenda 2026-11-23–2026-11-30',
    ]);
    expect(
      wantedAround('month', '2026-11-01')
        .slice(0, 2)
        .map((t) => t.period),
    ).toEqual([
      { start: '2026-11-30', end: '2027-01-11' },
      { start: '2026-09-28', end: '2026-11-09' },
    ]);
  });
});

describe('gridFor', () => {
  const shown = grid(0, 'week', '2026-11-23');
  it('answers the grid that shows the target already', () => {
    const next = grid(1, 'week', '2026-11-30');
    expect(gridFor([shown, next], targetOf('week', '2026-12-01'), wantedAround('week', '2026-12-01'))).toEqual({ grid: next, ready: true });
  });

  it('moves a grid no longer wanted, of the same view first; a new one while fewer than the most are kept', () => {
    const oldDay = grid(1, 'day', '2026-11-02');
    const month = grid(2, 'month', '2026-11-23');
    // Below the most: a day grid not wanted is moved; no week to move (the shown one is the previous week of the target).
    expect(gridFor([shown, oldDay, month], targetOf('day', '2026-11-25'), wantedAround('day', '2026-11-25'))).toEqual({ grid: oldDay, ready: false });
    expect(gridFor([shown, oldDay, month], targetOf('week', '2026-11-30'), wantedAround('week', '2026-11-30'))).toEqual({ grid: null, ready: false });
    // At the most: any grid not wanted around the target.
    const full = [shown, oldDay, month, grid(3, 'agenda', '2026-01-05'), grid(4, 'week', '2026-11-16'), grid(5, 'day', '2026-11-23')];
    expect(full).toHaveLength(maxGrids);
    const found = gridFor(full, targetOf('week', '2027-03-01'), wantedAround('week', '2027-03-01'));
    expect(found.ready).toBe(false);
    expect(found.grid?.view).toBe('week');
  });
});

describe('nextToPrepare', () => {
  it('prepares the next week first, then the previous one, then the other views; nothing once all are ready', () => {
    const shown = grid(0, 'week', '2026-11-23');
    const wanted = wantedAround('week', '2026-11-23');
    const first = nextToPrepare([shown], 0, wanted, inputsOf);
    expect(first).toEqual({ target: wanted[0], inputs: december, grid: null });
    const grids = [shown, ...wanted.map((target, i) => ({ id: i + 1, view: target.view, period: target.period, inputs: inputsOf(target.period) }))];
    expect(nextToPrepare(grids, 0, wanted, inputsOf)).toBeNull();
  });

  it('updates a grid whose events are older than its range’s, and skips a target whose range is not read', () => {
    const shown = grid(0, 'week', '2026-11-23');
    const wanted = wantedAround('week', '2026-11-23');
    const stale = { ...grid(1, 'week', '2026-11-30'), inputs: [] };
    const next = nextToPrepare([shown, stale], 0, wanted, inputsOf);
    expect(next?.grid).toBe(stale);
    expect(next?.inputs).toBe(december);
    // December not read: the previous week comes first.
    const onlyNovember = (period: GridPeriod) => (period.start < '2026-11-30' ? november : null);
    expect(nextToPrepare([shown], 0, wanted, onlyNovember)?.target).toEqual(wanted[1]);
  });

  it('never takes the shown grid', () => {
    const shown = grid(0, 'week', '2026-11-30');
    const target = targetOf('week', '2026-11-30');
    expect(showsTarget(shown, target)).toBe(true);
    const wanted = [target];
    expect(nextToPrepare([shown], 0, wanted, inputsOf)).toEqual({ target, inputs: december, grid: null });
  });
});
