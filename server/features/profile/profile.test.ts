/** Settings → Profiel: GET and PATCH /api/account/profile. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const patch = (token: string, payload: unknown) =>
  t.app.inject({ method: 'PATCH', url: '/api/account/profile', cookies: { sid: token }, payload: payload as object });
const get = (token: string) => t.app.inject({ method: 'GET', url: '/api/account/profile', cookies: { sid: token } });

describe('/api/account/profile', () => {
  it('answers the own profile with the defaults, and /api/auth/me carries language and time zone', async () => {
    const person = await createUser(t.db, { name: 'Sanne Jansen' });
    const token = await logInAs(t.app, person);
    const profile = await get(token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({ name: 'Sanne Jansen', email: person.email, avatarColor: null, language: 'nl', timeZone: 'Europe/Amsterdam' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: token } })).json().user).toMatchObject({
      language: 'nl',
      timeZone: 'Europe/Amsterdam',
    });
  });

  it('changes name, colour, language and time zone, each alone or together', async () => {
    const person = await createUser(t.db);
    const token = await logInAs(t.app, person);
    const changed = await patch(token, { name: '  Sanne   de  Vries ', avatarColor: 'teal', language: 'en', timeZone: 'America/New_York' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Sanne de Vries', avatarColor: 'teal', language: 'en', timeZone: 'America/New_York' });
    expect((await patch(token, { avatarColor: null })).json()).toMatchObject({ avatarColor: null, name: 'Sanne de Vries', language: 'en' });
    expect((await patch(token, {})).json()).toMatchObject({ timeZone: 'America/New_York' });

    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: token } })).json();
    expect(me.user).toMatchObject({ name: 'Sanne de Vries', language: 'en', timeZone: 'America/New_York' });
    // A colleague sees the new name in the member list at once (names are not in the cached actor).
    const colleague = await createUser(t.db, { company: person.company });
    const list = (await t.app.inject({ method: 'GET', url: '/api/company/members', cookies: { sid: await logInAs(t.app, colleague) } })).json();
    expect(list.members.find((m: { id: string }) => m.id === person.user.id)).toMatchObject({ name: 'Sanne de Vries', avatarColor: null });
  });

  it('refuses bad values with a Dutch message and changes nothing', async () => {
    const person = await createUser(t.db, { name: 'Mark Bakker' });
    const token = await logInAs(t.app, person);
    const cases: [unknown, string, string][] = [
      [{ name: '   ' }, 'NAME_REQUIRED', 'Je moet een naam invoeren'],
      [{ name: 'x'.repeat(121) }, 'PROFILE_NAME_TOO_LONG', 'Je naam mag maximaal 120 tekens lang zijn'],
      [{ name: 'Mark\u202eBakker' }, 'TEXT_BIDI_CONTROL', ''],
      [{ name: 'Mark\u0000' }, 'TEXT_INVALID_CHARACTERS', ''],
      [{ name: 42 }, 'NAME_REQUIRED', ''],
      [{ avatarColor: 'hotpink' }, 'AVATAR_COLOR_INVALID', 'Kies een van de kleuren uit de lijst'],
      [{ language: 'de' }, 'LANGUAGE_INVALID', 'Kies Nederlands of English'],
      [{ timeZone: 'Europe/Atlantis' }, 'TIME_ZONE_INVALID', 'Kies een tijdzone uit de lijst'],
      [{ timeZone: '' }, 'TIME_ZONE_INVALID', ''],
      [{ timeZone: 'x'.repeat(10_000) }, 'TIME_ZONE_INVALID', ''],
      [{ timeZone: ['Europe/Amsterdam'] }, 'TIME_ZONE_INVALID', ''],
    ];
    for (const [payload, code, message] of cases) {
      const response = await patch(token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code, JSON.stringify(payload)).toBe(code);
      if (message) expect(response.json().error.message).toBe(message);
    }
    expect((await get(token)).json()).toMatchObject({ name: 'Mark Bakker', avatarColor: null, language: 'nl', timeZone: 'Europe/Amsterdam' });
  });

  it('is for signed-in people only, clients too', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/profile' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/account/profile', payload: { name: 'X' } })).statusCode).toBe(401);
    const client = await createUser(t.db, { isClient: true });
    expect((await patch(await logInAs(t.app, client), { language: 'en' })).json()).toMatchObject({ language: 'en' });
  });
});
