/** Ad accounts by hand: validation, uniqueness, edits, assignees, deletion and tenant isolation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountListResponse, AdAccount } from '../../../common/schemas/ad-accounts.js';
import { createAdAccount, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { accountsOf } from './test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function member(company?: TestUser['company']) {
  const user = await createUser(t.db, company ? { company } : {});
  return { user, api: accountsOf(t.app, await logInAs(t.app, user)) };
}

const uniqueDigits = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

describe('accounts added by hand', () => {
  it('works without any connection: platform ids normalised, every field checked', async () => {
    const { api } = await member();
    const digits = uniqueDigits();
    const created = await api.create({
      platform: 'facebook',
      accountId: ` act_${digits} `,
      name: '  Bakkerij   de Vries ',
      currency: 'eur',
      clientName: 'De Vries',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().account).toMatchObject({
      accountId: digits,
      name: 'Bakkerij de Vries',
      currency: 'EUR',
      source: 'manual',
      status: 'active',
      noteCount: 0,
    });
    const google = await api.create({ platform: 'google', accountId: '123-456-' + digits.slice(-4), name: 'Webshop' });
    expect(google.json().account.accountId).toBe(`123456${digits.slice(-4)}`);

    const bad = await api.create({ platform: 'tiktok', accountId: 'abc', name: '', currency: 'EURO' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      platform: 'ACCOUNT_PLATFORM_REQUIRED',
      accountId: 'ACCOUNT_ID_INVALID',
      name: 'ACCOUNT_NAME_REQUIRED',
      currency: 'ACCOUNT_CURRENCY_INVALID',
    });
    const list = (await api.list()).json() as AccountListResponse;
    expect(list.accounts.map((a) => a.name)).toEqual(['Bakkerij de Vries', 'Webshop']);
    expect(list.syncDue).toBe(false);
    expect(list.platforms.map((p) => [p.platform, p.configured, p.status])).toEqual([
      ['facebook', false, 'not_connected'],
      ['google', false, 'not_connected'],
    ]);
  });

  it('is unique on account id and platform, across companies, with one answer', async () => {
    const ours = await member();
    const theirs = await member();
    const digits = uniqueDigits();
    expect((await ours.api.create({ platform: 'facebook', accountId: digits, name: 'Eerste' })).statusCode).toBe(201);
    const again = await ours.api.create({ platform: 'facebook', accountId: `act_${digits}`, name: 'Nog eens' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'ACCOUNT_EXISTS', fields: { accountId: 'ACCOUNT_EXISTS' } });
    expect((await theirs.api.create({ platform: 'facebook', accountId: digits, name: 'Van een ander' })).json().error.code).toBe('ACCOUNT_EXISTS');
    expect((await theirs.api.create({ platform: 'google', accountId: digits, name: 'Ander platform' })).statusCode).toBe(201);
  });

  it('renames hand-made accounts only, sets client names and assignees among colleagues', async () => {
    const { user, api } = await member();
    const colleague = await createUser(t.db, { company: user.company });
    const client = await createUser(t.db, { company: user.company, isClient: true });
    const manual = (await api.create({ platform: 'facebook', accountId: uniqueDigits(), name: 'Oud' })).json().account as AdAccount;
    expect((await api.update(manual.id, { name: 'Nieuw', clientName: 'Klant' })).json().account).toMatchObject({ name: 'Nieuw', clientName: 'Klant' });
    const synced = await createAdAccount(t.db, user.company.id, { source: 'sync', name: 'Van Facebook' });
    const renamed = await api.update(synced.id, { name: 'Anders' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().error.code).toBe('ACCOUNT_NAME_FROM_PLATFORM');
    expect((await api.update(synced.id, { clientName: 'Klant B' })).json().account.clientName).toBe('Klant B');

    const assigned = await api.assign(manual.id, [user.user.id, colleague.user.id]);
    expect(assigned.json().account.assigneeIds.sort()).toEqual([user.user.id, colleague.user.id].sort());
    expect((await api.assign(manual.id, [client.user.id])).json().error.code).toBe('ASSIGNEE_NOT_COLLEAGUE');
    expect((await api.assign(manual.id, [])).json().account.assigneeIds).toEqual([]);
  });

  it('shows one account by its platform id and deletes it with its notes', async () => {
    const { user, api } = await member();
    const account = await createAdAccount(t.db, user.company.id, { name: 'Met notities' });
    const note = await t.app.inject({
      method: 'POST',
      url: '/api/notes',
      cookies: { sid: await logInAs(t.app, user) },
      payload: { adAccountId: account.id, title: 'Notitie' },
    });
    expect(note.statusCode).toBe(201);
    const detail = await api.detail('facebook', account.accountId);
    expect(detail.json()).toMatchObject({ account: { id: account.id, noteCount: 1 }, alerts: [] });
    expect((await api.detail('google', account.accountId)).statusCode).toBe(404);
    expect((await api.remove(account.id)).statusCode).toBe(204);
    expect((await api.detail('facebook', account.accountId)).statusCode).toBe(404);
    const gone = await t.app.inject({ method: 'GET', url: `/api/notes/${note.json().note.id}`, cookies: { sid: await logInAs(t.app, user) } });
    expect(gone.statusCode).toBe(404);
  });

  it('isolates companies: no reading or changing another company’s account, also by id swap', async () => {
    const ours = await member();
    const theirs = await member();
    const account = await createAdAccount(t.db, theirs.user.company.id, { name: 'Van hen' });
    expect((await ours.api.detail('facebook', account.accountId)).statusCode).toBe(404);
    expect((await ours.api.update(account.id, { clientName: 'Overgenomen' })).statusCode).toBe(404);
    expect((await ours.api.assign(account.id, [])).statusCode).toBe(404);
    expect((await ours.api.remove(account.id)).statusCode).toBe(404);
    const list = (await ours.api.list()).json() as AccountListResponse;
    expect(list.accounts.some((a) => a.id === account.id)).toBe(false);
    expect(((await theirs.api.detail('facebook', account.accountId)).json() as { account: AdAccount }).account.clientName).toBeNull();
  });

  it('keeps clients out', async () => {
    const { user } = await member();
    const client = await createUser(t.db, { company: user.company, isClient: true });
    const api = accountsOf(t.app, await logInAs(t.app, client));
    expect((await api.list()).statusCode).toBe(403);
    expect((await api.create({ platform: 'facebook', accountId: uniqueDigits(), name: 'Klant' })).statusCode).toBe(403);
    expect((await api.sync(true)).statusCode).toBe(403);
  });
});
