/**
 * Clients (issue 19) through the API: create with every field checked and normalised, the list
 * (search, status, account manager, counts, pages), edits that keep the spec's client_name texts
 * filled, archive and restore, delete (admins, name typed again), contacts, and linked accounts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAccounts, clientContacts, clients, notes, notifications } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createAdAccount } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clientsOf } from './test-kit.js';

let t: TestApp;
let a: TestAgency;
let b: TestAgency;

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'alfa');
  b = await createAgency(t, 'beta');
});
afterAll(() => t.close());

const codeOf = (res: { json: () => unknown }) => (res.json() as { error: { code: string; fields?: Record<string, string> } }).error;

describe('creating and editing a client', () => {
  it('stores every field normalised and answers it with its account managers', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const made = await api.create({
      name: '  Bakkerij   De Korrel ',
      code: 'korr',
      color: 'amber',
      website: 'www.dekorrel.nl',
      kvkNumber: '1234 5678',
      vatNumber: 'nl 1234.56.789 b01',
      addressLine: 'Dorpsstraat 1',
      postalCode: '1234ab',
      city: 'Utrecht',
      notes: 'Belt liever dan mailt.',
      managerIds: [a.sanne.user.id, a.mark.user.id],
    });
    expect(made).toMatchObject({
      name: 'Bakkerij De Korrel',
      code: 'KORR',
      color: 'amber',
      website: 'https://www.dekorrel.nl',
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B01',
      postalCode: '1234 AB',
      country: 'NL',
      status: 'active',
    });
    expect(made.managers.map((m) => m.id).sort()).toEqual([a.sanne.user.id, a.mark.user.id].sort());
  });

  it('names each wrong field with its Dutch code and keeps nothing', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'CLIENT_NAME_REQUIRED'],
      [{ name: 'x'.repeat(121) }, 'name', 'CLIENT_NAME_TOO_LONG'],
      [{ name: 'K', code: 'A' }, 'code', 'CLIENT_CODE_INVALID'],
      [{ name: 'K', color: 'paars' }, 'color', 'CLIENT_COLOR_INVALID'],
      [{ name: 'K', website: 'javascript:alert(1)' }, 'website', 'CLIENT_WEBSITE_INVALID'],
      [{ name: 'K', kvkNumber: '123' }, 'kvkNumber', 'CLIENT_KVK_INVALID'],
      [{ name: 'K', vatNumber: 'NL123' }, 'vatNumber', 'CLIENT_VAT_INVALID'],
      [{ name: 'K', postalCode: '12345' }, 'postalCode', 'CLIENT_POSTAL_CODE_INVALID'],
      [{ name: 'K', country: 'XX' }, 'country', 'CLIENT_COUNTRY_INVALID'],
      [{ name: 'K', notes: 'x'.repeat(5001) }, 'notes', 'CLIENT_NOTES_TOO_LONG'],
      [{ name: 'K', managerIds: [a.client.user.id] }, 'managerIds', 'CLIENT_MANAGER_UNKNOWN'],
      [{ name: 'K', managerIds: [b.sanne.user.id] }, 'managerIds', 'CLIENT_MANAGER_UNKNOWN'],
      [{ name: 'K\u0000' }, 'name', 'TEXT_INVALID_CHARACTERS'],
    ];
    const before = (await api.list('status=all')).clients.length;
    for (const [body, field, code] of cases) {
      const res = await api.call('POST', '/api/clients', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(res).fields?.[field], JSON.stringify(body)).toBe(code);
    }
    // A Belgian postal code is fine once the country says so.
    expect((await api.create({ name: `Frituur ${Date.now()}`, country: 'BE', postalCode: '2000' })).postalCode).toBe('2000');
    expect((await api.list('status=all')).clients.length).toBe(before + 1);
  });

  it('refuses a second client with the same name (any case) or code in the company, not in another company', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    await api.create({ name: 'Garage Hendriks', code: 'GARA' });
    const sameName = await api.call('POST', '/api/clients', { name: 'garage HENDRIKS' });
    expect([sameName.statusCode, codeOf(sameName).fields]).toEqual([409, { name: 'CLIENT_NAME_TAKEN' }]);
    const sameCode = await api.call('POST', '/api/clients', { name: 'Garage Twee', code: 'gara' });
    expect([sameCode.statusCode, codeOf(sameCode).fields]).toEqual([409, { code: 'CLIENT_CODE_TAKEN' }]);
    await clientsOf(t, b.tokens.sanne).create({ name: 'Garage Hendriks', code: 'GARA' });
  });

  it('a new name is written into the client_name texts of its accounts, notes and notifications', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const made = await api.create({ name: 'Kapsalon Knip' });
    const account = await createAdAccount(t.db, a.admin.company.id);
    await api.link(made.id, account.id);
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      cookies: { sid: a.tokens.sanne },
      payload: { adAccountId: account.id, title: 'Knipbeurt actie' },
    });
    expect(note.statusCode).toBe(201);
    const noteId = note.json<{ note: { id: string } }>().note.id;
    await t.db.update(notes).set({ clientId: made.id }).where(eq(notes.id, noteId));
    await t.db
      .insert(notifications)
      .values({ type: 'notitie', title: 'x', recipientId: a.mark.user.id, companyId: a.admin.company.id, clientId: made.id, clientName: 'Kapsalon Knip' });

    const renamed = await api.call('PATCH', `/api/clients/${made.id}`, { name: 'Kapsalon Knip & Go' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const [accountRow] = await t.db.select({ name: adAccounts.clientName }).from(adAccounts).where(eq(adAccounts.id, account.id));
    const [noteRow] = await t.db.select({ name: notes.clientName }).from(notes).where(eq(notes.id, noteId));
    const [notificationRow] = await t.db.select({ name: notifications.clientName }).from(notifications).where(eq(notifications.clientId, made.id));
    expect([accountRow?.name, noteRow?.name, notificationRow?.name]).toEqual(['Kapsalon Knip & Go', 'Kapsalon Knip & Go', 'Kapsalon Knip & Go']);
  });

  it('a new country re-checks the postal code it keeps; null clears a field', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const made = await api.create({ name: `Bloemist ${Date.now()}`, postalCode: '1234 AB', website: 'bloemist.nl' });
    const toBelgium = await api.call('PATCH', `/api/clients/${made.id}`, { country: 'BE' });
    expect([toBelgium.statusCode, codeOf(toBelgium).fields]).toEqual([400, { postalCode: 'CLIENT_POSTAL_CODE_INVALID' }]);
    const both = await api.call('PATCH', `/api/clients/${made.id}`, { country: 'BE', postalCode: '1000', website: null });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.json<{ client: { country: string; postalCode: string; website: string | null } }>().client).toMatchObject({
      country: 'BE',
      postalCode: '1000',
      website: null,
    });
  });
});

describe('the list', () => {
  it('searches name and code, filters by status and account manager, and counts accounts, contacts and open notes', async () => {
    const agency = await createAgency(t, 'lijst');
    const api = clientsOf(t, agency.tokens.sanne);
    const bakker = await api.create({ name: 'Bakker Bart', code: 'BART', managerIds: [agency.mark.user.id] });
    const slager = await api.create({ name: 'Slager Sam', managerIds: [agency.sanne.user.id] });
    const oud = await api.create({ name: 'Oud Bedrijf' });
    expect((await api.call('PUT', `/api/clients/${oud.id}/status`, { status: 'archived' })).statusCode).toBe(200);
    const account = await createAdAccount(t.db, agency.admin.company.id);
    await api.link(bakker.id, account.id);
    await api.addContact(bakker.id, { name: 'Bart', email: 'bart@bakker.nl' });
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      cookies: { sid: agency.tokens.sanne },
      payload: { adAccountId: account.id, title: 'Open vraag' },
    });
    expect(note.statusCode).toBe(201);

    const names = (list: { clients: { name: string }[] }) => list.clients.map((c) => c.name);
    expect(names(await api.list())).toEqual(['Bakker Bart', 'Slager Sam']);
    expect(names(await api.list('status=archived'))).toEqual(['Oud Bedrijf']);
    expect(names(await api.list('status=all'))).toEqual(['Bakker Bart', 'Oud Bedrijf', 'Slager Sam']);
    expect(names(await api.list('q=slag'))).toEqual(['Slager Sam']);
    expect(names(await api.list('q=bart'))).toEqual(['Bakker Bart']);
    expect(names(await api.list('q=100%25'))).toEqual([]);
    expect(names(await api.list(`manager=${agency.mark.user.id}`))).toEqual(['Bakker Bart']);
    const row = (await api.list()).clients.find((c) => c.id === bakker.id)!;
    expect(row).toMatchObject({ accountCount: 1, contactCount: 1, openItemCount: 1, code: 'BART' });
    expect(row.managers.map((m) => m.id)).toEqual([agency.mark.user.id]);
    expect((await api.list()).clients.find((c) => c.id === slager.id)).toMatchObject({ accountCount: 0, contactCount: 0, openItemCount: 0 });
  });

  it('pages by name with a cursor, and refuses a cursor it did not make', async () => {
    const agency = await createAgency(t, 'paging');
    const api = clientsOf(t, agency.tokens.sanne);
    for (const name of ['Anker', 'Beuk', 'Ceder', 'Den', 'Eik']) await api.create({ name });
    const first = await api.list('limit=2');
    expect(first.clients.map((c) => c.name)).toEqual(['Anker', 'Beuk']);
    const second = await api.list(`limit=2&cursor=${first.nextCursor}`);
    expect(second.clients.map((c) => c.name)).toEqual(['Ceder', 'Den']);
    const third = await api.list(`limit=2&cursor=${second.nextCursor}`);
    expect([third.clients.map((c) => c.name), third.nextCursor]).toEqual([['Eik'], null]);
    expect((await api.call('GET', '/api/clients?cursor=bm90LWEtY3Vyc29y')).statusCode).toBe(400);
  });
});

describe('archive, restore and delete', () => {
  it('archiving keeps the data and stops additions; restoring allows them again', async () => {
    const api = clientsOf(t, a.tokens.mark);
    const made = await api.create({ name: `Archief ${Date.now()}` });
    await api.addContact(made.id, { name: 'Blijft' });
    expect((await api.call('PUT', `/api/clients/${made.id}/status`, { status: 'archived' })).json()).toMatchObject({ client: { status: 'archived' } });
    const refused = await api.call('POST', `/api/clients/${made.id}/contacts`, { name: 'Nieuw' });
    expect([refused.statusCode, codeOf(refused).code]).toEqual([409, 'CLIENT_ARCHIVED']);
    expect((await api.detail(made.id)).contacts.map((c) => c.name)).toEqual(['Blijft']);
    expect((await api.call('PUT', `/api/clients/${made.id}/status`, { status: 'active' })).json()).toMatchObject({
      client: { status: 'active', archivedAt: null },
    });
    await api.addContact(made.id, { name: 'Nieuw' });
    const kinds = (await api.call('GET', `/api/clients/${made.id}/activity`)).json<{ activities: { kind: string }[] }>().activities.map((x) => x.kind);
    expect(kinds).toEqual(['contact.added', 'client.restored', 'client.archived', 'contact.added', 'client.created']);
  });

  it('the pickers offer the active clients by name, not archived ones or another company’s', async () => {
    const api = clientsOf(t, a.tokens.mark);
    const stamp = Date.now();
    const zulu = await api.create({ name: `zulu picker ${stamp}` });
    const alpha = await api.create({ name: `Alpha picker ${stamp}` });
    const gone = await api.create({ name: `Beta picker ${stamp}` });
    await api.call('PUT', `/api/clients/${gone.id}/status`, { status: 'archived' });
    await clientsOf(t, b.tokens.mark).create({ name: `Gamma picker ${stamp}` });
    const res = await api.call('GET', '/api/clients/options');
    expect(res.statusCode).toBe(200);
    const mine = res.json<{ clients: { id: string; name: string }[] }>().clients.filter((c) => c.name.includes(`picker ${stamp}`));
    expect(mine).toEqual([
      { id: alpha.id, name: alpha.name },
      { id: zulu.id, name: zulu.name },
    ]);
  });

  it('removing a contact is on the timeline', async () => {
    const api = clientsOf(t, a.tokens.mark);
    const made = await api.create({ name: `Contactweg ${Date.now()}` });
    const contact = await api.addContact(made.id, { name: 'Vertrekt' });
    expect((await api.call('DELETE', `/api/clients/${made.id}/contacts/${contact.id}`)).statusCode).toBe(204);
    const activities = (await api.call('GET', `/api/clients/${made.id}/activity`)).json<{ activities: { kind: string; data: unknown }[] }>().activities;
    expect(activities[0]).toMatchObject({ kind: 'contact.removed', data: { contact: 'Vertrekt' } });
  });

  it('only an admin deletes, after typing the name; accounts stay without a client', async () => {
    const made = await clientsOf(t, a.tokens.sanne).create({ name: 'Weg Ermee' });
    const account = await createAdAccount(t.db, a.admin.company.id);
    await clientsOf(t, a.tokens.sanne).link(made.id, account.id);
    await clientsOf(t, a.tokens.sanne).addContact(made.id, { name: 'Contact' });
    expect((await clientsOf(t, a.tokens.sanne).call('DELETE', `/api/clients/${made.id}`, { confirmName: 'Weg Ermee' })).statusCode).toBe(403);
    const admin = clientsOf(t, a.tokens.admin);
    const wrong = await admin.call('DELETE', `/api/clients/${made.id}`, { confirmName: 'weg ermee' });
    expect([wrong.statusCode, codeOf(wrong).fields]).toEqual([400, { confirmName: 'CLIENT_DELETE_CONFIRM' }]);
    expect((await admin.call('DELETE', `/api/clients/${made.id}`, { confirmName: ' Weg Ermee ' })).statusCode).toBe(204);
    expect(await t.db.select().from(clients).where(eq(clients.id, made.id))).toEqual([]);
    expect(await t.db.select().from(clientContacts).where(eq(clientContacts.clientId, made.id))).toEqual([]);
    const [accountRow] = await t.db.select({ clientId: adAccounts.clientId }).from(adAccounts).where(eq(adAccounts.id, account.id));
    expect(accountRow).toEqual({ clientId: null });
  });
});

describe('contacts and linked accounts', () => {
  it('adds, edits and removes contacts with checked fields', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const made = await api.create({ name: `Contacten ${Date.now()}` });
    const contact = await api.addContact(made.id, { name: 'Ineke Bos', email: ' Ineke@Bos.NL ', phone: '06 12345678', jobTitle: 'Marketing' });
    expect(contact).toMatchObject({ name: 'Ineke Bos', email: 'ineke@bos.nl', phone: '+31612345678', jobTitle: 'Marketing', portal: { status: 'none' } });
    const twice = await api.call('POST', `/api/clients/${made.id}/contacts`, { name: 'Ander', email: 'ineke@bos.nl' });
    expect([twice.statusCode, codeOf(twice).fields]).toEqual([409, { email: 'CLIENT_CONTACT_EMAIL_TAKEN' }]);
    for (const [body, field, code] of [
      [{ name: '' }, 'name', 'CLIENT_CONTACT_NAME_REQUIRED'],
      [{ name: 'X', phone: '12' }, 'phone', 'CLIENT_CONTACT_PHONE_INVALID'],
      [{ name: 'X', email: 'geen-adres' }, 'email', 'EMAIL_INVALID'],
      [{ name: 'X', jobTitle: 'x'.repeat(81) }, 'jobTitle', 'CLIENT_CONTACT_ROLE_TOO_LONG'],
    ] as const) {
      const res = await api.call('POST', `/api/clients/${made.id}/contacts`, body);
      expect([res.statusCode, codeOf(res).fields?.[field]], JSON.stringify(body)).toEqual([400, code]);
    }
    const edited = await api.call('PATCH', `/api/clients/${made.id}/contacts/${contact.id}`, { phone: '+32 470 12 34 56', jobTitle: null });
    expect(edited.json()).toMatchObject({ contact: { phone: '+32470123456', jobTitle: null } });
    expect((await api.call('DELETE', `/api/clients/${made.id}/contacts/${contact.id}`)).statusCode).toBe(204);
    expect((await api.detail(made.id)).contacts).toEqual([]);
    // A contact of another client (or company) is unknown under this client.
    const other = await api.create({ name: `Ander ${Date.now()}` });
    const elsewhere = await api.addContact(other.id, { name: 'Elders' });
    expect((await api.call('DELETE', `/api/clients/${made.id}/contacts/${elsewhere.id}`)).statusCode).toBe(404);
  });

  it('links an account to one client only, never another company’s, and unlinks it', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const first = await api.create({ name: `Eerste ${Date.now()}` });
    const second = await api.create({ name: `Tweede ${Date.now()}` });
    const account = await createAdAccount(t.db, a.admin.company.id);
    await api.link(first.id, account.id);
    await api.link(first.id, account.id); // again: nothing changes
    const elsewhere = await api.call('PUT', `/api/clients/${second.id}/accounts/${account.id}`);
    expect([elsewhere.statusCode, codeOf(elsewhere).code]).toEqual([409, 'CLIENT_ACCOUNT_LINKED_ELSEWHERE']);
    const foreign = await createAdAccount(t.db, b.admin.company.id);
    expect((await api.call('PUT', `/api/clients/${first.id}/accounts/${foreign.id}`)).statusCode).toBe(404);
    expect((await api.detail(first.id)).accounts.map((x) => x.id)).toEqual([account.id]);
    expect((await api.call('DELETE', `/api/clients/${second.id}/accounts/${account.id}`)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/clients/${first.id}/accounts/${account.id}`)).statusCode).toBe(204);
    expect((await api.detail(first.id)).accounts).toEqual([]);
  });

  it('finds clients in global search by name and code', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const made = await api.create({ name: 'Zeilmakerij Windkracht', code: 'ZEIL' });
    const search = await t.app.inject({ method: 'GET', url: '/api/search?q=zeilm', cookies: { sid: a.tokens.sanne } });
    expect(search.json()).toMatchObject({
      groups: [{ kind: 'client', items: [{ id: made.id, title: 'Zeilmakerij Windkracht', href: `/clients?client=${made.id}` }] }],
    });
    const other = await t.app.inject({ method: 'GET', url: '/api/search?q=zeilm', cookies: { sid: b.tokens.sanne } });
    expect(other.json()).toMatchObject({ groups: [] });
  });
});
