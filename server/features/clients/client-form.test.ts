/**
 * Issue 34 through the API: the client form answers every wrong field in one round, the timeline
 * names only what really changed, and "Account koppelen" moves an account from another client only
 * when asked to and allowed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientActivityResponse, LinkableAccountsResponse } from '../../../common/schemas/clients.js';
import { adAccounts, clients } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createAdAccount } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clientsOf } from './test-kit.js';

let t: TestApp;
let a: TestAgency;

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'vorm');
});
afterAll(() => t.close());

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };
const errorOf = (res: { json: () => unknown }) => (res.json() as ErrorAnswer).error;

async function timeline(api: ReturnType<typeof clientsOf>, clientId: string) {
  const res = await api.call('GET', `/api/clients/${clientId}/activity`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ClientActivityResponse>().activities;
}

describe('the client form in one round', () => {
  it('names every wrong field at once: rules, postal code, a taken name and code, unknown managers', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    await api.create({ name: 'Drukkerij Inkt', code: 'INKT' });
    const before = (await api.list('status=all')).clients.length;
    const res = await api.call('POST', '/api/clients', {
      name: 'drukkerij INKT',
      code: 'inkt',
      website: 'javascript:alert(1)',
      kvkNumber: '123',
      vatNumber: 'NL123',
      postalCode: '12345',
      managerIds: [a.client.user.id],
    });
    expect(res.statusCode, res.body).toBe(400);
    const error = errorOf(res);
    expect(error.fields).toEqual({
      name: 'CLIENT_NAME_TAKEN',
      code: 'CLIENT_CODE_TAKEN',
      website: 'CLIENT_WEBSITE_INVALID',
      kvkNumber: 'CLIENT_KVK_INVALID',
      vatNumber: 'CLIENT_VAT_INVALID',
      postalCode: 'CLIENT_POSTAL_CODE_INVALID',
      managerIds: 'CLIENT_MANAGER_UNKNOWN',
    });
    // The top-level code is the first plain mistake in the form's order, with its Dutch text.
    expect([error.code, error.message]).toEqual(['CLIENT_WEBSITE_INVALID', 'Vul een geldig webadres in, zoals www.bakkerij.nl']);
    expect((await api.list('status=all')).clients.length).toBe(before);
  });

  it('checks the postal code against the country given, or the client’s own, together with the rest', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const belgian = await api.call('POST', '/api/clients', { name: `Frituur ${Date.now()}`, country: 'BE', postalCode: '1234 AB', kvkNumber: '1' });
    expect([belgian.statusCode, errorOf(belgian).fields]).toEqual([400, { kvkNumber: 'CLIENT_KVK_INVALID', postalCode: 'CLIENT_POSTAL_CODE_INVALID' }]);
    const made = await api.create({ name: `Bakker ${Date.now()}`, country: 'BE', postalCode: '2000' });
    const other = await api.create({ name: `Slager ${Date.now()}` });
    const edit = await api.call('PATCH', `/api/clients/${made.id}`, { name: other.name.toUpperCase(), postalCode: '12', vatNumber: 'X' });
    expect([edit.statusCode, errorOf(edit).fields]).toEqual([
      400,
      { name: 'CLIENT_NAME_TAKEN', vatNumber: 'CLIENT_VAT_INVALID', postalCode: 'CLIENT_POSTAL_CODE_INVALID' },
    ]);
    // Its own name (any case) is not taken by itself.
    const own = await api.call('PATCH', `/api/clients/${made.id}`, { name: made.name.toLowerCase() });
    expect(own.statusCode, own.body).toBe(200);
  });

  it('a taken name alone stays a conflict; a body that is no object is a 400', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const made = await api.create({ name: `Eenmalig ${Date.now()}` });
    const twice = await api.call('POST', '/api/clients', { name: made.name });
    expect([twice.statusCode, errorOf(twice).code, errorOf(twice).fields]).toEqual([409, 'CLIENT_NAME_TAKEN', { name: 'CLIENT_NAME_TAKEN' }]);
    for (const payload of [[1, 2], 'tekst']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/clients',
        cookies: { sid: a.tokens.sanne },
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode, res.body).toBe(400);
    }
    const wrongTypes = await api.call('POST', '/api/clients', { name: 5, managerIds: 'x', country: ['NL'] });
    expect([wrongTypes.statusCode, Object.keys(errorOf(wrongTypes).fields ?? {})]).toEqual([400, ['name', 'country', 'managerIds']]);
  });
});

describe('the timeline names only real changes', () => {
  it('a save without changes writes nothing; a changed city or manager set is named alone', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const form = {
      name: `Tijdlijn ${Date.now()}`,
      code: null,
      color: 'amber',
      website: 'www.tijdlijn.nl',
      kvkNumber: '12345678',
      vatNumber: null,
      addressLine: 'Dorpsstraat 1',
      postalCode: '1234ab',
      city: 'Utrecht',
      country: 'NL' as const,
      notes: 'Belt liever',
      managerIds: [a.sanne.user.id, a.mark.user.id],
    };
    const made = await api.create(form);
    const [row] = await t.db.select({ updatedAt: clients.updatedAt }).from(clients).where(eq(clients.id, made.id));
    // The form sends everything again, as typed (not normalised) and the managers in another order.
    const same = await api.call('PATCH', `/api/clients/${made.id}`, {
      ...form,
      postalCode: '1234 AB',
      notes: ' Belt liever ',
      managerIds: [a.mark.user.id, a.sanne.user.id],
    });
    expect(same.statusCode, same.body).toBe(200);
    expect((await timeline(api, made.id)).map((x) => x.kind)).toEqual(['client.created']);
    const [after] = await t.db.select({ updatedAt: clients.updatedAt }).from(clients).where(eq(clients.id, made.id));
    expect(after?.updatedAt).toEqual(row?.updatedAt);

    expect((await api.call('PATCH', `/api/clients/${made.id}`, { ...form, city: 'Amersfoort' })).statusCode).toBe(200);
    expect((await api.call('PATCH', `/api/clients/${made.id}`, { ...form, city: 'Amersfoort', managerIds: [a.sanne.user.id] })).statusCode).toBe(200);
    const entries = await timeline(api, made.id);
    expect(entries.map((x) => [x.kind, x.data.fields ?? null])).toEqual([
      ['client.updated', 'managerIds'],
      ['client.updated', 'city'],
      ['client.created', null],
    ]);
  });

  it('a contact saved with only a new phone number names only the phone; an unchanged save nothing', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const made = await api.create({ name: `Contacttijdlijn ${Date.now()}` });
    const contact = await api.addContact(made.id, { name: 'Ineke Bos', email: 'ineke@bos.nl', phone: '06 12345678', jobTitle: 'Marketing' });
    const unchanged = await api.call('PATCH', `/api/clients/${made.id}/contacts/${contact.id}`, {
      name: 'Ineke Bos',
      email: 'Ineke@Bos.nl',
      phone: '+31 6 12345678',
      jobTitle: 'Marketing',
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    expect((await timeline(api, made.id)).map((x) => x.kind)).toEqual(['contact.added', 'client.created']);
    const phone = await api.call('PATCH', `/api/clients/${made.id}/contacts/${contact.id}`, {
      name: 'Ineke Bos',
      email: 'ineke@bos.nl',
      phone: '06 87654321',
      jobTitle: 'Marketing',
    });
    expect(phone.statusCode, phone.body).toBe(200);
    const [latest] = await timeline(api, made.id);
    expect(latest).toMatchObject({ kind: 'contact.updated', data: { contact: 'Ineke Bos', fields: 'phone' }, visibleToClient: false });
  });
});

describe('moving an account between clients', () => {
  it('needs the explicit move flag, then moves it and writes both timelines', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const from = await api.create({ name: `Van ${Date.now()}` });
    const to = await api.create({ name: `Naar ${Date.now()}` });
    const account = await createAdAccount(t.db, a.admin.company.id, { name: 'Zomeractie' });
    await api.link(from.id, account.id);

    const unasked = await api.call('PUT', `/api/clients/${to.id}/accounts/${account.id}`);
    expect([unasked.statusCode, errorOf(unasked).code]).toEqual([409, 'CLIENT_ACCOUNT_LINKED_ELSEWHERE']);
    const notMoving = await api.call('PUT', `/api/clients/${to.id}/accounts/${account.id}`, { move: false });
    expect(notMoving.statusCode).toBe(409);
    const hostile = await api.call('PUT', `/api/clients/${to.id}/accounts/${account.id}`, { move: 'ja' });
    expect(hostile.statusCode).toBe(400);

    const moved = await api.call('PUT', `/api/clients/${to.id}/accounts/${account.id}`, { move: true });
    expect(moved.statusCode, moved.body).toBe(204);
    const [row] = await t.db.select({ clientId: adAccounts.clientId, clientName: adAccounts.clientName }).from(adAccounts).where(eq(adAccounts.id, account.id));
    expect(row).toEqual({ clientId: to.id, clientName: to.name });
    expect((await api.detail(from.id)).accounts).toEqual([]);
    expect((await timeline(api, from.id))[0]).toMatchObject({ kind: 'account.unlinked', data: { account: 'Zomeractie' } });
    expect((await timeline(api, to.id))[0]).toMatchObject({ kind: 'account.linked', data: { account: 'Zomeractie' } });
  });

  it('only admins and the other client’s account managers may move it, and the list says who may', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const managed = await api.create({ name: `Van Mark ${Date.now()}`, managerIds: [a.mark.user.id] });
    const to = await api.create({ name: `Naar Sanne ${Date.now()}` });
    const account = await createAdAccount(t.db, a.admin.company.id);
    await api.link(managed.id, account.id);

    const list = await api.call('GET', `/api/clients/${to.id}/linkable-accounts`);
    expect(list.statusCode, list.body).toBe(200);
    const offered = list.json<LinkableAccountsResponse>().accounts.find((x) => x.id === account.id);
    expect(offered).toMatchObject({ client: { id: managed.id, name: managed.name }, canMove: false });
    const refused = await api.call('PUT', `/api/clients/${to.id}/accounts/${account.id}`, { move: true });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'CLIENT_ACCOUNT_MOVE_FORBIDDEN']);
    expect((await api.detail(managed.id)).accounts.map((x) => x.id)).toEqual([account.id]);

    const asMark = clientsOf(t, a.tokens.mark);
    const markList = (await asMark.call('GET', `/api/clients/${to.id}/linkable-accounts`)).json<LinkableAccountsResponse>();
    expect(markList.accounts.find((x) => x.id === account.id)?.canMove).toBe(true);
    expect((await clientsOf(t, a.tokens.admin).call('PUT', `/api/clients/${to.id}/accounts/${account.id}`, { move: true })).statusCode).toBe(204);
    // Linked here now: nothing to move.
    const own = (await api.call('GET', `/api/clients/${to.id}/linkable-accounts`)).json<LinkableAccountsResponse>();
    expect(own.accounts.find((x) => x.id === account.id)).toMatchObject({ client: { id: to.id }, canMove: false });
  });

  it('keeps to the company: another agency’s client, account or client user gets nothing', async () => {
    const b = await createAgency(t, 'andere');
    const mine = await clientsOf(t, a.tokens.sanne).create({ name: `Eigen ${Date.now()}` });
    const theirs = await clientsOf(t, b.tokens.sanne).create({ name: `Hunne ${Date.now()}` });
    const theirAccount = await createAdAccount(t.db, b.admin.company.id);
    await clientsOf(t, b.tokens.sanne).link(theirs.id, theirAccount.id);
    const api = clientsOf(t, a.tokens.admin);
    expect((await api.call('PUT', `/api/clients/${mine.id}/accounts/${theirAccount.id}`, { move: true })).statusCode).toBe(404);
    expect((await api.call('GET', `/api/clients/${theirs.id}/linkable-accounts`)).statusCode).toBe(404);
    const listed = (await api.call('GET', `/api/clients/${mine.id}/linkable-accounts`)).json<LinkableAccountsResponse>();
    expect(listed.accounts.some((x) => x.id === theirAccount.id)).toBe(false);
    expect((await clientsOf(t, a.tokens.client).call('GET', `/api/clients/${mine.id}/linkable-accounts`)).statusCode).toBe(403);
  });
});
