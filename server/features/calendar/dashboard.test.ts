/**
 * The calendar's dashboard card (issue 20): my own events still to come today in my time zone, a
 * series by its times, a past contact moment waiting for its outcome marked; a colleague's, an
 * ended or tomorrow's event not. The zone is chosen so that the test's hours all fall on one local
 * day whenever it runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcToZoned } from '../../../common/rules/calendar-time.js';
import type { DashboardTodayResponse } from '../../../common/schemas/dashboard.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { calendarOf, eventBody } from './test-kit.js';

let t: TestApp;
let a: TestAgency;
const hour = 3_600_000;
/** Whole minutes, `hours` from now. */
const at = (hours: number) => new Date(Math.floor((Date.now() + hours * hour) / 60_000) * 60_000).toISOString();
/** A zone where it is between 06:00 and 17:00 now, so now − 5 h … now + 6 h is one local day. */
const zone = ['Pacific/Kiritimati', 'Asia/Tokyo', 'Asia/Kolkata', 'Europe/Amsterdam', 'America/Sao_Paulo', 'America/Chicago', 'Pacific/Honolulu'].find((z) => {
  const local = utcToZoned(new Date(), z).hour;
  return local >= 6 && local < 17;
})!;

async function agendaCard(sid: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/today', cookies: { sid } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DashboardTodayResponse>().cards.find((c) => c.kind === 'agenda')!;
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'alfa');
});
afterAll(() => t.close());

describe('the agenda card on the dashboard', () => {
  it('lists what is still on my calendar today, soonest first; a past call without outcome is marked', async () => {
    expect(zone).toBeDefined();
    // Both readers in the chosen zone (Mark's "today" in his default zone may end before his event).
    for (const sid of [a.tokens.sanne, a.tokens.mark]) {
      const settings = await t.app.inject({
        method: 'PUT',
        url: '/api/calendar/settings',
        cookies: { sid },
        payload: { timeZone: zone, workDays: [1, 2, 3, 4, 5], workStart: '09:00', workEnd: '17:00' },
      });
      expect(settings.statusCode, settings.body).toBe(200);
    }
    const sanne = calendarOf(t, a.tokens.sanne);
    const body = (start: string, minutes: number, extra: Parameters<typeof eventBody>[1] = {}) =>
      eventBody(start, { end: new Date(Date.parse(start) + minutes * 60_000).toISOString(), timeZone: zone, ...extra });
    const later = await sanne.create(body(at(2), 30, { title: 'Later vandaag' }));
    const call = await sanne.create(
      body(at(-2), 15, { kind: 'contact', title: 'Bel Bakkerij', contact: { type: 'telefoon', phone: '0612345678' }, ownerId: a.sanne.user.id }),
    );
    const now = await sanne.create(body(at(-0.5), 60, { title: 'Loopt nu' }));
    await sanne.create(body(at(-4), 60, { title: 'Al voorbij' }));
    await sanne.create(body(at(30), 60, { title: 'Morgen of later' }));
    await calendarOf(t, a.tokens.mark).create(body(at(3), 60, { title: 'Van Mark', ownerId: a.mark.user.id }));

    const card = await agendaCard(a.tokens.sanne);
    expect(card.items.map((i) => i.title)).toEqual(['Bel Bakkerij', 'Loopt nu', 'Later vandaag']);
    expect(card.total).toBe(3);
    expect(card.items[0]).toMatchObject({ tone: 'warning', tags: ['contact', 'outcomeDue', 'telefoon'], href: `/calender?event=${call.id}` });
    expect(card.items[1]).toMatchObject({ tone: null, tags: ['internal'], id: now.id, at: now.start });
    expect(card.items[2]!.href).toBe(`/calender?event=${later.id}`);
    expect((await agendaCard(a.tokens.mark)).items.map((i) => i.title)).toEqual(['Van Mark']);
  });
});
