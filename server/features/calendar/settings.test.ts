/**
 * A user's calendar settings (issue 20): the defaults without a row, saving the whole set (work
 * days deduplicated and sorted), each bad value refused with its own field code, per user (a
 * colleague keeps theirs, another company shows the same), `settingsOf` / `workingHoursOf` for
 * other features, and the team only (clients 403, anonymous 401).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarSettings } from '../../../common/schemas/calendar.js';
import { addMember, createCompany, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { settingsOf, timeZonesOf, workingHoursOf } from './settings.js';

let t: TestApp;
let sanne: TestUser;
let mark: TestUser;
let sids: { sanne: string; mark: string };

beforeAll(async () => {
  t = await createTestApp();
  sanne = await createUser(t.db, { name: 'Sanne Visser' });
  mark = await createUser(t.db, { company: sanne.company, name: 'Mark de Vries' });
  sids = { sanne: await logInAs(t.app, sanne), mark: await logInAs(t.app, mark) };
});

afterAll(async () => {
  await t?.close();
});

const call = (sid: string | null, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({ method, url: '/api/calendar/settings', ...(sid ? { cookies: { sid } } : {}), ...(payload ? { payload } : {}) });

const errorOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;

const valid = { timeZone: 'Europe/London', workDays: [5, 1, 3, 1], workStart: '08:30', workEnd: '16:00' };

describe('calendar settings', () => {
  it('start at the defaults and save the whole set for this user only', async () => {
    const before = await call(sids.sanne, 'GET');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<CalendarSettings>()).toEqual({
      timeZone: 'Europe/Amsterdam',
      workDays: [1, 2, 3, 4, 5],
      workStart: '09:00',
      workEnd: '17:00',
      feed: { active: false, createdAt: null },
    });

    const saved = await call(sids.sanne, 'PUT', valid);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { timeZone: 'Europe/London', workDays: [1, 3, 5], workStart: '08:30', workEnd: '16:00' };
    expect(saved.json<CalendarSettings>()).toMatchObject(expected);
    expect((await call(sids.sanne, 'GET')).json<CalendarSettings>()).toMatchObject(expected);

    // A colleague keeps the defaults.
    expect((await call(sids.mark, 'GET')).json<CalendarSettings>().timeZone).toBe('Europe/Amsterdam');

    // Per user, not per company: the same in another agency.
    const other = await createCompany(t.db);
    await addMember(t.db, sanne.user.id, other.id, 'admin');
    expect(await settingsOf(t.db, sanne.user.id)).toEqual(expected);
    expect(await workingHoursOf(t.db, sanne.user.id)).toEqual({ days: [1, 3, 5], start: '08:30', end: '16:00', timeZone: 'Europe/London' });
    expect(await workingHoursOf(t.db, mark.user.id)).toEqual({ days: [1, 2, 3, 4, 5], start: '09:00', end: '17:00', timeZone: 'Europe/Amsterdam' });
    const zones = await timeZonesOf(t.db, [sanne.user.id, mark.user.id]);
    expect([zones.get(sanne.user.id), zones.get(mark.user.id)]).toEqual(['Europe/London', 'Europe/Amsterdam']);

    // Saving again overwrites.
    const back = await call(sids.sanne, 'PUT', { ...valid, timeZone: 'Europe/Amsterdam', workDays: [1, 2, 3, 4, 5, 6, 7], workEnd: '24:00' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<CalendarSettings>()).toMatchObject({ timeZone: 'Europe/Amsterdam', workDays: [1, 2, 3, 4, 5, 6, 7], workEnd: '24:00' });
  });

  it('refuse each bad value with its own field code, and keep what was saved', async () => {
    await call(sids.mark, 'PUT', valid);
    const cases: [object, string, string][] = [
      [{ timeZone: 'Europe/Atlantis' }, 'timeZone', 'CALENDAR_TIME_ZONE_INVALID'],
      [{ timeZone: 'x'.repeat(500) }, 'timeZone', 'CALENDAR_TIME_ZONE_INVALID'],
      [{ workDays: [] }, 'workDays', 'CALENDAR_WORK_DAYS_INVALID'],
      [{ workDays: [0, 1] }, 'workDays.0', 'CALENDAR_WORK_DAYS_INVALID'],
      [{ workDays: [8] }, 'workDays.0', 'CALENDAR_WORK_DAYS_INVALID'],
      [{ workStart: '25:00' }, 'workStart', 'CALENDAR_WORK_HOURS_INVALID'],
      [{ workStart: '9:00' }, 'workStart', 'CALENDAR_WORK_HOURS_INVALID'],
      [{ workStart: '17:00', workEnd: '09:00' }, 'workEnd', 'CALENDAR_WORK_HOURS_INVALID'],
      [{ workEnd: '16:00', workStart: '16:00' }, 'workEnd', 'CALENDAR_WORK_HOURS_INVALID'],
    ];
    for (const [change, field, code] of cases) {
      const res = await call(sids.mark, 'PUT', { ...valid, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(errorOf(res).fields?.[field], `${JSON.stringify(change)}: ${res.body}`).toBe(code);
    }
    for (const hostile of [{ ...valid, workDays: 'maandag' }, { ...valid, workStart: 900 }, { timeZone: 'Europe/Amsterdam' }, []]) {
      expect((await call(sids.mark, 'PUT', hostile)).statusCode, JSON.stringify(hostile)).toBe(400);
    }
    expect((await call(sids.mark, 'GET')).json<CalendarSettings>()).toMatchObject({ timeZone: 'Europe/London', workDays: [1, 3, 5] });
  });

  it('are the team’s: a client user gets 403, anonymous 401', async () => {
    const client = await createUser(t.db, { isClient: true, company: sanne.company });
    const clientSid = await logInAs(t.app, client);
    expect((await call(clientSid, 'GET')).statusCode).toBe(403);
    expect((await call(clientSid, 'PUT', valid)).statusCode).toBe(403);
    expect((await call(null, 'GET')).statusCode).toBe(401);
    expect((await call(null, 'PUT', valid)).statusCode).toBe(401);
  });
});
