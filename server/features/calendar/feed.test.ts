/**
 * The ICS feed (issue 20), parsed back with a real parser (node-ical): a single event, a daily
 * series across the autumn 2026 daylight-saving change (09:00 in Amsterdam on both sides), an
 * all-day event as dates, and nothing of a colleague, of a company the owner left the team of, or
 * outside the window. Through HTTP: the secret address, its headers, regenerating (the old address
 * answers 404) and revoking. The content tests build the feed at a fixed moment; the HTTP tests
 * use events around the real clock, as the route does.
 */
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecurrenceRule } from '../../../common/rules/recurrence.js';
import { toRRule } from '../../../common/rules/rrule-text.js';
import type { CalendarFeedResponse, CalendarSettings } from '../../../common/schemas/calendar.js';
import { calendarEvents, calendarSettings } from '../../db/schema/index.js';
import { addMember, createCompany, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { buildFeed } from './feed.js';
import { lastEndOf } from './series.js';

let t: TestApp;
let owner: TestUser;
let colleague: TestUser;
let sid: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db, { name: 'Sanne Visser' });
  colleague = await createUser(t.db, { company: owner.company });
  sid = await logInAs(t.app, owner);
});

afterAll(async () => {
  await t?.close();
});

const at = (iso: string) => new Date(iso);
const amsterdamClock = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

interface EventInput {
  companyId: string;
  ownerId: string;
  title: string;
  start: string;
  end: string;
  rule?: RecurrenceRule;
  allDay?: boolean;
  description?: string;
  location?: string;
  status?: 'confirmed' | 'tentative';
}

async function makeEvent(input: EventInput): Promise<string> {
  const start = at(input.start);
  const end = at(input.end);
  const timeZone = 'Europe/Amsterdam';
  const rule = input.rule ?? null;
  const [row] = await t.db
    .insert(calendarEvents)
    .values({
      companyId: input.companyId,
      kind: 'internal',
      title: input.title,
      description: input.description ?? null,
      location: input.location ?? null,
      startsAt: start,
      endsAt: end,
      allDay: input.allDay ?? false,
      timeZone,
      rrule: rule ? toRRule(rule) : null,
      lastEndsAt: lastEndOf({ start, end, timeZone, rule }),
      ownerId: input.ownerId,
      createdBy: input.ownerId,
      status: input.status ?? 'confirmed',
    })
    .returning({ id: calendarEvents.id });
  return row!.id;
}

function eventsOf(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
}

const ofEvent = (events: VEvent[], id: string) => events.filter((e) => e.uid.startsWith(`${id}-`));

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, cookie: string | null = sid) =>
  t.app.inject({ method, url, ...(cookie ? { cookies: { sid: cookie } } : {}) });

describe('the ICS feed content', () => {
  it('holds the owner’s events as separate occurrences in UTC, all-day ones as dates, and nothing of others', async () => {
    const a = owner.company.id;
    const single = await makeEvent({
      companyId: a,
      ownerId: owner.user.id,
      title: 'Bel Bakkerij Jansen',
      description: 'Offerte bespreken',
      location: 'Kantoor Utrecht',
      start: '2026-10-12T13:00:00Z',
      end: '2026-10-12T13:30:00Z',
      status: 'tentative',
    });
    const daily = await makeEvent({
      companyId: a,
      ownerId: owner.user.id,
      title: 'Stand-up',
      start: '2026-10-23T07:00:00Z',
      end: '2026-10-23T07:15:00Z',
      rule: { freq: 'daily', interval: 1, byWeekday: [], until: null, count: 5 },
    });
    const allDay = await makeEvent({
      companyId: a,
      ownerId: owner.user.id,
      title: 'Lancering lentecampagne',
      start: '2026-10-14T22:00:00Z',
      end: '2026-10-15T22:00:00Z',
      allDay: true,
    });
    const ofColleague = await makeEvent({
      companyId: a,
      ownerId: colleague.user.id,
      title: 'Geheim van een collega',
      start: '2026-10-12T09:00:00Z',
      end: '2026-10-12T10:00:00Z',
    });
    const tooOld = await makeEvent({ companyId: a, ownerId: owner.user.id, title: 'Lang geleden', start: '2026-03-02T09:00:00Z', end: '2026-03-02T10:00:00Z' });
    // Another agency where the owner is still a marketeer: in; one where they are only a client user: out.
    const other = await createCompany(t.db);
    await addMember(t.db, owner.user.id, other.id, 'marketeer');
    const elsewhere = await makeEvent({
      companyId: other.id,
      ownerId: owner.user.id,
      title: 'Bij het andere bureau',
      start: '2026-10-13T09:00:00Z',
      end: '2026-10-13T10:00:00Z',
    });
    const asClient = await createCompany(t.db);
    await addMember(t.db, owner.user.id, asClient.id, 'client');
    const leftTeam = await makeEvent({
      companyId: asClient.id,
      ownerId: owner.user.id,
      title: 'Van een oud team',
      start: '2026-10-13T11:00:00Z',
      end: '2026-10-13T12:00:00Z',
    });

    const text = await buildFeed(t.db, { userId: owner.user.id, appOrigin: 'https://werkplek.example.nl', now: at('2026-10-01T00:00:00Z') });
    const events = eventsOf(text);

    const [one, ...moreOfOne] = ofEvent(events, single);
    expect(moreOfOne).toHaveLength(0);
    expect(one!.uid).toBe(`${single}-${at('2026-10-12T13:00:00Z').getTime()}@werkplek.example.nl`);
    expect(one!.summary).toBe('Bel Bakkerij Jansen');
    expect(one!.description).toBe('Offerte bespreken');
    expect(one!.location).toBe('Kantoor Utrecht');
    expect(one!.status).toBe('TENTATIVE');
    expect(one!.start.toISOString()).toBe('2026-10-12T13:00:00.000Z');
    expect(one!.end!.toISOString()).toBe('2026-10-12T13:30:00.000Z');
    expect(text).toContain('DTSTART:20261012T130000Z');
    expect(text).not.toContain('RRULE');

    // Across the change on 25 October: 07:00 UTC before, 08:00 UTC after, 09:00 in Amsterdam every day.
    const standUps = ofEvent(events, daily).sort((x, y) => x.start.getTime() - y.start.getTime());
    expect(standUps.map((e) => e.start.toISOString())).toEqual([
      '2026-10-23T07:00:00.000Z',
      '2026-10-24T07:00:00.000Z',
      '2026-10-25T08:00:00.000Z',
      '2026-10-26T08:00:00.000Z',
      '2026-10-27T08:00:00.000Z',
    ]);
    expect(standUps.map((e) => amsterdamClock.format(e.start))).toEqual(['09:00', '09:00', '09:00', '09:00', '09:00']);
    expect(standUps.map((e) => amsterdamClock.format(e.end!))).toEqual(['09:15', '09:15', '09:15', '09:15', '09:15']);
    expect(new Set(standUps.map((e) => e.uid)).size).toBe(5);
    expect(standUps.every((e) => e.status === 'CONFIRMED' && !e.rrule)).toBe(true);

    const [whole] = ofEvent(events, allDay);
    expect(whole!.datetype).toBe('date');
    expect(text).toContain('DTSTART;VALUE=DATE:20261015');
    expect(text).toContain('DTEND;VALUE=DATE:20261016');

    expect(ofEvent(events, elsewhere)).toHaveLength(1);
    for (const absent of [ofColleague, tooOld, leftTeam]) expect(ofEvent(events, absent)).toHaveLength(0);
    expect(text).not.toContain('Geheim van een collega');
    expect(text).not.toContain('Van een oud team');
    expect(events).toHaveLength(1 + 5 + 1 + 1);

    // "Alleen deze": the 26th moved to 11:00; it keeps that occurrence's UID, and the series leaves it out.
    const original = at('2026-10-26T08:00:00Z');
    await t.db
      .update(calendarEvents)
      .set({ excludedStarts: [original] })
      .where(eq(calendarEvents.id, daily));
    const moved = await makeEvent({
      companyId: a,
      ownerId: owner.user.id,
      title: 'Stand-up (later)',
      start: '2026-10-26T10:00:00Z',
      end: '2026-10-26T10:15:00Z',
    });
    await t.db.update(calendarEvents).set({ seriesId: daily, originalStart: original }).where(eq(calendarEvents.id, moved));
    const edited = eventsOf(await buildFeed(t.db, { userId: owner.user.id, appOrigin: 'https://werkplek.example.nl', now: at('2026-10-01T00:00:00Z') }));
    const replaced = edited.filter((e) => e.uid === `${daily}-${original.getTime()}@werkplek.example.nl`);
    expect(replaced.map((e) => [e.summary, e.start.toISOString()])).toEqual([['Stand-up (later)', '2026-10-26T10:00:00.000Z']]);
    expect(edited).toHaveLength(1 + 5 + 1 + 1);
  });
});

describe('the feed address', () => {
  it('answers the calendar at a secret address; regenerating and revoking end the old one', async () => {
    const soon = new Date(Date.now() + 86_400_000);
    soon.setUTCMinutes(0, 0, 0);
    const id = await makeEvent({
      companyId: owner.company.id,
      ownerId: owner.user.id,
      title: 'Klantgesprek Fietsenmaker Van Dijk',
      start: soon.toISOString(),
      end: new Date(soon.getTime() + 3_600_000).toISOString(),
    });

    const created = await call('POST', '/api/calendar/feed');
    expect(created.statusCode, created.body).toBe(200);
    const first = created.json<CalendarFeedResponse>();
    const prefix = `${t.env.appOrigin}/api/calendar/feed/`;
    expect(first.url.startsWith(prefix)).toBe(true);
    const secret = first.url.slice(prefix.length, -'.ics'.length);
    expect(first.url.endsWith('.ics')).toBe(true);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a hash is stored.
    const [stored] = await t.db.select().from(calendarSettings).where(eq(calendarSettings.userId, owner.user.id));
    expect(stored!.feedTokenHash).not.toContain(secret);
    expect(stored!.feedTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const path = new URL(first.url).pathname;
    const feed = await call('GET', path, null);
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(feed.headers['cache-control']).toBe('private, max-age=300');
    const [event] = ofEvent(eventsOf(feed.body), id);
    expect(event!.summary).toBe('Klantgesprek Fietsenmaker Van Dijk');
    expect(event!.start.toISOString()).toBe(soon.toISOString());
    // The address without ".ics" works too.
    expect((await call('GET', `/api/calendar/feed/${secret}`, null)).statusCode).toBe(200);

    const settings = (await call('GET', '/api/calendar/settings')).json<CalendarSettings>();
    expect(settings.feed).toEqual({ active: true, createdAt: first.createdAt });

    const again = (await call('POST', '/api/calendar/feed')).json<CalendarFeedResponse>();
    expect(again.url).not.toBe(first.url);
    const old = await call('GET', path, null);
    expect(old.statusCode).toBe(404);
    expect(old.json<{ error: { code: string } }>().error.code).toBe('CALENDAR_FEED_UNKNOWN');
    expect((await call('GET', new URL(again.url).pathname, null)).statusCode).toBe(200);

    const revoked = await call('DELETE', '/api/calendar/feed');
    expect(revoked.statusCode).toBe(204);
    const gone = await call('GET', new URL(again.url).pathname, null);
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ error: { code: string } }>().error.code).toBe('CALENDAR_FEED_UNKNOWN');
    expect((await call('GET', '/api/calendar/settings')).json<CalendarSettings>().feed).toEqual({ active: false, createdAt: null });
  });

  it('answers 404 to made-up and malformed secrets', async () => {
    for (const token of ['AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics', 'kort.ics', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(90)]) {
      const res = await call('GET', `/api/calendar/feed/${token}`, null);
      expect(res.statusCode, token).toBe(404);
    }
  });

  it('is the team’s: a client user cannot make one', async () => {
    const client = await createUser(t.db, { isClient: true, company: owner.company });
    const clientSid = await logInAs(t.app, client);
    expect((await call('POST', '/api/calendar/feed', clientSid)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/calendar/feed', clientSid)).statusCode).toBe(403);
    expect((await call('POST', '/api/calendar/feed', null)).statusCode).toBe(401);
  });
});
