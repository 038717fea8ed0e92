/**
 * The calendar's state in the address bar, so a reload or a shared link shows the same: the view
 * (`view=month|week|day|agenda|3days`), the shown date (`date=2026-03-09`), the filters (`clients=`,
 * `owners=`, `kinds=`, comma-separated) and the open event (`event=<id>`, with
 * `highlight=changes&notification=<id>` from a contact_event_update; an `event` without a `date`
 * is one opened from outside the grid, which the grid goes to) and the form sidebar
 * (`sidebar=form&form=<id>&submission=<id>`). `type` and `client` belong to
 * the spec's calendar URL rules (the guards read them); `client=<id>` preselects that client.
 */
import { type CalendarFilterKind, calendarFilterKinds } from '../../../../common/calendar-constants';

/** Every view, in the order the hidden grids are prepared (grid-pool.ts): the three days last. */
export const calendarViews = ['month', 'week', 'day', 'agenda', '3days'] as const;
export type CalendarView = (typeof calendarViews)[number];

/** The views a screen offers, in the toolbar's order: a phone has no week of seven columns but three days side by side. */
export function viewsFor(narrow: boolean): readonly CalendarView[] {
  return narrow ? ['agenda', 'day', '3days', 'month'] : ['month', 'week', '3days', 'day', 'agenda'];
}

/** The view shown for the one asked on this width: a week on a phone shows three days. */
export function viewOnWidth(view: CalendarView, narrow: boolean): CalendarView {
  return narrow && view === 'week' ? '3days' : view;
}

/** The views with a time grid (hours down the side). */
export const isTimeGridView = (view: CalendarView) => view === 'week' || view === '3days' || view === 'day';

/** FullCalendar's name of each view (the three days: a view of our own, calendar-grid.tsx). */
export const gridViewNames: Record<CalendarView, string> = {
  month: 'dayGridMonth',
  week: 'timeGridWeek',
  day: 'timeGridDay',
  agenda: 'listWeek',
  '3days': 'timeGridThreeDays',
};

export function viewOfGridName(name: string): CalendarView | null {
  return calendarViews.find((view) => gridViewNames[view] === name) ?? null;
}

export interface CalendarFilters {
  clients: string[];
  owners: string[];
  kinds: CalendarFilterKind[];
}

export const noCalendarFilters: CalendarFilters = { clients: [], owners: [], kinds: [] };

export interface CalendarQuery {
  view: CalendarView | null;
  date: string | null;
  filters: CalendarFilters;
  eventId: string | null;
  highlightChanges: boolean;
  notificationId: string | null;
  /** `sidebar=form` with `form=<id>` and/or `submission=<id>` (the inbox's form notifications): the form sidebar open. */
  formSidebar: { formId: string | null; submissionId: string | null } | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (v: string) => uuidPattern.test(v);

function idList(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').filter(isUuid))].slice(0, 50);
}

function realDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

/** What the address bar says (unknown or malformed values are ignored). */
export function calendarQueryOf(params: URLSearchParams): CalendarQuery {
  const view = params.get('view');
  const kinds = (params.get('kinds') ?? '').split(',').filter((k): k is CalendarFilterKind => (calendarFilterKinds as readonly string[]).includes(k));
  let clients = idList(params.get('clients'));
  const specClient = params.get('client');
  if (!params.has('clients') && specClient && isUuid(specClient)) clients = [specClient];
  const eventId = params.get('event');
  const notificationId = params.get('notification');
  const uuidOf = (name: string) => {
    const value = params.get(name);
    return value && isUuid(value) ? value : null;
  };
  return {
    view: (calendarViews as readonly string[]).includes(view ?? '') ? (view as CalendarView) : null,
    date: realDate(params.get('date')),
    filters: { clients, owners: idList(params.get('owners')), kinds: [...new Set(kinds)] },
    eventId: eventId && isUuid(eventId) ? eventId : null,
    highlightChanges: params.get('highlight') === 'changes',
    notificationId: notificationId && isUuid(notificationId) ? notificationId : null,
    formSidebar: params.get('sidebar') === 'form' ? { formId: uuidOf('form'), submissionId: uuidOf('submission') } : null,
  };
}

function setList(params: URLSearchParams, name: string, values: readonly string[]) {
  if (values.length > 0) params.set(name, values.join(','));
  else params.delete(name);
}

/** The address with these filters (other parameters kept). An empty client filter is written as `clients=` when `client` would otherwise preselect one. */
export function searchWithFilters(current: URLSearchParams, filters: CalendarFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  setList(next, 'clients', filters.clients);
  if (filters.clients.length === 0 && next.has('client')) next.set('clients', '');
  setList(next, 'owners', filters.owners);
  setList(next, 'kinds', filters.kinds);
  return next;
}

/** The address with the shown view and date. */
export function searchWithView(current: URLSearchParams, view: CalendarView, date: string): URLSearchParams {
  const next = new URLSearchParams(current);
  next.set('view', view);
  next.set('date', date);
  return next;
}

/** The address with an event open (`null`: closed, which also ends a highlight of its changes). */
export function searchWithEvent(current: URLSearchParams, eventId: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (eventId) next.set('event', eventId);
  else next.delete('event');
  next.delete('highlight');
  next.delete('notification');
  return next;
}

/**
 * The address of an event opened from outside the grid (a link in its card, like the contact moment
 * a follow-up follows): without a date, so the grid goes to the event (hooks/use-event-focus.ts),
 * as it does for the inbox's and Ctrl-K's links, which name no date.
 */
export function searchShowingEvent(current: URLSearchParams, eventId: string): URLSearchParams {
  const next = searchWithEvent(current, eventId);
  next.delete('date');
  return next;
}

/** The address with the form sidebar closed. */
export function searchWithoutFormSidebar(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of ['sidebar', 'form', 'submission']) next.delete(name);
  return next;
}

export function activeFilterCount(filters: CalendarFilters): number {
  return (filters.clients.length > 0 ? 1 : 0) + (filters.owners.length > 0 ? 1 : 0) + (filters.kinds.length > 0 ? 1 : 0);
}

/**
 * The colleagues the range is read for: the sidebar's marketeer selector, when one is chosen,
 * narrows the calendar to that colleague (it wins over the colleague filter, as on the other screens).
 */
export function ownersToLoad(filters: CalendarFilters, marketeerId: string | null): string[] {
  return marketeerId ? [marketeerId] : filters.owners;
}
