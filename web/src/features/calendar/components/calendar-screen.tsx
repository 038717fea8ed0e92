/**
 * /calender and /calendar: the team's calendar. The address keeps the view, date, filters and the
 * open event (calendar-query.ts); the range read is the six-week month grid around what is shown
 * (calendar-zone.ts `loadRange`), so switching views within a month reads nothing new, and the
 * previous range stays on screen while the next one loads. Live: `calendar.changed` on the
 * company channel refetches. The grid is given what its view shows (calendar-density.ts): the
 * month and agenda a few events per day and "+N meer", which opens the day; the week and day a few
 * events side by side and a "+N" beside a busy stretch, which lists the rest. Drags and resizes:
 * hooks/use-event-moves.ts. An event opened from outside the grid (the inbox, Ctrl-K, a link) is
 * shown on it, marked: hooks/use-event-focus.ts.
 */
import type { DateSelectArg, EventClickArg, EventContentArg, EventMountArg } from '@fullcalendar/core';
import { Building2, CalendarDays } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { defaultTimeZone, isValidTimeZone } from '../../../../../common/rules/calendar-time';
import type { Person } from '../../../../../common/schemas/ad-accounts';
import type { CalendarEvent } from '../../../../../common/schemas/calendar';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { FormSidebar } from '../../forms/components/form-sidebar';
import { useMarketeerFilter } from '../../../lib/marketeer-filter';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useNewParam } from '../../../lib/use-new-param';
import { useClientOptions } from '../../clients/api/get-client-options';
import { useCompanyMembers } from '../../company/api/get-members';
import { MarketeerFilterChip } from '../../company/components/marketeer-filter-chip';
import { useCalendarSettings } from '../api/settings';
import { type MoreEntry, moreOf } from '../calendar-density';
import { type CalendarEntry, entryOf, gridInputs } from '../calendar-events';
import {
  activeFilterCount,
  type CalendarFilters as Filters,
  calendarQueryOf,
  searchShowingEvent,
  searchWithEvent,
  searchWithFilters,
  searchWithoutFormSidebar,
  isTimeGridView,
  viewOnWidth,
  viewsFor,
} from '../calendar-query';
import { fromGridDate, gridDateKey, gridNow, gridToday, openingScrollTime, toGridDate } from '../calendar-zone';
import { draftForNew } from '../event-draft';
import { useEventFocus } from '../hooks/use-event-focus';
import { useEventMoves } from '../hooks/use-event-moves';
import { useGridViews } from '../hooks/use-grid-view';
import { useShownRange } from '../hooks/use-shown-range';
import { useLiveCalendar } from '../hooks/use-live-calendar';
import { CalendarFilters } from './calendar-filters';
import { CalendarGrid, type GridOptions } from './calendar-grid';
import { CalendarToolbar } from './calendar-toolbar';
import { EventCard, type OpenOccurrence } from './event-card';
import { EventDialog, type EventDialogMode } from './event-dialog';
import { EventHighlight } from './event-highlight';
import { gridEventContent, markGridEvent } from './grid-event';
import { MoreDialog } from './more-dialog';
import { ScopeDialog } from './scope-dialog';
import { SettingsDialog } from './settings-dialog';
import './calendar.css';

interface CalendarScreenProps {
  companyId: string | null;
  viewer: Person;
}

const narrowQuery = '(max-width: 639.98px)';
const filtersId = 'calendar-filters';
const hourMs = 3_600_000;

export function CalendarScreen({ companyId, viewer }: CalendarScreenProps) {
  const { t, ready } = useTranslation('calendar');
  const { t: te } = useTranslation('errors');
  useDocumentTitle(t('title'));
  const settings = useCalendarSettings(companyId);
  if (!ready || (companyId && settings.isPending)) return <ListSkeleton rows={6} />;
  if (!companyId) {
    return (
      <div className="mx-auto w-full max-w-7xl">
        <EmptyState icon={Building2} title={t('noCompanyTitle')} description={te('codes.NO_ACTIVE_COMPANY')} />
      </div>
    );
  }
  // The calendar works on the defaults when the settings cannot be read.
  const data = settings.data;
  const timeZone = data && isValidTimeZone(data.timeZone) ? data.timeZone : defaultTimeZone;
  return (
    <CalendarBody
      key={timeZone}
      companyId={companyId}
      viewer={viewer}
      timeZone={timeZone}
      workDays={data?.workDays ?? [1, 2, 3, 4, 5]}
      workStart={data?.workStart ?? '09:00'}
      workEnd={data?.workEnd ?? '17:00'}
    />
  );
}

interface CalendarBodyProps {
  companyId: string;
  viewer: Person;
  timeZone: string;
  workDays: number[];
  workStart: string;
  workEnd: string;
}

function CalendarBody({ companyId, viewer, timeZone, workDays, workStart, workEnd }: CalendarBodyProps) {
  const { t, i18n } = useTranslation('calendar');
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => calendarQueryOf(searchParams), [searchParams]);
  const narrow = useMediaQuery(narrowQuery);
  const gridRef = useRef<HTMLElement>(null);
  const marketeerId = useMarketeerFilter((s) => s.selectedMarketeerId);
  const members = useCompanyMembers({ companyId, enabled: true });
  const clientOptions = useClientOptions(companyId);
  const moves = useEventMoves(companyId, timeZone);
  useLiveCalendar(companyId);

  const [dialog, setDialog] = useState<EventDialogMode | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState<MoreEntry | null>(null);
  /** A phone's filters, folded behind the toolbar's "Filters" button. */
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [opened, setOpened] = useState<{ eventId: string; occurrence: OpenOccurrence } | null>(null);

  const colleagues = useMemo(
    () => (members.data ?? []).filter((m) => m.role !== 'client').map((m) => ({ id: m.id, label: m.name || m.email })),
    [members.data],
  );
  const clients = useMemo(() => (clientOptions.data?.clients ?? []).map((c) => ({ id: c.id, label: c.name })), [clientOptions.data]);

  // The same object while the filters stay the same: the address changes with every view switch and move.
  const filtersKey = JSON.stringify(query.filters);
  const filters = useMemo(() => JSON.parse(filtersKey) as Filters, [filtersKey]);
  const { shown, range, data, settled, inputsOf, onShown, setSearch } = useShownRange(companyId, timeZone, filters, marketeerId);
  const answer = data.data;
  const inputs = useMemo(() => (answer ? gridInputs(answer, timeZone) : []), [answer, timeZone]);

  // The grids' options and callbacks stay the same object between renders (the grids are memoised).
  const [options] = useState<GridOptions>(() => ({
    now: () => gridNow(timeZone),
    workDays,
    workStart,
    workEnd,
    noEventsText: t('grid.emptyTitle'),
    allDayText: t('grid.allDay'),
    moreText: (count) => t('grid.more', { count }),
    timeHint: t('grid.timeHint'),
    eventHint: t('grid.eventHint'),
    closeHint: t('grid.closeHint'),
  }));
  // A phone opens in the agenda, and shows a week as three days side by side (calendar-query.ts viewsFor).
  const views = useMemo(() => viewsFor(narrow), [narrow]);
  const [initial] = useState(() => ({ view: viewOnWidth(query.view ?? (narrow ? 'agenda' : 'week'), narrow), date: query.date ?? gridToday(timeZone) }));
  const { active, grids, onDatesSet, activeCalendar, switchView, step, goToDate } = useGridViews({
    inputs,
    settled,
    inputsOf,
    initialView: initial.view,
    initialDate: initial.date,
    onShown,
    views,
  });
  // A window made narrow while it shows a week: three days.
  useEffect(() => {
    if (viewOnWidth(active, narrow) !== active) queueMicrotask(() => switchView(viewOnWidth(active, narrow)));
  }, [active, narrow, switchView]);
  const focus = useEventFocus(companyId, query, timeZone, goToDate);

  // A string, not the filters' array: the address changes with every view switch, and a new
  // onSelect would make FullCalendar render the whole view again.
  const soleClient = filters.clients.length === 1 ? filters.clients[0]! : null;
  const onSelect = useCallback(
    (arg: DateSelectArg) => {
      // The selection stays on the grid while the dialog is open (where the new event goes); it is
      // cleared when the dialog closes, not now: that would render the grid again first.
      const start = fromGridDate(arg.start, timeZone);
      const end = fromGridDate(arg.end, timeZone);
      setDialog({ type: 'new', draft: draftForNew(start, end, arg.allDay, timeZone, viewer.id, soleClient) });
    },
    [timeZone, viewer.id, soleClient],
  );

  const openEntry = useCallback(
    (entry: CalendarEntry) => {
      if (entry.type === 'deadline') {
        if (entry.deadline.href.startsWith('/') && !entry.deadline.href.startsWith('//')) void navigate(entry.deadline.href);
        return;
      }
      const o = entry.occurrence;
      setOpened({ eventId: o.eventId, occurrence: { start: o.start, end: o.end, occurrenceStart: o.occurrenceStart, outcomeDue: o.outcomeDue } });
      setSearch((current) => searchWithEvent(current, o.eventId));
    },
    [navigate, setSearch],
  );

  const onEventClick = useCallback(
    (arg: EventClickArg) => {
      arg.jsEvent.preventDefault();
      const more = moreOf(arg.event.extendedProps);
      if (more?.hidden) {
        // A busy stretch of a time grid: the events that did not fit, listed.
        setMoreOpen(more);
        return;
      }
      if (more) {
        // "+N meer": that day, its first event focused (the link itself is gone).
        switchView('day', more.date);
        gridRef.current?.querySelector<HTMLElement>('.fc-timeGridDay-view .fc-event')?.focus();
        return;
      }
      const entry = entryOf(arg.event.extendedProps);
      if (entry) openEntry(entry);
    },
    [openEntry, switchView],
  );

  const language = i18n.language;
  const renderEvent = useCallback((arg: EventContentArg) => gridEventContent(arg, t, language), [t, language]);
  const onEventMount = useCallback((arg: EventMountArg) => markGridEvent(arg, t, language), [t, language]);

  // A filter change is a step back can undo (pushed), as on the other lists (lib/use-url-filters.ts).
  const setFilters = useCallback((next: Filters) => setSearch((current) => searchWithFilters(current, next)), [setSearch]);

  const newEvent = () => {
    const now = Date.now();
    const start = new Date(Math.ceil(now / hourMs) * hourMs).toISOString();
    const end = new Date(Math.ceil(now / hourMs) * hourMs + hourMs).toISOString();
    setDialog({ type: 'new', draft: draftForNew(start, end, false, timeZone, viewer.id, soleClient) });
  };

  // `new=event` (Ctrl-K "Nieuwe afspraak", features/calendar/palette-commands.ts) opens the new-appointment dialog once.
  useNewParam('event', searchParams, setSearchParams, true, newEvent);

  const closeCard = () => {
    setOpened(null);
    setSearch((current) => searchWithEvent(current, null));
  };
  const closeFormSidebar = useCallback(() => setSearch(searchWithoutFormSidebar), [setSearch]);
  const openEvent = (id: string) => {
    setOpened(null);
    setSearch((current) => searchShowingEvent(current, id));
  };
  const editEvent = (event: CalendarEvent, occurrence: OpenOccurrence | null) => {
    setDialog({
      type: 'edit',
      event,
      occurrence: occurrence ? { start: occurrence.start, end: occurrence.end, occurrenceStart: occurrence.occurrenceStart } : null,
    });
  };

  // A time grid opens (after its height is set) at the hour of the event it was moved to show; else
  // about an hour before now when it shows today, else at the start of the working day.
  const focusShown = focus?.scrollTime && shown && focus.date >= gridDateKey(shown.start) && focus.date < gridDateKey(shown.end);
  const focusScrollTime = focusShown ? focus.scrollTime : null;
  const shownStart = shown ? gridDateKey(shown.start) : null;
  const shownEnd = shown ? gridDateKey(shown.end) : null;
  useEffect(() => {
    if (!isTimeGridView(active) || !shownStart || !shownEnd) return;
    const scrollTime = focusScrollTime ?? openingScrollTime(gridNow(timeZone), { start: shownStart, end: shownEnd }, workStart);
    activeCalendar()?.scrollToTime(`${scrollTime}:00`);
  }, [active, shownStart, shownEnd, focusScrollTime, activeCalendar, timeZone, workStart]);

  const filtersPanel = (
    <CalendarFilters id={filtersId} filters={filters} onChange={setFilters} clients={clients} colleagues={colleagues} colleaguesLocked={marketeerId !== null} />
  );

  const isEmpty = answer && answer.events.length === 0 && answer.deadlines.length === 0;
  const filtered = activeFilterCount(filters) > 0 || marketeerId !== null;

  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-col gap-4" data-testid="calendar-screen">
      <PageHeader title={t('title')} description={t('description')} />
      {focus ? <EventHighlight eventId={focus.eventId} /> : null}
      {narrow ? null : filtersPanel}
      <MarketeerFilterChip companyId={companyId} hint={(name) => t('filters.marketeerHint', { name })} />
      <CalendarToolbar
        title={shown?.title ?? ''}
        view={shown?.view ?? initial.view}
        views={views}
        isFetching={data.isFetching}
        filters={narrow ? { open: filtersOpen, count: activeFilterCount(filters), controls: filtersId, onToggle: () => setFiltersOpen((open) => !open) } : null}
        onToday={() => goToDate(gridToday(timeZone))}
        onPrevious={() => step('previous')}
        onNext={() => step('next')}
        onView={switchView}
        onNew={newEvent}
        onSettings={() => setSettingsOpen(true)}
      />
      {/* A phone's filters unfold under the toolbar's "Filters" button. */}
      {narrow && filtersOpen ? filtersPanel : null}
      {data.isError ? <LoadError message={t('grid.loadFailed')} error={data.error} onRetry={() => void data.refetch()} isRetrying={data.isFetching} /> : null}
      {answer?.truncated ? (
        <p role="status" className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">
          {t('grid.truncated')}
        </p>
      ) : null}
      {isEmpty && !data.isPlaceholderData ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted" data-testid="calendar-empty">
          <CalendarDays aria-hidden="true" className="size-4" />
          {filtered ? t('grid.emptyFiltered') : t('grid.emptyBody')}
        </p>
      ) : null}
      <section
        ref={gridRef}
        aria-label={t('grid.label')}
        aria-busy={data.isPending || undefined}
        className={`calendar-root min-w-0 rounded-2xl border border-border bg-surface p-2 sm:p-3 ${data.isPending && range ? 'calendar-loading' : ''}`}
        data-testid="calendar-grid"
      >
        {grids.map(({ slot, shown: isShown, events }) => (
          // A hidden grid keeps its layout, out of sight, out of the tab order and the accessibility tree (calendar.css).
          <div
            key={slot.id}
            className={isShown ? 'cal-view' : 'cal-view cal-view-hidden'}
            data-view={slot.view}
            data-testid={isShown ? 'calendar-view' : undefined}
          >
            <CalendarGrid
              gridId={slot.id}
              calendarRef={slot.ref}
              view={slot.initialView}
              initialDate={slot.initialDate}
              options={options}
              height={isTimeGridView(slot.view) ? (narrow ? 560 : 720) : 'auto'}
              events={events}
              onDatesSet={onDatesSet}
              onSelect={onSelect}
              onEventClick={onEventClick}
              onEventChange={moves.onEventChange}
              renderEvent={renderEvent}
              onEventMount={onEventMount}
            />
          </div>
        ))}
      </section>
      {query.eventId ? (
        <EventCard
          key={query.eventId}
          companyId={companyId}
          eventId={query.eventId}
          notificationId={query.notificationId}
          highlightChanges={query.highlightChanges}
          occurrence={opened?.eventId === query.eventId ? opened.occurrence : null}
          viewerId={viewer.id}
          timeZone={timeZone}
          onClose={closeCard}
          onEdit={editEvent}
          onOpenEvent={openEvent}
        />
      ) : null}
      {dialog ? (
        <EventDialog
          companyId={companyId}
          mode={dialog}
          colleagues={colleagues}
          clients={clients}
          onClose={() => {
            setDialog(null);
            activeCalendar()?.unselect();
          }}
          onSaved={(event) => {
            if (dialog.type === 'new') goToDate(toGridDate(event.start, timeZone));
          }}
        />
      ) : null}
      {moreOpen ? (
        <MoreDialog
          more={moreOpen}
          onClose={() => setMoreOpen(null)}
          onOpen={(entry) => {
            setMoreOpen(null);
            openEntry(entry);
          }}
        />
      ) : null}
      {moves.pending ? <ScopeDialog action="edit" onCancel={moves.cancel} onChoose={moves.choose} /> : null}
      {settingsOpen ? <SettingsDialog companyId={companyId} onClose={() => setSettingsOpen(false)} /> : null}
      {query.formSidebar ? <FormSidebar {...query.formSidebar} onClose={closeFormSidebar} /> : null}
    </div>
  );
}
