import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createCompany, createUser } from '../../test/factories.js';
import { createTestApp, logInAs, postLogin, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const switchTo = (token: string, companyId: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/active-company', cookies: { sid: token }, payload: { companyId } });

describe('the active company', () => {
  it('switches to another company the user is a member of, for this session', async () => {
    const credentials = await createUser(t.db, { role: 'admin' });
    const second = await createCompany(t.db, 'Tweede Bedrijf');
    await addMember(t.db, credentials.user.id, second.id, 'marketeer');
    const token = await logInAs(t.app, credentials);

    const response = await switchTo(token, second.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().activeCompanyId).toBe(second.id);
    expect(response.json().memberships).toHaveLength(2);

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: token } });
    expect(me.json().activeCompanyId).toBe(second.id);
    const otherSession = await logInAs(t.app, credentials);
    const otherMe = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: otherSession } });
    expect(otherMe.json().activeCompanyId).toBe(credentials.company.id);
  });

  it('refuses a company the user is not a member of with 403 NOT_A_MEMBER', async () => {
    const credentials = await createUser(t.db);
    const foreign = await createUser(t.db);
    const token = await logInAs(t.app, credentials);

    const response = await switchTo(token, foreign.company.id);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'NOT_A_MEMBER', message: 'Je bent geen lid van dit bedrijf.' } });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: token } });
    expect(me.json().activeCompanyId).toBe(credentials.company.id);
  });

  it('needs a session and a valid company id', async () => {
    const credentials = await createUser(t.db);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/auth/active-company',
      payload: { companyId: credentials.company.id },
    });
    expect(anonymous.statusCode).toBe(401);
    const token = await logInAs(t.app, credentials);
    const invalid = await switchTo(token, 'geen-uuid');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { companyId: 'VALIDATION_FAILED' } });
  });

  it('falls back to the first membership when the primary company is not one, and to null without any', async () => {
    const primary = await createCompany(t.db, 'Zonder Lidmaatschap');
    const credentials = await createUser(t.db, { company: primary, memberRole: null });
    const first = await createCompany(t.db, 'AAA Eerste');
    const later = await createCompany(t.db, 'ZZZ Laatste');
    const token = await logInAs(t.app, credentials);
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: token } });
    expect(none.json()).toMatchObject({ memberships: [], activeCompanyId: null });

    await addMember(t.db, credentials.user.id, later.id, 'marketeer');
    await addMember(t.db, credentials.user.id, first.id, 'marketeer');
    // Added behind the app's back: forget the cached actor, as every path that adds a member announces.
    t.app.actors.forgetUser(credentials.user.id);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: token } });
    expect(me.json().activeCompanyId).toBe(first.id);
  });
});

describe('the client status', () => {
  it('comes from users.is_client', async () => {
    const client = await createUser(t.db, { isClient: true });
    const response = await postLogin(t.app, client);
    expect(response.json().user.isClient).toBe(true);
    expect(response.json().memberships[0].role).toBe('client');
  });
});
