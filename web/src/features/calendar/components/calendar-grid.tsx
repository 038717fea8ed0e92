/**
 * The FullCalendar 6 grid: month, week, day and agenda, Dutch, ISO weeks from Monday, in 'UTC'
 * fed with the user's zone's wall clock (see calendar-zone.ts). Its own toolbar is off: the
 * screen's toolbar drives it through the ref. Drag to select (create), drag and resize to move;
 * every event is focusable (eventInteractive) and Enter opens it like a click. Memoised: it
 * renders again only when its events or options change — any new prop (a callback too) makes
 * FullCalendar render the whole view again, so the screen keeps every prop's identity.
 */
import type { DateSelectArg, DatesSetArg, EventClickArg, EventContentArg, EventDropArg, EventInput, EventMountArg, MoreLinkMountArg } from '@fullcalendar/core';
import nlLocale from '@fullcalendar/core/locales/nl';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type EventResizeDoneArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { memo, type Ref, useCallback, useMemo } from 'react';
import { gridEventOrder } from '../calendar-density';
import { gridViewNames, type CalendarView } from '../calendar-query';

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

const twoDigits = (n: number) => String(n).padStart(2, '0');
/**
 * An event's time, '09:00' or '09:00 - 10:30', as FullCalendar writes it with { hour: '2-digit',
 * minute: '2-digit', hour12: false } (the grid's dates are the wall clock in UTC fields). Its own
 * formatter builds a new Intl.DateTimeFormat for every time range (NativeFormatter.formatRange, per
 * event and render): some 10-20 % of a week view's render with 640 events (npm run bench calendar-screen).
 */
function eventTime(arg: { start: { hour: number; minute: number }; end?: { hour: number; minute: number }; defaultSeparator: string }): string {
  const start = `${twoDigits(arg.start.hour)}:${twoDigits(arg.start.minute)}`;
  if (!arg.end) return start;
  const end = `${twoDigits(arg.end.hour)}:${twoDigits(arg.end.minute)}`;
  return end === start ? start : `${start}${arg.defaultSeparator}${end}`;
}

/** FullCalendar's own "+2 meer" (a time grid's stack, an all-day row) opens a popover: it has aria-expanded but no role (an <a> without href). */
const markMoreLink = (arg: MoreLinkMountArg) => arg.el.setAttribute('role', 'button');

/**
 * Per view: the month grid is given at most three events per day and its own "+N meer" entry, the
 * time grids at most two (day: seven) side by side and a "+N" beside each busy stretch
 * (calendar-density.ts), so FullCalendar hides nothing there (its dayMaxEvents and eventMaxStack
 * would lay out every event, then hide them). eventMaxStack stays as a safety net should its
 * placement differ; an all-day row keeps three per day.
 */
const views = {
  dayGridMonth: { dayMaxEvents: false },
  timeGridWeek: { eventMaxStack: 3 },
  /** Three days from the date shown, moving three days at a time: the phone's week. */
  timeGridThreeDays: { type: 'timeGrid', duration: { days: 3 }, eventMaxStack: 4 },
  timeGridDay: { eventMaxStack: 8 },
};

/** What every view's grid shares (the same object for the screen's lifetime). */
export interface GridOptions {
  now: () => string;
  /** ISO weekdays 1–7 and 'HH:mm'. */
  workDays: readonly number[];
  workStart: string;
  workEnd: string;
  noEventsText: string;
  allDayText: string;
  /** FullCalendar's own "+N" (a time grid's stack, an all-day row): "+4 meer", also its title. */
  moreText: (count: number) => string;
  /** Screen-reader texts FullCalendar writes in English otherwise: the agenda's column headers, a popover's close button. */
  timeHint: string;
  eventHint: string;
  closeHint: string;
}

/** A click in a dialog (the new event's, opened by a selection) keeps the selection: the screen clears it when the dialog closes. */
const keepSelectionIn = '[role="dialog"]';

const slotLabelFormat = { hour: '2-digit', minute: '2-digit', hour12: false } as const;

interface CalendarGridProps {
  /** Which of the screen's grids this is (its datesSet names it). */
  gridId: number;
  calendarRef: Ref<FullCalendar>;
  /** The view this grid shows, from `initialDate` ('YYYY-MM-DD') on: each view is a grid of its own (hooks/use-grid-view.ts). */
  view: CalendarView;
  initialDate: string;
  options: GridOptions;
  /** A fixed height for the time grids (they scroll inside), 'auto' for month and agenda. */
  height: number | 'auto';
  events: readonly EventInput[];
  onDatesSet: (gridId: number, arg: DatesSetArg) => void;
  onSelect: (arg: DateSelectArg) => void;
  onEventClick: (arg: EventClickArg) => void;
  onEventChange: (arg: EventDropArg | EventResizeDoneArg) => void;
  /** Plain DOM (grid-event.tsx): no React portal per event. */
  renderEvent: (arg: EventContentArg) => { domNodes: Node[] };
  onEventMount: (arg: EventMountArg) => void;
}

export const CalendarGrid = memo(function CalendarGrid({
  gridId,
  calendarRef,
  view,
  initialDate,
  options,
  height,
  events,
  onDatesSet,
  onSelect,
  onEventClick,
  onEventChange,
  renderEvent,
  onEventMount,
}: CalendarGridProps) {
  const datesSet = useCallback((arg: DatesSetArg) => onDatesSet(gridId, arg), [gridId, onDatesSet]);
  const businessHours = useMemo(() => ({ daysOfWeek: options.workDays.map((d) => d % 7), startTime: options.workStart, endTime: options.workEnd }), [options]);
  return (
    <FullCalendar
      ref={calendarRef}
      plugins={plugins}
      initialView={gridViewNames[view]}
      initialDate={initialDate}
      headerToolbar={false}
      locale={nlLocale}
      firstDay={1}
      weekNumbers
      weekNumberCalculation="ISO"
      timeZone="UTC"
      now={options.now}
      nowIndicator
      height={height}
      views={views}
      dayMaxEvents={3}
      eventOrder={gridEventOrder}
      moreLinkText={options.moreText}
      moreLinkHint={options.moreText}
      moreLinkDidMount={markMoreLink}
      scrollTime={`${options.workStart}:00`}
      slotDuration="00:30:00"
      slotLabelFormat={slotLabelFormat}
      eventTimeFormat={eventTime}
      businessHours={businessHours}
      allDayText={options.allDayText}
      timeHint={options.timeHint}
      eventHint={options.eventHint}
      closeHint={options.closeHint}
      noEventsText={options.noEventsText}
      selectable
      selectMirror
      unselectCancel={keepSelectionIn}
      editable
      eventInteractive
      eventResizableFromStart={false}
      events={events as EventInput[]}
      datesSet={datesSet}
      select={onSelect}
      eventClick={onEventClick}
      eventDrop={onEventChange}
      eventResize={onEventChange}
      eventContent={renderEvent}
      eventDidMount={onEventMount}
    />
  );
});
