/**
 * The client portal's isolation (issue 19): two clients of one agency and a second agency. A client
 * user sees only the clients they are linked to — every client-scoped read tried with the other
 * client's id, the other agency's id, and by a client user on the team's routes, is refused; a
 * contact linked to two clients sees both and only those. Also: inviting a contact to the portal
 * (a new account and an existing client user), the overview's parts, "Bekijk als klant".
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalMeResponse, PortalOverviewResponse } from '../../../common/schemas/clients.js';
import { companyUsers, users } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createAdAccount, createUser, uniqueEmail } from '../../test/factories.js';
import { latestMail, linkIn } from '../../test/outbox.js';
import { createTestApp, logInAs, sessionCookieOf, testAppOrigin, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';

let t: TestApp;
let a: TestAgency;
let b: TestAgency;
/** Clients of agency A: the client user is a contact of `mine` (with portal access), not of `theirs`. */
let mine: string;
let theirs: string;
let foreign: string;

const get = (sid: string, url: string) => t.app.inject({ method: 'GET', url, cookies: { sid } });

async function tokenFor(email: string): Promise<string> {
  const link = linkIn(await latestMail(t.db, email, 'client-invitation'), `${testAppOrigin}/set-password#token=`);
  return decodeURIComponent(link.split('#token=')[1]!);
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'alfa');
  b = await createAgency(t, 'beta');
  const api = clientsOf(t, a.tokens.sanne);
  mine = (await api.create({ name: 'Mijn Bakkerij', managerIds: [a.sanne.user.id] })).id;
  theirs = (await api.create({ name: 'Andere Klant' })).id;
  foreign = (await clientsOf(t, b.tokens.sanne).create({ name: 'Klant van B' })).id;
  // The agency's client user gets `mine` as an existing client member: linked at once.
  const contact = await api.addContact(mine, { name: a.client.user.name, email: a.client.email });
  expect((await api.invite(mine, contact.id)).portal.status).toBe('active');
});
afterAll(() => t.close());

describe('isolation', () => {
  it('a client user reads only their own client; another client of the agency and another agency are unknown', async () => {
    const me = (await get(a.tokens.client, '/api/portal/me')).json<PortalMeResponse>();
    expect(me.clients.map((c) => c.id)).toEqual([mine]);
    expect(me.agency).toMatchObject({ name: a.admin.company.name, logoUrl: null, brandColor: null });
    expect((await get(a.tokens.client, `/api/portal/clients/${mine}/overview`)).statusCode).toBe(200);
    for (const id of [theirs, foreign, '00000000-0000-4000-8000-000000000000']) {
      const res = await get(a.tokens.client, `/api/portal/clients/${id}/overview`);
      expect([id, res.statusCode]).toEqual([id, 404]);
    }
  });

  it('a client user gets 403 on every team route, also for their own client', async () => {
    const api = clientsOf(t, a.tokens.client);
    const tries = [
      api.call('GET', '/api/clients'),
      api.call('POST', '/api/clients', { name: 'Eigen klant' }),
      api.call('GET', `/api/clients/${mine}`),
      api.call('PATCH', `/api/clients/${mine}`, { name: 'Overgenomen' }),
      api.call('GET', `/api/clients/${mine}/activity`),
      api.call('GET', `/api/clients/${mine}/portal-preview`),
      api.call('POST', `/api/clients/${mine}/contacts`, { name: 'Ik' }),
      api.call('GET', '/api/accounts'),
      api.call('GET', '/api/notes'),
      api.call('GET', '/api/checklists'),
      api.call('GET', '/api/search?q=bakk'),
      api.call('GET', '/api/company/branding'),
    ];
    for (const res of await Promise.all(tries)) expect(res.statusCode).toBe(403);
  });

  it('the team reads every client of its company through the portal preview, never another agency’s; the portal itself is not theirs', async () => {
    const preview = await get(a.tokens.mark, `/api/clients/${theirs}/portal-preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ me: { clients: [{ id: theirs }] }, overview: { client: { id: theirs } } });
    expect((await get(a.tokens.mark, `/api/clients/${foreign}/portal-preview`)).statusCode).toBe(404);
    expect((await get(a.tokens.mark, `/api/portal/clients/${mine}/overview`)).statusCode).toBe(403);
    expect((await get(b.tokens.client, `/api/portal/clients/${mine}/overview`)).statusCode).toBe(404);
  });

  it('an archived client leaves the portal; restored, it is back', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    expect((await api.call('PUT', `/api/clients/${mine}/status`, { status: 'archived' })).statusCode).toBe(200);
    expect((await get(a.tokens.client, '/api/portal/me')).json<PortalMeResponse>().clients).toEqual([]);
    expect((await get(a.tokens.client, `/api/portal/clients/${mine}/overview`)).statusCode).toBe(404);
    expect((await api.call('PUT', `/api/clients/${mine}/status`, { status: 'active' })).statusCode).toBe(200);
    expect((await get(a.tokens.client, '/api/portal/me')).json<PortalMeResponse>().clients.map((c) => c.id)).toEqual([mine]);
  });
});

describe('inviting a contact to the portal', () => {
  it('a new person accepts the mailed invitation: a client account linked to that client only', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const email = uniqueEmail('contact');
    const contact = await api.addContact(theirs, { name: 'Nieuwe Contactpersoon', email });
    const invited = await api.invite(theirs, contact.id);
    expect(invited.portal).toMatchObject({ status: 'invited', lastSignInAt: null });
    const mail = await latestMail(t.db, email, 'client-invitation');
    expect(mail?.subject).toBe(`Je klantportaal bij ${a.admin.company.name}`);
    // In the agency's name and colour (no logo uploaded here: its name heads the mail).
    expect(mail?.html).toContain(`>${a.admin.company.name}</p>`);
    expect(mail?.text).toContain('Andere Klant');

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation/accept',
      payload: { token: await tokenFor(email), name: 'Nieuwe Contactpersoon', password: 'Klant#Portaal1', confirmPassword: 'Klant#Portaal1' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json()).toMatchObject({ user: { isClient: true }, memberships: [{ companyId: a.admin.company.id, role: 'client' }] });
    const sid = sessionCookieOf(accepted);
    expect((await get(sid, '/api/portal/me')).json<PortalMeResponse>().clients.map((c) => c.id)).toEqual([theirs]);
    expect((await get(sid, `/api/portal/clients/${mine}/overview`)).statusCode).toBe(404);
    const after = (await api.detail(theirs)).contacts.find((c) => c.id === contact.id);
    expect(after?.portal.status).toBe('active');
    const overview = (await get(sid, `/api/portal/clients/${theirs}/overview`)).json<PortalOverviewResponse>();
    expect(overview.activity.map((x) => [x.kind, x.data.contact])).toEqual([['contact.joined', 'Nieuwe Contactpersoon']]);
  });

  it('a person invited for two clients before accepting gets both', async () => {
    const api = clientsOf(t, a.tokens.mark);
    const email = uniqueEmail('twee');
    const first = await api.create({ name: `Eerste ${Date.now()}` });
    const second = await api.create({ name: `Tweede ${Date.now()}` });
    const c1 = await api.addContact(first.id, { name: 'Twee Petten', email });
    const c2 = await api.addContact(second.id, { name: 'Twee Petten', email });
    await api.invite(first.id, c1.id);
    await api.invite(second.id, c2.id);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation/accept',
      payload: { token: await tokenFor(email), name: 'Twee Petten', password: 'Klant#Portaal1', confirmPassword: 'Klant#Portaal1' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const me = (await get(sessionCookieOf(accepted), '/api/portal/me')).json<PortalMeResponse>();
    expect(me.clients.map((c) => c.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('refuses a contact without an address, an active one, and a member of the team', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const noMail = await api.addContact(theirs, { name: 'Zonder Adres' });
    const res1 = await api.call('POST', `/api/clients/${theirs}/contacts/${noMail.id}/invite`);
    expect([res1.statusCode, res1.json().error.code]).toEqual([400, 'CLIENT_CONTACT_EMAIL_NEEDED']);
    const colleague = await api.addContact(theirs, { name: 'Collega', email: a.mark.email });
    const res2 = await api.call('POST', `/api/clients/${theirs}/contacts/${colleague.id}/invite`);
    expect([res2.statusCode, res2.json().error.code]).toEqual([409, 'CLIENT_CONTACT_IS_TEAM_MEMBER']);
    const linked = (await api.detail(mine)).contacts.find((c) => c.portal.status === 'active')!;
    const res3 = await api.call('POST', `/api/clients/${mine}/contacts/${linked.id}/invite`);
    expect([res3.statusCode, res3.json().error.code]).toEqual([409, 'CLIENT_CONTACT_ALREADY_ACTIVE']);
  });

  it('an existing client user of the agency gets another client at once, with a mail, and switches between them', async () => {
    const person = await createUser(t.db, { isClient: true, company: a.admin.company, name: 'Vaste Klant' });
    const api = clientsOf(t, a.tokens.sanne);
    const first = await api.create({ name: `Vast Een ${Date.now()}` });
    const second = await api.create({ name: `Vast Twee ${Date.now()}` });
    for (const id of [first.id, second.id]) {
      const contact = await api.addContact(id, { name: 'Vaste Klant', email: person.email });
      expect((await api.invite(id, contact.id)).portal.status).toBe('active');
    }
    expect((await latestMail(t.db, person.email, 'client-access'))?.subject).toContain('staat nu in je klantportaal');
    const sid = await logInAs(t.app, person);
    const me = (await get(sid, '/api/portal/me')).json<PortalMeResponse>();
    expect(me.clients.map((c) => c.id).sort()).toEqual([first.id, second.id].sort());
    for (const id of [first.id, second.id]) expect((await get(sid, `/api/portal/clients/${id}/overview`)).statusCode).toBe(200);
    expect((await get(sid, `/api/portal/clients/${mine}/overview`)).statusCode).toBe(404);
    const [membership] = await t.db.select({ role: companyUsers.role }).from(companyUsers).where(eq(companyUsers.userId, person.user.id));
    expect(membership?.role).toBe('client');
    const [row] = await t.db.select({ isClient: users.isClient }).from(users).where(eq(users.id, person.user.id));
    expect(row?.isClient).toBe(true);
  });
});

describe('the overview', () => {
  it('shows the account managers, no waiting actions yet, and only the activity the client may see', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const account = await createAdAccount(t.db, a.admin.company.id, { name: 'Meta Bakkerij' });
    await api.link(mine, account.id);
    await api.call('PATCH', `/api/clients/${mine}`, { notes: 'Intern: betaalt laat' });
    const overview = (await get(a.tokens.client, `/api/portal/clients/${mine}/overview`)).json<PortalOverviewResponse>();
    expect(overview.client).toMatchObject({ id: mine, name: 'Mijn Bakkerij' });
    expect(overview.managers.map((m) => m.id)).toEqual([a.sanne.user.id]);
    expect(overview.actionRequired).toEqual([]);
    expect(overview.activity.map((x) => x.kind)).toEqual(['account.linked', 'contact.joined']);
    expect(JSON.stringify(overview)).not.toContain('betaalt laat');
  });
});
