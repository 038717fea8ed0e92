/**
 * The calendar's grids kept ready (hooks/use-grid-view.ts): which grid shows what a move or a
 * switch asks for, and which hidden grid to prepare next while the screen is idle.
 *
 * Around what is shown (a view on a date, the "focus") the screen wants, in this order: the next
 * and the previous period of the same view ("Volgende", "Vorige"), and each other view on the same
 * date. Each is a FullCalendar of its own, drawn ahead of time; at most `maxGrids` are kept (the
 * shown one and those five), and a grid no longer wanted is reused for what is (a FullCalendar
 * moves to another date or view in one render, as on a switch without this pool).
 */
import type { EventInput } from '@fullcalendar/core';
import { type GridPeriod, neighbourDates, periodFor } from './calendar-density';
import { calendarViews, type CalendarView } from './calendar-query';

export const maxGrids = 6;

/** A view on a date ('YYYY-MM-DD', FullCalendar's current date) and the period it shows. */
export interface GridTarget {
  view: CalendarView;
  date: string;
  period: GridPeriod;
}

/** What a kept grid shows, and the range's events it was last given. */
export interface PoolGrid {
  id: number;
  view: CalendarView;
  period: GridPeriod;
  inputs: readonly EventInput[];
}

export function targetOf(view: CalendarView, date: string): GridTarget {
  return { view, date, period: periodFor(view, date) };
}

/** The grids wanted ready around a view on a date, the likeliest first (of the views the screen offers). */
export function wantedAround(view: CalendarView, date: string, views: readonly CalendarView[] = calendarViews): GridTarget[] {
  const [previous, next] = neighbourDates(view, date);
  const others = calendarViews.filter((v) => v !== view && views.includes(v));
  return [targetOf(view, next), targetOf(view, previous), ...others.map((v) => targetOf(v, date))];
}

export const samePeriod = (a: GridPeriod, b: GridPeriod) => a.start === b.start && a.end === b.end;

export function showsTarget(grid: Pick<PoolGrid, 'view' | 'period'>, target: GridTarget): boolean {
  return grid.view === target.view && samePeriod(grid.period, target.period);
}

/**
 * The grid for a target: one that shows it already, else one to move there (not showing anything
 * else wanted around the target, the same view preferred: no change of view), else a new one while
 * fewer than `maxGrids` are kept.
 */
export function gridFor<G extends PoolGrid>(
  grids: readonly G[],
  target: GridTarget,
  wanted: readonly GridTarget[],
  exclude: number | null = null,
): { grid: G; ready: boolean } | { grid: null; ready: false } {
  const shown = grids.find((g) => g.id !== exclude && showsTarget(g, target));
  if (shown) return { grid: shown, ready: true };
  const free = grids.filter((g) => g.id !== exclude && !wanted.some((w) => showsTarget(g, w)));
  const reuse = grids.length >= maxGrids ? (free.find((g) => g.view === target.view) ?? free[0]) : free.find((g) => g.view === target.view);
  return reuse ? { grid: reuse, ready: false } : { grid: null, ready: false };
}

/**
 * The next hidden grid to prepare around the shown one: the first wanted target whose range has
 * been read (`inputsOf`) and that no grid shows with those events; with the grid to use (null: a
 * new one). Null when all is ready.
 */
export function nextToPrepare<G extends PoolGrid>(
  grids: readonly G[],
  activeId: number,
  wanted: readonly GridTarget[],
  inputsOf: (period: GridPeriod) => readonly EventInput[] | null,
): { target: GridTarget; inputs: readonly EventInput[]; grid: G | null } | null {
  for (const target of wanted) {
    const inputs = inputsOf(target.period);
    if (!inputs) continue;
    const found = gridFor(grids, target, wanted, activeId);
    if (found.ready && found.grid.inputs === inputs) continue;
    if (found.grid || grids.length < maxGrids) return { target, inputs, grid: found.grid };
  }
  return null;
}
