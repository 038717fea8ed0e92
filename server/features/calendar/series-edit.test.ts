/**
 * Series edits through the API as the event dialog and the grid send them (issue 33, items 5 and 6):
 * "deze en volgende" keeps the series' end — the stored series, the range read and the ICS feed all
 * hold as many times as before the split, by count and by end date, across daylight saving — and a
 * time of a weekly series moved to another weekday takes the series' weekday along.
 */
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecurrenceRule } from '../../../common/rules/recurrence.js';
import type { CalendarEvent, UpdateEventRequest } from '../../../common/schemas/calendar.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { buildFeed } from './feed.js';
import { calendarOf, errorOf, eventBody } from './test-kit.js';

let t: TestApp;
let a: TestAgency;

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'reeks');
});
afterAll(() => t.close());

const hour = 3_600_000;
const weekly = (r: Partial<RecurrenceRule>): RecurrenceRule => ({ freq: 'weekly', interval: 1, byWeekday: [1], until: null, count: null, ...r });

/** The whole form, as the event dialog sends it for a time of a series (the rule as the form shows it). */
function dialogRequest(event: CalendarEvent, occurrenceStart: string, changes: Partial<UpdateEventRequest>): UpdateEventRequest {
  return {
    kind: event.kind,
    title: event.title,
    description: null,
    location: null,
    start: occurrenceStart,
    end: new Date(Date.parse(occurrenceStart) + Date.parse(event.end) - Date.parse(event.start)).toISOString(),
    allDay: false,
    timeZone: event.timeZone,
    ownerId: event.owner?.id ?? null,
    clientId: null,
    contact: null,
    recurrence: event.recurrence,
    reminders: event.reminders,
    version: event.version,
    scope: 'following',
    occurrenceStart,
    ...changes,
  };
}

/** The times of the given events in a range, as [start, title]. */
async function timesOf(ids: string[], from: string, to: string): Promise<[string, string][]> {
  const range = await calendarOf(t, a.tokens.sanne).range(from, to);
  return range.events.filter((e) => ids.includes(e.eventId)).map((e) => [e.start, e.title]);
}

/** The owner's feed VEVENTs of the given events, built at `now`. */
async function feedTimesOf(ids: string[], now: string): Promise<string[]> {
  const text = await buildFeed(t.db, { userId: a.sanne.user.id, appOrigin: t.env.appOrigin, now: new Date(now) });
  return Object.values(ical.sync.parseICS(text))
    .filter((c): c is VEvent => c?.type === 'VEVENT' && ids.some((id) => c.uid.startsWith(`${id}-`)))
    .map((e) => e.start.toISOString())
    .sort();
}

describe('deze en volgende keeps the series’ end', () => {
  // Mondays 09:00 Amsterdam from 4 January 2027.
  const mondays = ['2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25', '2027-02-01', '2027-02-08'].map((d) => `${d}T08:00:00.000Z`);

  for (const [label, end] of [
    ['after 6 times', { count: 6 }],
    ['on its end date', { until: '2027-02-08' }],
  ] as const) {
    it(`a series ending ${label}, split at its 3rd time from the dialog, still holds 6 times in the range read and the ICS feed`, async () => {
      const api = calendarOf(t, a.tokens.sanne);
      const series = await api.create(eventBody(mondays[0]!, { title: `Weekstart ${label}`, recurrence: weekly(end) }));
      const next = await api.update(series.id, dialogRequest(series, mondays[2]!, { title: `Weekstart nieuw ${label}` }));
      expect(next.recurrence).toEqual(weekly('count' in end ? { count: 4 } : end));
      expect((await api.detail(series.id)).event.recurrence).toEqual(weekly({ until: '2027-01-17' }));

      const ids = [series.id, next.id];
      expect(await timesOf(ids, '2027-01-01T00:00:00.000Z', '2027-03-01T00:00:00.000Z')).toEqual(
        mondays.map((start, i) => [start, i < 2 ? `Weekstart ${label}` : `Weekstart nieuw ${label}`]),
      );
      expect(await feedTimesOf(ids, '2027-01-10T00:00:00.000Z')).toEqual(mondays);
    });
  }

  it('moved an hour later across the spring change, the new series keeps 10:00 and the count what is left', async () => {
    const api = calendarOf(t, a.tokens.sanne);
    // Mondays 09:00 Amsterdam from 2 March 2026, six times: 2, 9, 16, 23, 30 March and 6 April.
    const series = await api.create(eventBody('2026-03-02T08:00:00.000Z', { title: 'Zomertijd', recurrence: weekly({ count: 6 }) }));
    const next = await api.update(
      series.id,
      dialogRequest(series, '2026-03-23T08:00:00.000Z', { start: '2026-03-23T09:00:00.000Z', end: '2026-03-23T10:00:00.000Z' }),
    );
    expect(next.recurrence).toEqual(weekly({ count: 3 }));
    const ids = [series.id, next.id];
    const starts = [
      '2026-03-02T08:00:00.000Z',
      '2026-03-09T08:00:00.000Z',
      '2026-03-16T08:00:00.000Z',
      '2026-03-23T09:00:00.000Z',
      '2026-03-30T08:00:00.000Z',
      '2026-04-06T08:00:00.000Z',
    ];
    expect((await timesOf(ids, '2026-03-01T00:00:00.000Z', '2026-04-30T00:00:00.000Z')).map(([start]) => start)).toEqual(starts);
    expect(await feedTimesOf(ids, '2026-03-10T00:00:00.000Z')).toEqual(starts);
  });

  it('refuses a count that ends before the time acted on, at the count field', async () => {
    const api = calendarOf(t, a.tokens.sanne);
    const series = await api.create(eventBody(mondays[0]!, { title: 'Te kort', recurrence: weekly({ count: 6 }) }));
    const res = await api.call('PATCH', `/api/calendar/events/${series.id}`, dialogRequest(series, mondays[2]!, { recurrence: weekly({ count: 2 }) }));
    expect([res.statusCode, errorOf(res)]).toEqual([
      400,
      { code: 'RECURRENCE_UNTIL_BEFORE_START', fields: { 'recurrence.count': 'RECURRENCE_UNTIL_BEFORE_START' }, message: expect.any(String) },
    ]);
  });
});

describe('the weekday follows the time', () => {
  it('a time dragged from Monday to Tuesday with "alle" moves the whole weekly series to Tuesdays', async () => {
    const api = calendarOf(t, a.tokens.sanne);
    const series = await api.create(eventBody('2027-03-01T08:00:00.000Z', { title: 'Verhuisd', recurrence: weekly({ count: 3 }) }));
    // What the grid sends for a drag: the new times only.
    const moved = await api.update(series.id, {
      start: '2027-03-09T08:00:00.000Z',
      end: '2027-03-09T09:00:00.000Z',
      allDay: false,
      version: series.version,
      scope: 'all',
      occurrenceStart: '2027-03-08T08:00:00.000Z',
    });
    expect(moved.recurrence).toEqual(weekly({ byWeekday: [2], count: 3 }));
    const starts = (await timesOf([series.id], '2027-02-15T00:00:00.000Z', '2027-04-15T00:00:00.000Z')).map(([start]) => start);
    expect(starts).toEqual(['2027-03-02T08:00:00.000Z', '2027-03-09T08:00:00.000Z', '2027-03-16T08:00:00.000Z']);
    expect(starts.map((s) => new Date(Date.parse(s) + hour).getUTCDay())).toEqual([2, 2, 2]);
  });
});
