/**
 * The calendar in global search (issue 20): events found by part of their title and typed slightly
 * wrong, coming ones first (soonest first) then past ones (latest first), a series by its next
 * time, with kind, client and time in the subtitle and a link that opens the event; another
 * company's events never, client users not at all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResponse } from '../../../common/schemas/search.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';
import { calendarOf, eventBody } from './test-kit.js';

let t: TestApp;
let a: TestAgency;
let b: TestAgency;
const day = 86_400_000;
/** Whole hours, so the times are easy to read back. */
const hoursFromNow = (days: number) => new Date(Math.floor((Date.now() + days * day) / 3_600_000) * 3_600_000).toISOString();
const ids: Record<'soon' | 'later' | 'past' | 'longAgo' | 'series' | 'foreign', string> = {} as never;

async function found(sid: string, q: string): Promise<SearchResponse['groups'][number]['items']> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}&kinds=event&limit=10`, cookies: { sid } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>().groups.find((g) => g.kind === 'event')?.items ?? [];
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'alfa');
  b = await createAgency(t, 'beta');
  const sanne = calendarOf(t, a.tokens.sanne);
  const client = await clientsOf(t, a.tokens.sanne).create({ name: 'Bakkerij Jansen' });
  ids.later = (await sanne.create(eventBody(hoursFromNow(9), { title: 'Kwartaaloverleg Q2' }))).id;
  ids.soon = (await sanne.create(eventBody(hoursFromNow(2), { kind: 'appointment', title: 'Kwartaaloverleg Q1', clientId: client.id }))).id;
  ids.longAgo = (await sanne.create(eventBody(hoursFromNow(-60), { title: 'Kwartaaloverleg Q3 vorig jaar' }))).id;
  ids.past = (await sanne.create(eventBody(hoursFromNow(-3), { title: 'Kwartaaloverleg Q4' }))).id;
  const start = hoursFromNow(-13.5);
  ids.series = (
    await sanne.create(
      eventBody(start, {
        kind: 'contact',
        title: 'Belronde kwartaal',
        contact: { type: 'telefoon', phone: '0612345678', company: 'Slagerij Smit' },
        recurrence: { freq: 'weekly', interval: 1, byWeekday: [], until: null, count: 10 },
      }),
    )
  ).id;
  ids.foreign = (await calendarOf(t, b.tokens.sanne).create(eventBody(hoursFromNow(1), { title: 'Kwartaaloverleg beta' }))).id;
});
afterAll(() => t.close());

describe('events in global search', () => {
  it('finds coming events soonest first, then past ones latest first; never another company’s', async () => {
    const items = await found(a.tokens.mark, 'kwartaal');
    expect(items.map((i) => i.id)).toEqual([ids.series, ids.soon, ids.later, ids.past, ids.longAgo]);
    expect(items[1]).toMatchObject({ kind: 'event', title: 'Kwartaaloverleg Q1', href: `/calender?event=${ids.soon}`, match: 'title' });
    expect(items[1]!.subtitle).toMatch(/^Klantafspraak · Bakkerij Jansen · \w+ \d+ \w+ \d{4}, \d\d:00–\d\d:00$/);
    // A series (begun two weeks ago) is placed and shown by its next time, a contact moment with its company.
    const next = new Date(Date.parse(hoursFromNow(-13.5)) + 14 * day);
    const clock = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const date = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: 'numeric', month: 'long' });
    expect(items[0]!.subtitle).toContain(`Contactmoment · Slagerij Smit · `);
    expect(items[0]!.subtitle).toContain(`${date.format(next)}`);
    expect(items[0]!.subtitle).toContain(clock.format(next));
    expect((await found(b.tokens.sanne, 'kwartaal')).map((i) => i.id)).toEqual([ids.foreign]);
  });

  it('finds a title typed slightly wrong', async () => {
    expect((await found(a.tokens.admin, 'kwartaaloverlg')).map((i) => i.id)).toContain(ids.soon);
  });

  it('is not offered to client users', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search?q=kwartaal', cookies: { sid: a.tokens.client } });
    expect(res.statusCode).toBe(403);
  });
});
