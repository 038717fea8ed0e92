/** The calendar's state in the address bar (calendar-query.ts). */
import { describe, expect, it } from 'vitest';
import {
  calendarQueryOf,
  viewOnWidth,
  viewsFor,
  noCalendarFilters,
  ownersToLoad,
  searchShowingEvent,
  searchWithEvent,
  searchWithFilters,
  searchWithView,
  searchWithoutFormSidebar,
} from './calendar-query';

const a = '11111111-1111-4111-8111-111111111111';
const b = '22222222-2222-4222-8222-222222222222';

describe('calendarQueryOf', () => {
  it('reads the view, date, filters and the open event', () => {
    const query = calendarQueryOf(new URLSearchParams(`view=week&date=2026-03-09&clients=${a},${b}&owners=${b}&kinds=contact,deadline&event=${a}`));
    expect(query).toEqual({
      view: 'week',
      date: '2026-03-09',
      filters: { clients: [a, b], owners: [b], kinds: ['contact', 'deadline'] },
      eventId: a,
      highlightChanges: false,
      notificationId: null,
      formSidebar: null,
    });
  });

  it('ignores what it does not know', () => {
    const query = calendarQueryOf(new URLSearchParams('view=year&date=2026-02-30&clients=x,<script>&kinds=party,internal&event=1&notification=2'));
    expect(query.view).toBeNull();
    expect(query.date).toBeNull();
    expect(query.filters).toEqual({ clients: [], owners: [], kinds: ['internal'] });
    expect(query.eventId).toBeNull();
    expect(query.notificationId).toBeNull();
  });

  it("preselects the spec's client parameter, unless the client filter was set", () => {
    expect(calendarQueryOf(new URLSearchParams(`client=${a}&type=marketeer`)).filters.clients).toEqual([a]);
    expect(calendarQueryOf(new URLSearchParams(`client=${a}&clients=${b}`)).filters.clients).toEqual([b]);
    expect(calendarQueryOf(new URLSearchParams(`client=${a}&clients=`)).filters.clients).toEqual([]);
  });

  it('reads a highlight of changes from a notification', () => {
    const query = calendarQueryOf(new URLSearchParams(`event=${a}&highlight=changes&notification=${b}`));
    expect(query).toMatchObject({ eventId: a, highlightChanges: true, notificationId: b });
  });
});

describe('search builders', () => {
  it('writes the filters and keeps the rest', () => {
    const next = searchWithFilters(new URLSearchParams('view=day&type=marketeer'), { clients: [a], owners: [], kinds: ['internal', 'contact'] });
    expect(next.toString()).toBe(`view=day&type=marketeer&clients=${a}&kinds=internal%2Ccontact`);
    expect(calendarQueryOf(next).filters).toEqual({ clients: [a], owners: [], kinds: ['internal', 'contact'] });
  });

  it('round-trips filters, and clearing the clients overrides the spec parameter', () => {
    const filters = { clients: [a, b], owners: [a], kinds: ['deadline' as const] };
    expect(calendarQueryOf(searchWithFilters(new URLSearchParams(), filters)).filters).toEqual(filters);
    const cleared = searchWithFilters(new URLSearchParams(`client=${a}`), noCalendarFilters);
    expect(calendarQueryOf(cleared).filters.clients).toEqual([]);
    expect(cleared.get('client')).toBe(a);
  });

  it('writes the view and the open event; closing ends the highlight', () => {
    expect(searchWithView(new URLSearchParams('x=1'), 'month', '2026-03-01').toString()).toBe('x=1&view=month&date=2026-03-01');
    expect(searchWithEvent(new URLSearchParams(`event=${a}&highlight=changes&notification=${b}&view=week`), null).toString()).toBe('view=week');
    expect(searchWithEvent(new URLSearchParams('view=week'), b).get('event')).toBe(b);
  });

  it("opens the form sidebar from a form notification's address, and closes it", () => {
    const address = new URLSearchParams(`view=week&form=${a}&submission=${b}&sidebar=form`);
    expect(calendarQueryOf(address).formSidebar).toEqual({ formId: a, submissionId: b });
    expect(calendarQueryOf(new URLSearchParams(`form=${a}&sidebar=form`)).formSidebar).toEqual({ formId: a, submissionId: null });
    expect(calendarQueryOf(new URLSearchParams(`form=nope&sidebar=form`)).formSidebar).toEqual({ formId: null, submissionId: null });
    expect(calendarQueryOf(new URLSearchParams(`form=${a}`)).formSidebar).toBeNull();
    expect(searchWithoutFormSidebar(address).toString()).toBe('view=week');
  });

  it('opens an event from outside the grid without a date, so the grid goes to it in the view shown', () => {
    const next = searchShowingEvent(new URLSearchParams(`view=month&date=2026-03-01&event=${a}`), b);
    expect(next.toString()).toBe(`view=month&event=${b}`);
    expect(calendarQueryOf(next)).toMatchObject({ view: 'month', date: null, eventId: b });
  });
});

describe('ownersToLoad', () => {
  it("narrows to the sidebar's marketeer when one is chosen", () => {
    expect(ownersToLoad({ ...noCalendarFilters, owners: [a] }, null)).toEqual([a]);
    expect(ownersToLoad({ ...noCalendarFilters, owners: [a] }, b)).toEqual([b]);
    expect(ownersToLoad(noCalendarFilters, null)).toEqual([]);
  });
});

describe('views on a phone', () => {
  it('offers no week of seven columns on a phone, and shows a week asked for as three days', () => {
    expect(viewsFor(true)).not.toContain('week');
    expect(viewsFor(true)).toContain('3days');
    expect(viewsFor(false)).toEqual(['month', 'week', '3days', 'day', 'agenda']);
    expect(viewOnWidth('week', true)).toBe('3days');
    expect(viewOnWidth('week', false)).toBe('week');
    expect(viewOnWidth('agenda', true)).toBe('agenda');
    expect(calendarQueryOf(new URLSearchParams('view=3days')).view).toBe('3days');
  });
});
