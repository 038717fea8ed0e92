/**
 * The grids of the calendar and the moves between them (a view switch, previous, next, today, a
 * date).
 *
 * FullCalendar builds, lays out and measures a view from scratch on every switch and move: some
 * 100–170 ms with a busy agency's week (npm run bench calendar-screen). So the screen keeps
 * several FullCalendars (grid-pool.ts): the one shown, and — drawn while the screen is idle, one
 * per idle period — the next and previous period of its view and the other views on its date. A
 * hidden grid keeps its layout (CSS content-visibility: hidden, calendar.css); showing it costs a
 * paint, some 15 ms. What was not ready is drawn in the interaction itself, by moving a grid no
 * longer wanted (or a new one) in one render, as before.
 *
 * The shown grid always gets the current range's events; a hidden one keeps the events it was
 * drawn with (`inputs`) until it is prepared again, so nothing hidden renders during an
 * interaction. A move changes the grid's date and its events in one batch (FullCalendar renders
 * synchronously and reports what it shows only afterwards, in datesSet), and the screen hears what
 * is shown in that same render, so the range read for it (cached or prefetched) comes with it.
 */
import type { DatesSetArg, EventInput, ViewApi } from '@fullcalendar/core';
import type FullCalendar from '@fullcalendar/react';
import { createRef, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLatest } from '../../../lib/use-latest';
import { whenIdle } from '../../../lib/when-idle';
import { type GridPeriod, inputsForView, neighbourDates } from '../calendar-density';
import { type CalendarView, gridViewNames } from '../calendar-query';
import { gridDateKey } from '../calendar-zone';
import { type GridTarget, gridFor, nextToPrepare, type PoolGrid, samePeriod, showsTarget, targetOf, wantedAround } from '../grid-pool';

type Calendar = ReturnType<FullCalendar['getApi']>;

export interface GridSlot extends PoolGrid {
  /** What FullCalendar was created with (its initialView and initialDate props never change). */
  initialView: CalendarView;
  initialDate: string;
  ref: RefObject<FullCalendar | null>;
}

interface GridState {
  active: number;
  /** The shown date ('YYYY-MM-DD'): the shown view's current date, where a switch goes. */
  focus: string;
  slots: GridSlot[];
  nextId: number;
}

export interface ShownGrid {
  slot: GridSlot;
  shown: boolean;
  events: readonly EventInput[];
}

const periodOf = (view: ViewApi): GridPeriod => ({ start: gridDateKey(view.activeStart), end: gridDateKey(view.activeEnd) });

const activeSlot = (s: GridState) => s.slots.find((g) => g.id === s.active)!;

/** The slots with one of them changed. */
const withSlot = (slots: GridSlot[], id: number, change: Partial<GridSlot>) => slots.map((g) => (g.id === id ? { ...g, ...change } : g));

/** Moves a grid's FullCalendar to a target (another view, or another date) unless it shows it already; inside its batchRendering. */
function moveTo(calendar: Calendar, grid: PoolGrid, target: GridTarget): void {
  if (showsTarget(grid, target)) return;
  if (grid.view !== target.view) calendar.changeView(gridViewNames[target.view], target.date);
  else calendar.gotoDate(target.date);
}

/** A new slot: FullCalendar is created when it renders. */
function newSlot(id: number, target: GridTarget, inputs: readonly EventInput[]): GridSlot {
  return { id, view: target.view, period: target.period, inputs, initialView: target.view, initialDate: target.date, ref: createRef<FullCalendar>() };
}

/** Whether a mouse button, finger or pen is down on the page (a drag on the grid may be going on). */
let pointerDown = false;
if (typeof window !== 'undefined') {
  document.addEventListener('pointerdown', () => (pointerDown = true), true);
  for (const type of ['pointerup', 'pointercancel'] as const) document.addEventListener(type, (event) => (pointerDown = event.buttons !== 0), true);
  window.addEventListener('blur', () => (pointerDown = false));
}

/**
 * `run` while the page is idle and no pointer is down: a hidden grid drawn during a drag (some
 * 100 ms) would make the drag jump (FullCalendar scrolls the grid by the time between frames
 * near its edge). Answers a function that cancels it.
 */
function whenIdleAndUp(run: () => void): () => void {
  let cancel = () => {};
  const attempt = () => {
    if (pointerDown) cancel = whenIdle(attempt, 2_000);
    else run();
  };
  cancel = whenIdle(attempt, 2_000);
  return () => cancel();
}

interface GridViewsInput {
  /** The shown range's events (calendar-events.ts gridInputs). */
  inputs: readonly EventInput[];
  /** The range's own answer has arrived (not the previous range's, kept while it loads): hidden grids may be prepared. */
  settled: boolean;
  /** The events for a period, if its range has been read (a hidden grid's period may lie in another range). */
  inputsOf: (period: GridPeriod) => readonly EventInput[] | null;
  initialView: CalendarView;
  /** 'YYYY-MM-DD'. */
  initialDate: string;
  /** What the shown grid shows now (its first render, a move, a switch). */
  onShown: (view: ViewApi) => void;
  /** The views the screen offers (calendar-query.ts viewsFor): only those are prepared. */
  views: readonly CalendarView[];
}

export function useGridViews({ inputs, settled, inputsOf, initialView, initialDate, onShown, views }: GridViewsInput) {
  /** The grid whose reports count: set before a switch renders, so the new grid's datesSet is heard. */
  const activeRef = useRef(0);
  const latest = useLatest({ inputs, inputsOf, onShown, views });

  const [state, setState] = useState<GridState>(() => ({
    active: 0,
    focus: initialDate,
    slots: [newSlot(0, targetOf(initialView, initialDate), inputs)],
    nextId: 1,
  }));
  const current = useLatest(state);

  /** Each grid's datesSet: only the shown grid's counts (a hidden one is moved ahead of time). */
  const onDatesSet = useCallback(
    (id: number, arg: DatesSetArg) => {
      if (activeRef.current !== id) return;
      latest.current.onShown(arg.view);
      const period = periodOf(arg.view);
      setState((s) => {
        const grid = s.slots.find((g) => g.id === id);
        return !grid || samePeriod(grid.period, period) ? s : { ...s, slots: withSlot(s.slots, id, { period }) };
      });
    },
    [latest],
  );

  /**
   * Shows `view` on `date`: a grid that shows it already, else a grid moved there (or a new one),
   * with the current events, in one render.
   */
  const show = useCallback(
    (view: CalendarView, date: string) => {
      const s = current.current;
      const { inputs: now, onShown: report } = latest.current;
      const target = targetOf(view, date);
      const found = gridFor(s.slots, target, wantedAround(view, date, latest.current.views));
      // The grid that stops being shown keeps the events it showed.
      const freeze = (slots: GridSlot[]) => withSlot(slots, s.active, { inputs: now });
      if (!found.grid) {
        const id = s.nextId;
        activeRef.current = id;
        // Its first datesSet reports what it shows.
        flushSync(() => setState((x) => ({ active: id, focus: date, nextId: id + 1, slots: [...freeze(x.slots), newSlot(id, target, now)] })));
        return;
      }
      const slot = found.grid;
      const calendar = slot.ref.current?.getApi();
      if (!calendar) return;
      activeRef.current = slot.id;
      // FullCalendar's view data follows at once; only its render waits for the batch's end.
      calendar.batchRendering(() => {
        moveTo(calendar, slot, target);
        flushSync(() => {
          report(calendar.view);
          const period = periodOf(calendar.view);
          setState((x) => ({
            ...x,
            active: slot.id,
            focus: date,
            slots: withSlot(freeze(x.slots), slot.id, { view, period }),
          }));
        });
      });
    },
    [current, latest],
  );

  const switchView = useCallback((view: CalendarView, date?: string) => show(view, date ?? current.current.focus), [show, current]);
  const step = useCallback(
    (direction: 'previous' | 'next') => {
      const view = activeSlot(current.current).view;
      show(view, neighbourDates(view, current.current.focus)[direction === 'previous' ? 0 : 1]);
    },
    [show, current],
  );
  const goToDate = useCallback((date: string) => show(activeSlot(current.current).view, date), [show, current]);

  // While idle: the next wanted grid that is not ready is drawn or brought up to date, one per
  // idle period. A target whose range has not been read yet waits (use-shown-range.ts reads the
  // neighbouring ranges ahead). It runs again when the shown range's events change (`inputs`):
  // the hidden grids of that range follow them.
  useEffect(() => {
    if (!settled) return;
    const next = nextToPrepare(state.slots, state.active, wantedAround(activeSlot(state).view, state.focus, views), inputsOf);
    if (!next) return;
    return whenIdleAndUp(() => {
      const { target, inputs: targetInputs, grid } = next;
      if (!grid) {
        flushSync(() => setState((x) => ({ ...x, nextId: x.nextId + 1, slots: [...x.slots, newSlot(x.nextId, target, targetInputs)] })));
        return;
      }
      const calendar = grid.ref.current?.getApi();
      if (!calendar) return;
      calendar.batchRendering(() => {
        moveTo(calendar, grid, target);
        const period = periodOf(calendar.view);
        flushSync(() => setState((x) => ({ ...x, slots: withSlot(x.slots, grid.id, { view: target.view, period, inputs: targetInputs }) })));
      });
    });
  }, [state, inputs, settled, inputsOf, views]);

  const grids: ShownGrid[] = state.slots.map((slot) => {
    const shown = slot.id === state.active;
    return { slot, shown, events: inputsForView(shown ? inputs : slot.inputs, slot.view, slot.period) };
  });

  return {
    active: activeSlot(state).view,
    grids,
    onDatesSet,
    activeCalendar: useCallback(() => activeSlot(current.current).ref.current?.getApi() ?? null, [current]),
    switchView,
    step,
    goToDate,
  };
}
