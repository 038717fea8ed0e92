/**
 * Dates are stored as given or refused with 400 naming the field — never moved, never a 500 (issue
 * 33): year 0001 was stored as 2001, 30 February as 2 March, and year 0000, year 10000 and a series
 * running past 9999 answered 500 on the team's and the client's calendar routes. Every date field
 * takes years 1900–2999 (common/schemas/dates.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';
import { calendarOf, errorOf, eventBody } from './test-kit.js';

let t: TestApp;
let a: TestAgency;
let mine: string;

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'alfa');
  const api = clientsOf(t, a.tokens.sanne);
  mine = (await api.create({ name: 'Mijn Bakkerij', managerIds: [a.sanne.user.id] })).id;
  const contact = await api.addContact(mine, { name: a.client.user.name, email: a.client.email });
  expect((await api.invite(mine, contact.id)).portal.status).toBe('active');
});
afterAll(() => t.close());

const hour = 3_600_000;
/** A one-hour event's body starting at `start` (its end given as text too, so nothing is computed from a refused start). */
const oneHour = (start: string, end: string) => eventBody('2027-01-01T09:00:00.000Z', { start, end });
/** [start, end, field, code]: a start the API must refuse, and how. */
const refusedStarts: [string, string, string][] = [
  ['0001-03-01T09:00:00.000Z', '0001-03-01T10:00:00.000Z', 'DATE_OUT_OF_RANGE'],
  ['0000-03-01T09:00:00.000Z', '0000-03-01T10:00:00.000Z', 'DATE_OUT_OF_RANGE'],
  ['0099-03-01T09:00:00.000Z', '0099-03-01T10:00:00.000Z', 'DATE_OUT_OF_RANGE'],
  ['1899-12-31T22:00:00.000Z', '1899-12-31T23:00:00.000Z', 'DATE_OUT_OF_RANGE'],
  ['9999-12-31T09:00:00.000Z', '9999-12-31T10:00:00.000Z', 'DATE_OUT_OF_RANGE'],
  ['+010000-01-01T09:00:00.000Z', '+010000-01-01T10:00:00.000Z', 'CALENDAR_TIME_INVALID'],
  ['-000001-01-01T09:00:00.000Z', '-000001-01-01T10:00:00.000Z', 'CALENDAR_TIME_INVALID'],
  ['2026-02-30T09:00:00.000Z', '2026-02-30T10:00:00.000Z', 'CALENDAR_TIME_INVALID'],
  ['0000-00-00', '0000-00-00', 'CALENDAR_TIME_INVALID'],
  // Without an offset the server's own zone would decide which instant it is.
  ['2027-03-01T09:00:00', '2027-03-01T10:00:00', 'CALENDAR_TIME_INVALID'],
];

describe('the team calendar', () => {
  it('stores the first and the last instants of the bounds exactly as given', async () => {
    const cal = calendarOf(t, a.tokens.sanne);
    for (const start of ['1900-01-01T00:00:00.000Z', '2999-12-31T22:00:00.000Z']) {
      const end = new Date(Date.parse(start) + hour).toISOString();
      const made = await cal.create(oneHour(start, end));
      expect([made.start, made.end]).toEqual([start, end]);
      expect((await cal.detail(made.id)).event).toMatchObject({ start, end });
      const range = await cal.range(start, new Date(Date.parse(start) + 86_400_000).toISOString());
      expect(range.events.filter((e) => e.eventId === made.id).map((e) => [e.start, e.end])).toEqual([[start, end]]);
    }
  });

  it('refuses a date out of bounds or not real on create and update, naming the field', async () => {
    const cal = calendarOf(t, a.tokens.sanne);
    const made = await cal.create(eventBody('2027-03-01T09:00:00.000Z'));
    for (const [start, end, code] of refusedStarts) {
      const created = await cal.call('POST', '/api/calendar/events', oneHour(start, end));
      expect([start, created.statusCode, errorOf(created).fields]).toEqual([start, 400, { start: code, end: code }]);
      const updated = await cal.call('PATCH', `/api/calendar/events/${made.id}`, { start, end, version: 1 });
      expect([start, updated.statusCode, errorOf(updated).fields]).toEqual([start, 400, { start: code, end: code }]);
      const moved = await cal.call('PATCH', `/api/calendar/events/${made.id}`, { start, version: 1 });
      expect([start, moved.statusCode, errorOf(moved).fields?.start]).toEqual([start, 400, code]);
    }
    expect((await cal.detail(made.id)).event).toMatchObject({ start: '2027-03-01T09:00:00.000Z', version: 1 });
  });

  it('refuses a series that would run past the bounds, and an until date out of them', async () => {
    const cal = calendarOf(t, a.tokens.sanne);
    const weekly = (count: number | null, until: string | null) => ({ freq: 'weekly' as const, interval: 1, byWeekday: [], until, count });
    const pastTenThousand = await cal.call('POST', '/api/calendar/events', eventBody('9999-12-01T09:00:00.000Z', { recurrence: weekly(10, null) }));
    expect([pastTenThousand.statusCode, errorOf(pastTenThousand).fields?.start]).toEqual([400, 'DATE_OUT_OF_RANGE']);
    const untils: [string, string][] = [
      ['0000-01-01', 'DATE_OUT_OF_RANGE'],
      ['10000-01-01', 'CALENDAR_TIME_INVALID'],
      ['2027-02-30', 'CALENDAR_TIME_INVALID'],
    ];
    for (const [until, code] of untils) {
      const res = await cal.call('POST', '/api/calendar/events', eventBody('2027-01-04T09:00:00.000Z', { recurrence: weekly(null, until) }));
      expect([until, res.statusCode, errorOf(res).fields?.['recurrence.until']]).toEqual([until, 400, code]);
    }
    // The last start year's series runs into 3000 (at most five years, ADR 0014): stored as given.
    const last = await cal.create(eventBody('2999-12-02T09:00:00.000Z', { recurrence: weekly(10, null) }));
    const range = await cal.range('2999-12-25T00:00:00.000Z', '3000-01-31T00:00:00.000Z');
    expect(range.events.filter((e) => e.eventId === last.id).map((e) => e.start)).toEqual([
      '2999-12-30T09:00:00.000Z',
      '3000-01-06T09:00:00.000Z',
      '3000-01-13T09:00:00.000Z',
      '3000-01-20T09:00:00.000Z',
      '3000-01-27T09:00:00.000Z',
    ]);
  });

  it('refuses a range read with a date out of bounds', async () => {
    const cal = calendarOf(t, a.tokens.sanne);
    const ranges: [string, string, string, string][] = [
      ['0000-01-01T00:00:00Z', '0000-01-20T00:00:00Z', 'from', 'DATE_OUT_OF_RANGE'],
      ['0001-01-01T00:00:00Z', '0001-01-20T00:00:00Z', 'from', 'DATE_OUT_OF_RANGE'],
      ['2999-12-25T00:00:00Z', '+010000-01-01T00:00:00Z', 'to', 'CALENDAR_TIME_INVALID'],
    ];
    for (const [from, to, field, code] of ranges) {
      const res = await cal.call('GET', `/api/calendar/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
      expect([from, res.statusCode, errorOf(res).fields?.[field]]).toEqual([from, 400, code]);
    }
  });
});

describe('the portal calendar', () => {
  it('refuses a range read and an appointment request with a date out of bounds (client user and "Bekijk als klant")', async () => {
    const client = calendarOf(t, a.tokens.client);
    const year0 = 'from=0000-01-01T00:00:00Z&to=0000-01-20T00:00:00Z';
    for (const [api, url] of [
      [client, `/api/portal/clients/${mine}/calendar?${year0}`],
      [calendarOf(t, a.tokens.sanne), `/api/clients/${mine}/portal-preview/calendar?${year0}`],
    ] as const) {
      const res = await api.call('GET', url);
      expect([url, res.statusCode, errorOf(res).fields?.from]).toEqual([url, 400, 'DATE_OUT_OF_RANGE']);
    }
    for (const [start, , code] of refusedStarts) {
      const res = await client.call('POST', `/api/portal/clients/${mine}/calendar/requests`, { managerId: a.sanne.user.id, start, duration: 30 });
      expect([start, res.statusCode, errorOf(res).fields?.start]).toEqual([start, 400, code]);
      const slots = await client.call(
        'GET',
        `/api/portal/clients/${mine}/calendar/slots?managerId=${a.sanne.user.id}&duration=30&from=${encodeURIComponent(start)}`,
      );
      expect([start, slots.statusCode, errorOf(slots).fields?.from]).toEqual([start, 400, code]);
    }
  });
});

describe('a checklist deadline', () => {
  it('is stored as given within the bounds and refused outside them', async () => {
    const call = (payload: object) => t.app.inject({ method: 'POST', url: '/api/checklists', cookies: { sid: a.tokens.sanne }, payload });
    for (const [deadline, code] of [
      ['0000-03-01T09:00:00.000Z', 'DATE_OUT_OF_RANGE'],
      ['0001-03-01T09:00:00.000Z', 'DATE_OUT_OF_RANGE'],
      ['+010000-01-01T00:00:00.000Z', 'CHECKLIST_DEADLINE_INVALID'],
      ['2026-02-30T09:00:00.000Z', 'CHECKLIST_DEADLINE_INVALID'],
    ]) {
      const res = await call({ title: 'Deadline', deadline });
      expect([deadline, res.statusCode, errorOf(res).fields?.deadline]).toEqual([deadline, 400, code]);
    }
    const made = await call({ title: 'Verre deadline', deadline: '2999-12-31T12:00:00.000Z' });
    expect(made.statusCode, made.body).toBe(201);
    const detail = await t.app.inject({ method: 'GET', url: `/api/checklists/${made.json<{ id: string }>().id}`, cookies: { sid: a.tokens.sanne } });
    expect(detail.json<{ checklist: { deadline: string } }>().checklist.deadline).toBe('2999-12-31T12:00:00.000Z');
  });
});
