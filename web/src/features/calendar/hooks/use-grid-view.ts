/**
 * The view and period the grid's events are cut for (calendar-density.ts), and the moves between
 * them (a view switch, previous, next, today).
 * FullCalendar renders synchronously on changeView and only then reports the new view (datesSet):
 * had the events (and the grid's height) followed that report, each switch would render the new
 * view with the old view's set first (a month with every event of six weeks, or an agenda cut to
 * three a day), then again with its own, then again with its height. So the switch changes the
 * view and the props in one batch: FullCalendar renders the new view once, complete.
 */
import type { DatesSetArg, EventInput } from '@fullcalendar/core';
import type FullCalendar from '@fullcalendar/react';
import { type RefObject, useCallback, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { type GridPeriod, inputsForView } from '../calendar-density';
import { type CalendarView, gridViewNames, viewOfGridName } from '../calendar-query';
import { gridDateKey } from '../calendar-zone';

type Calendar = ReturnType<FullCalendar['getApi']>;

const periodOf = (calendar: Calendar): GridPeriod => ({ start: gridDateKey(calendar.view.activeStart), end: gridDateKey(calendar.view.activeEnd) });

export function useGridView(calendarRef: RefObject<FullCalendar | null>, inputs: readonly EventInput[], initialView: CalendarView) {
  const [shown, setShown] = useState<{ view: CalendarView; period: GridPeriod | null }>({ view: initialView, period: null });
  const events = useMemo(() => inputsForView(inputs, shown.view, shown.period), [inputs, shown]);

  /** Moves the grid (changeView, prev, next, today) and gives it the new view's events in one render. */
  const move = useCallback(
    (go: (calendar: Calendar) => void) => {
      const calendar = calendarRef.current?.getApi();
      if (!calendar) return;
      // FullCalendar's view data follows at once; only its render waits for the batch's end.
      calendar.batchRendering(() => {
        go(calendar);
        const view = viewOfGridName(calendar.view.type) ?? 'week';
        flushSync(() => setShown({ view, period: periodOf(calendar) }));
      });
    },
    [calendarRef],
  );
  const switchView = useCallback((view: CalendarView, date?: string) => move((c) => c.changeView(gridViewNames[view], date)), [move]);

  /** For datesSet: what FullCalendar shows after a move of its own (the first render, gotoDate) gets its events too. */
  const viewShown = useCallback((view: CalendarView, arg: DatesSetArg) => {
    const period = { start: gridDateKey(arg.view.activeStart), end: gridDateKey(arg.view.activeEnd) };
    setShown((current) => (current.view === view && current.period?.start === period.start && current.period.end === period.end ? current : { view, period }));
  }, []);

  return { gridView: shown.view, events, move, switchView, viewShown };
}
