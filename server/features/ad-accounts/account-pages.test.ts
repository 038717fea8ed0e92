/** GET /api/accounts?limit&cursor: the company's accounts a page at a time, by name, as the whole list orders them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountListResponse, AdAccount } from '../../../common/schemas/ad-accounts.js';
import { adAccountAlerts, adAccountAssignees } from '../../db/schema/index.js';
import { createAdAccount, createUser } from '../../test/factories.js';
import { expectPagingRefused, walkPages } from '../../test/list-pages.js';
import { countingDb } from '../../test/statement-counter.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { listAccounts } from './read-accounts.js';
import { accountsOf } from './test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the account list a page at a time', () => {
  it('gives every account once, in the order of the whole list, with the same extras; the whole list is unchanged', async () => {
    const sanne = await createUser(t.db);
    const companyId = sanne.company.id;
    const names = ['Zeilschool', 'Bakkerij | Vries', 'Café Noord', 'Zelfde naam', 'Zelfde naam', 'Zelfde naam', 'Ahold', 'bakkerij klein', 'Ñandú'];
    const made = [];
    for (const name of names) made.push(await createAdAccount(t.db, companyId, { name }));
    await t.db.insert(adAccountAssignees).values({ adAccountId: made[3]!.id, userId: sanne.user.id });
    await t.db.insert(adAccountAlerts).values({ adAccountId: made[4]!.id, companyId, type: 'budget_warning' });
    // Another company's accounts sort among ours by name but are never on our pages.
    const other = await createUser(t.db);
    await createAdAccount(t.db, other.company.id, { name: 'Bakkerij van een ander' });
    await createAdAccount(t.db, other.company.id, { name: 'Zelfde naam' });
    const api = accountsOf(t.app, await logInAs(t.app, sanne));

    const whole = (await api.list()).json() as AccountListResponse;
    expect(whole).not.toHaveProperty('nextCursor');
    expect(whole.accounts).toHaveLength(names.length);
    for (const limit of [1, 2, 4, 9, 50]) {
      const pages = await walkPages<AdAccount>(api.list, 'accounts', limit);
      expect(pages.flat(), `pages of ${limit}`).toEqual(whole.accounts);
      expect(pages.length).toBe(Math.max(1, Math.ceil(names.length / limit)));
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
    }
    const first = (await api.list('?limit=4')).json() as AccountListResponse;
    expect({ platforms: first.platforms, syncDue: first.syncDue }).toEqual({ platforms: whole.platforms, syncDue: whole.syncDue });
    // A cursor alone reads the rest of the list.
    const rest = (await api.list(`?cursor=${first.nextCursor}`)).json() as AccountListResponse;
    expect(rest.accounts).toEqual(whole.accounts.slice(4));
    expect(rest.nextCursor).toBeNull();
  });

  it('reads a page in one statement, also for a company without accounts', async () => {
    const { company } = await createUser(t.db);
    for (const name of ['A', 'B', 'C']) await createAdAccount(t.db, company.id, { name });
    const counted = countingDb(t.database);
    const env = { facebook: null, googleAds: null };
    const page = await listAccounts(counted.db, env, company.id, { limit: 2 });
    expect(counted.take()).toBe(1);
    expect(page.accounts.map((a) => a.name)).toEqual(['A', 'B']);
    const empty = await createUser(t.db);
    expect(await listAccounts(counted.db, env, empty.company.id, { limit: 2 })).toMatchObject({ accounts: [], nextCursor: null });
    expect(counted.take()).toBe(2);
  });

  it('refuses a limit out of range and a cursor it did not make', async () => {
    const sanne = await createUser(t.db);
    await expectPagingRefused(accountsOf(t.app, await logInAs(t.app, sanne)).list);
  });
});
