/** Calls of the calendar API for tests (issue 20): each answers the JSON after checking the status. */
import { expect } from 'vitest';
import type {
  CalendarEvent,
  CalendarEventResponse,
  CalendarRangeResponse,
  CreateEventRequest,
  OutcomeResponse,
  UpdateEventRequest,
} from '../../../common/schemas/calendar.js';
import type { TestApp } from '../../test/test-app.js';

type App = Pick<TestApp, 'app'>;

/** An error answer's code and field codes. */
export const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;

/** A one-hour internal event at `start` in Europe/Amsterdam, with whatever `extra` says. */
export function eventBody(start: string, extra: Partial<CreateEventRequest> = {}): CreateEventRequest {
  const end = new Date(Date.parse(start) + 3_600_000).toISOString();
  return { kind: 'internal', title: 'Overleg', start, end, timeZone: 'Europe/Amsterdam', ...extra };
}

export function calendarOf(t: App, sid: string) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, cookies: { sid }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    call,
    async create(body: CreateEventRequest): Promise<CalendarEvent> {
      const res = await call('POST', '/api/calendar/events', body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ event: CalendarEvent }>().event;
    },
    async detail(id: string, notification?: string): Promise<CalendarEventResponse> {
      const res = await call('GET', `/api/calendar/events/${id}${notification ? `?notification=${notification}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CalendarEventResponse>();
    },
    async range(from: string, to: string, filters = ''): Promise<CalendarRangeResponse> {
      const res = await call('GET', `/api/calendar/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${filters ? `&${filters}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CalendarRangeResponse>();
    },
    async update(id: string, body: UpdateEventRequest): Promise<CalendarEvent> {
      const res = await call('PATCH', `/api/calendar/events/${id}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ event: CalendarEvent }>().event;
    },
    async remove(id: string, query: string): Promise<void> {
      const res = await call('DELETE', `/api/calendar/events/${id}?${query}`);
      expect(res.statusCode, res.body).toBe(204);
    },
    async outcome(id: string, body: { outcome: string; followUpDays?: number; version: number }): Promise<OutcomeResponse> {
      const res = await call('POST', `/api/calendar/events/${id}/outcome`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<OutcomeResponse>();
    },
  };
}
