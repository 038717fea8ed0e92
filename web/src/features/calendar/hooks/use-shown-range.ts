/**
 * What the grid shows (reported by its datesSet) and the range read for it: the six-week month
 * grid around it (calendar-zone.ts `loadRange`), with the filters; the previous range stays on
 * screen while the next one loads. The shown view and date are kept in the address, and
 * `setSearch` changes the address's other parameters (the filters, the open event).
 */
import type { DatesSetArg } from '@fullcalendar/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCalendarRange } from '../api/get-range';
import { type CalendarFilters, type CalendarView, ownersToLoad, searchWithView, viewOfGridName } from '../calendar-query';
import { gridDateKey, loadRange } from '../calendar-zone';

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
  const [shown, setShown] = useState<Shown | null>(null);
  const range = useMemo(() => {
    if (!shown) return null;
    return { ...loadRange(shown.start, shown.end, timeZone), clients: filters.clients, owners: ownersToLoad(filters, marketeerId), kinds: filters.kinds };
  }, [shown, timeZone, filters, marketeerId]);
  const data = useCalendarRange(companyId, range);

  const setSearch = useCallback(
    (make: (current: URLSearchParams) => URLSearchParams, replace = false) => {
      const current = new URLSearchParams(window.location.search);
      void navigate({ search: `?${make(current).toString()}` }, { replace });
    },
    [navigate],
  );

  /** The grid's datesSet; answers the view shown. */
  const onShown = useCallback((arg: DatesSetArg): CalendarView => {
    const view = viewOfGridName(arg.view.type) ?? 'week';
    setShown({ view, start: arg.view.activeStart, end: arg.view.activeEnd, title: arg.view.title, date: gridDateKey(arg.view.currentStart) });
    return view;
  }, []);

  // The shown view and date go to the address after the grid has rendered (FullCalendar reports them while rendering).
  useEffect(() => {
    if (!shown) return;
    const current = new URLSearchParams(window.location.search);
    if (current.get('view') === shown.view && current.get('date') === shown.date) return;
    setSearch((params) => searchWithView(params, shown.view, shown.date), true);
  }, [shown, setSearch]);

  return { shown, range, data, onShown, setSearch };
}
