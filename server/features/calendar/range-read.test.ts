/**
 * The calendar's range read over 20,000 events of one agency (a fifth of them recurring: daily,
 * weekly and monthly series) over two years: a week's read (with its shortcut for monthly series)
 * agrees with a month's. Its speed is measured by `npm run bench calendar`, not here.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readRange } from './read-events.js';
import { createCalendarRegistry } from './registry.js';

let t: TestApp;
let owner: TestUser;
const singles = 16_000;
const series = 4_000;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db, { role: 'admin' });
  const company = owner.company.id;
  await t.db.execute(sql`insert into clients (company_id, name) select ${company}, 'Klant ' || i from generate_series(1, 40) i`);
  // Single events: spread over 2026 and 2027 between 08:00 and 17:00 UTC, an hour long, a fifth of them appointments.
  await t.db.execute(sql`
    insert into calendar_events (company_id, kind, title, starts_at, ends_at, last_ends_at, time_zone, owner_id, created_by, client_id)
    select ${company}, (array['internal', 'appointment', 'contact', 'internal', 'internal'])[1 + i % 5], 'Afspraak ' || i,
      s, s + interval '1 hour', s + interval '1 hour', 'Europe/Amsterdam', ${owner.user.id}, ${owner.user.id},
      case when i % 5 = 1 then (select id from clients where company_id = ${company} order by name limit 1 offset (i % 40)) end
    from (select i, timestamptz '2026-01-01 08:00Z' + make_interval(days => i % 730, hours => i % 9) as s from generate_series(1, ${singles}) i) x`);
  // Series: daily ×10, weekly on Monday and Thursday ×12, monthly ×12, starting over the same two years.
  await t.db.execute(sql`
    insert into calendar_events (company_id, kind, title, starts_at, ends_at, last_ends_at, rrule, time_zone, owner_id, created_by)
    select ${company}, 'internal', 'Reeks ' || i, s, s + interval '30 minutes',
      s + interval '30 minutes' + case i % 3 when 0 then interval '9 days' when 1 then interval '6 weeks' else interval '11 months' end,
      case i % 3 when 0 then 'FREQ=DAILY;INTERVAL=1;COUNT=10' when 1 then 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TH;COUNT=12' else 'FREQ=MONTHLY;INTERVAL=1;COUNT=12' end,
      'Europe/Amsterdam', ${owner.user.id}, ${owner.user.id}
    from (select i, timestamptz '2026-01-05 09:00Z' + make_interval(days => (i * 7) % 730) as s from generate_series(1, ${series}) i) x`);
  await t.db.execute(sql`analyze calendar_events`);
}, 120_000);
afterAll(() => t.close());

const reader = () => ({ userId: owner.user.id, companyId: owner.company.id, role: 'admin' as const });

describe(`a calendar of ${(singles + series).toLocaleString('nl-NL')} events`, () => {
  it("answers for a week what a month's read has in that week, a month whole", { timeout: 60_000 }, async () => {
    const registry = createCalendarRegistry();
    const month = await readRange(t.db, registry, reader(), { from: '2027-03-01T00:00:00.000Z', to: '2027-04-01T00:00:00.000Z' });
    const week = await readRange(t.db, registry, reader(), { from: '2027-03-08T00:00:00.000Z', to: '2027-03-15T00:00:00.000Z' });
    expect(month.truncated).toBe(false);
    expect(week.events.length).toBeGreaterThan(100);
    expect(month.events.length).toBeGreaterThan(week.events.length);
    // The week's read (which skips monthly series off its days) answers what the month's read has in that week.
    const inWeek = month.events.filter((e) => e.start < '2027-03-15T00:00:00.000Z' && e.end > '2027-03-08T00:00:00.000Z');
    expect(week.events.map((e) => e.key)).toEqual(inWeek.map((e) => e.key));
    // By start, then by key; every series time once.
    const keys = month.events.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(month.events.every((e, i) => i === 0 || month.events[i - 1]!.start <= e.start)).toBe(true);
    expect(month.events.some((e) => e.kind === 'appointment' && e.clientId !== null)).toBe(true);
    expect(month.clients.length).toBeGreaterThan(0);
  });
});

describe('the range read answer', () => {
  it('carries any title, empty fields and a series with cancelled times unchanged', async () => {
    const company = owner.company.id;
    const title = 'Bel "Jan" \\ 50% — €5, {ok}; [a] 🎉\u00a0x';
    await t.db.execute(sql`
      insert into calendar_events (company_id, kind, title, starts_at, ends_at, last_ends_at, time_zone, all_day, contact_type, contact_priority)
      values (${company}, 'contact', ${title}, '2029-05-02T10:00Z', '2029-05-02T10:30Z', '2029-05-02T10:30Z', 'Europe/Amsterdam', false, 'telefoon', 'hoog')`);
    await t.db.execute(sql`
      insert into calendar_events (company_id, kind, title, starts_at, ends_at, last_ends_at, rrule, excluded_starts, time_zone, all_day, owner_id, created_by)
      values (${company}, 'internal', 'Dagstart', '2029-05-01T07:00Z', '2029-05-01T07:15Z', '2029-05-05T07:15Z', 'FREQ=DAILY;INTERVAL=1;COUNT=5',
        array['2029-05-02T07:00Z', '2029-05-04T07:00Z']::timestamptz[], 'Europe/Amsterdam', false, ${owner.user.id}, ${owner.user.id})`);
    const answer = await readRange(t.db, createCalendarRegistry(), reader(), { from: '2029-05-01T00:00:00.000Z', to: '2029-05-08T00:00:00.000Z' });
    const contact = answer.events.find((e) => e.kind === 'contact')!;
    expect(contact).toMatchObject({
      title,
      ownerId: null,
      clientId: null,
      seriesId: null,
      occurrenceStart: null,
      contactType: 'telefoon',
      contactPriority: 'hoog',
      allDay: false,
    });
    expect(contact.start).toBe('2029-05-02T10:00:00.000Z');
    const daily = answer.events.filter((e) => e.title === 'Dagstart');
    expect(daily.map((e) => e.start)).toEqual(['2029-05-01T07:00:00.000Z', '2029-05-03T07:00:00.000Z', '2029-05-05T07:00:00.000Z']);
    expect(daily[1]).toMatchObject({
      occurrenceStart: '2029-05-03T07:00:00.000Z',
      ownerId: owner.user.id,
      key: `${daily[1]!.eventId}@${Date.parse('2029-05-03T07:00:00.000Z')}`,
    });
    expect(answer.people.map((p) => p.id)).toEqual([owner.user.id]);
  });
});
