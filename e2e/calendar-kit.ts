/**
 * Set-up for the calendar's browser tests through the API: wall-clock times in Amsterdam (the demo
 * users' zone), a unique title, and events made as the signed-in team member of a request context.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { addLocalDays, localDateKey, zonedToUtc } from '../common/rules/calendar-time';
import type { CalendarEvent, CreateEventRequest } from '../common/schemas/calendar';

export const zone = 'Europe/Amsterdam';

/** 'YYYY-MM-DD' in Amsterdam, `days` from today. */
export function dayFromToday(days = 0): string {
  const [year, month, day] = localDateKey(new Date(), zone).split('-').map(Number) as [number, number, number];
  const date = addLocalDays({ year, month, day }, days);
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The instant of `time` ('HH:mm') on `date` ('YYYY-MM-DD') in Amsterdam. */
export function at(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return zonedToUtc({ year, month, day, hour, minute }, zone).toISOString();
}

/** A title no other test uses. */
export function uniqueTitle(label: string): string {
  return `${label} ${Math.random().toString(36).slice(2, 7)}`;
}

export async function createEvent(request: APIRequestContext, input: Omit<CreateEventRequest, 'timeZone'> & { timeZone?: string }): Promise<CalendarEvent> {
  const res = await request.post('/api/calendar/events', { data: { timeZone: zone, reminders: [], ...input } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { event: CalendarEvent }).event;
}

/** A client of the demo agency by name (the team's client options). */
export async function clientId(request: APIRequestContext, name: string): Promise<string> {
  const res = await request.get('/api/clients/options');
  expect(res.status(), await res.text()).toBe(200);
  const { clients } = (await res.json()) as { clients: { id: string; name: string }[] };
  const client = clients.find((c) => c.name === name);
  expect(client, `client ${name}`).toBeTruthy();
  return client!.id;
}

/**
 * The grid shown. The screen keeps other grids drawn but hidden (the next and previous week, the
 * other views: web/src/features/calendar/hooks/use-grid-view.ts), with the same events in them.
 */
export function shownGrid(page: Page): Locator {
  return page.getByTestId('calendar-view');
}
