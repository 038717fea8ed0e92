/**
 * What the grid shows (reported by its datesSet) and the range read for it: the six-week month
 * grid around it (calendar-zone.ts `loadRange`), with the filters; the previous range stays on
 * screen while the next one loads. The shown view and date are kept in the address, and
 * `setSearch` changes the address's other parameters (the filters, the open event).
 */
import type { EventInput, ViewApi } from '@fullcalendar/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { whenIdle } from '../../../lib/when-idle';
import { rangeQuery, useCalendarRange } from '../api/get-range';
import type { RangeRequest } from '../api/keys';
import { type GridPeriod, inputsForView, neighbourDates, periodFor } from '../calendar-density';
import { gridInputs } from '../calendar-events';
import { type CalendarFilters, type CalendarView, ownersToLoad, searchWithView, viewOfGridName } from '../calendar-query';
import { gridDateKey, gridDateOf, loadRange } from '../calendar-zone';

export interface Shown {
  view: CalendarView;
  start: Date;
  end: Date;
  title: string;
  /** 'YYYY-MM-DD' of the period's first day. */
  date: string;
}

export function useShownRange(companyId: string, timeZone: string, filters: CalendarFilters, marketeerId: string | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState<Shown | null>(null);
  /** The range read for a period (grid Dates): its six-week month grid, with the filters. */
  const rangeAround = useCallback(
    (start: Date, end: Date): RangeRequest => ({
      ...loadRange(start, end, timeZone),
      clients: filters.clients,
      owners: ownersToLoad(filters, marketeerId),
      kinds: filters.kinds,
    }),
    [timeZone, filters, marketeerId],
  );
  const rangeOfPeriod = useCallback((period: GridPeriod) => rangeAround(gridDateOf(period.start), gridDateOf(period.end)), [rangeAround]);
  const range = useMemo(() => (shown ? rangeAround(shown.start, shown.end) : null), [shown, rangeAround]);
  const data = useCalendarRange(companyId, range);
  const settled = data.data !== undefined && !data.isPlaceholderData;

  /** The grid's inputs for a period, if its range has been read (a hidden view is prepared with them: use-grid-view.ts). */
  const inputsOf = useCallback(
    (period: GridPeriod): readonly EventInput[] | null => {
      const answer = queryClient.getQueryData(rangeQuery(companyId, rangeOfPeriod(period)).queryKey);
      return answer ? gridInputs(answer, timeZone) : null;
    },
    [queryClient, companyId, rangeOfPeriod, timeZone],
  );

  // While idle, the ranges of "Vorige" and "Volgende" are read ahead (when they are other ranges),
  // and the grid's inputs for them made, so a move renders at once.
  useEffect(() => {
    if (!shown || !range || !settled) return;
    return whenIdle(() => {
      for (const date of neighbourDates(shown.view, shown.date)) {
        const period = periodFor(shown.view, date);
        const request = rangeOfPeriod(period);
        if (request.from === range.from && request.to === range.to) continue;
        void queryClient.prefetchQuery(rangeQuery(companyId, request)).then(() =>
          whenIdle(() => {
            const inputs = inputsOf(period);
            if (inputs) inputsForView(inputs, shown.view, period);
          }),
        );
      }
    });
  }, [shown, range, settled, rangeOfPeriod, queryClient, companyId, inputsOf]);

  const setSearch = useCallback(
    (make: (current: URLSearchParams) => URLSearchParams, replace = false) => {
      const current = new URLSearchParams(window.location.search);
      void navigate({ search: `?${make(current).toString()}` }, { replace });
    },
    [navigate],
  );

  /** What the grid shows now (a view's first render, a move, a switch). */
  const onShown = useCallback((grid: ViewApi) => {
    const next: Shown = {
      view: viewOfGridName(grid.type) ?? 'week',
      start: grid.activeStart,
      end: grid.activeEnd,
      title: grid.title,
      date: gridDateKey(grid.currentStart),
    };
    setShown((current) =>
      current &&
      current.view === next.view &&
      current.date === next.date &&
      current.title === next.title &&
      current.start.getTime() === next.start.getTime() &&
      current.end.getTime() === next.end.getTime()
        ? current
        : next,
    );
  }, []);

  // The shown view and date go to the address after the grid has rendered (FullCalendar reports them while rendering).
  useEffect(() => {
    if (!shown) return;
    const current = new URLSearchParams(window.location.search);
    if (current.get('view') === shown.view && current.get('date') === shown.date) return;
    setSearch((params) => searchWithView(params, shown.view, shown.date), true);
  }, [shown, setSearch]);

  return { shown, range, data, settled, inputsOf, onShown, setSearch };
}
