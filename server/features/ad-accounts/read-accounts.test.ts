/** Reading accounts: the list is one statement (the connections ride along), one account one; alert times read as a Date would give them. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { adAccountAlerts, adAccountAssignees, adPlatformConnections, notes } from '../../db/schema/index.js';
import { createAdAccount, createUser } from '../../test/factories.js';
import { countingDb } from '../../test/statement-counter.js';
import { openTestDatabase } from '../../test/test-database.js';
import { platformStates } from './platform-state.js';
import { getAccountDetail, listAccounts, toAdAccounts } from './read-accounts.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const unconfigured = { facebook: null, googleAds: null };
const at = (text: string) => sql`${text}::timestamptz`;

describe('reading accounts', () => {
  it('answers the list and an account (with its alerts and delete hint) in one statement each', async () => {
    const sanne = await createUser(database.db);
    const mark = await createUser(database.db, { company: sanne.company });
    const companyId = sanne.company.id;
    const accounts = await Promise.all([1, 2, 3].map((i) => createAdAccount(database.db, companyId, { name: `Account ${i}` })));
    const [first] = accounts;
    await database.db.insert(adAccountAssignees).values([sanne, mark].map((u) => ({ adAccountId: first!.id, userId: u.user.id })));
    await database.db.insert(adAccountAlerts).values([
      { adAccountId: first!.id, companyId, type: 'budget_warning', createdAt: at('2026-01-02 10:00:00+00') },
      { adAccountId: first!.id, companyId, type: 'performance_alert', createdAt: at('2026-01-03 10:00:00+00') },
    ]);
    await database.db
      .insert(notes)
      .values([sanne, mark].map((u) => ({ title: 'Notitie', creatorId: u.user.id, userId: u.user.id, adAccountId: first!.id, companyId })));
    const counted = countingDb(database);

    const list = await listAccounts(counted.db, unconfigured, companyId);
    expect(counted.take()).toBe(1);
    expect(list.accounts.map((a) => a.name)).toEqual(['Account 1', 'Account 2', 'Account 3']);
    expect(list.accounts[0]).toMatchObject({ openAlerts: ['performance_alert', 'budget_warning'], noteCount: 2 });
    expect(list.accounts[0]!.assigneeIds.sort()).toEqual([sanne.user.id, mark.user.id].sort());
    expect(list.accounts[1]).toMatchObject({ openAlerts: [], noteCount: 0, assigneeIds: [] });

    for (const role of ['marketeer', 'admin'] as const) {
      const detail = await getAccountDetail(counted.db, { userId: sanne.user.id, companyId, role }, first!.platform, first!.accountId);
      expect(counted.take()).toBe(1);
      expect(detail).toMatchObject({ account: list.accounts[0], canDelete: role === 'admin' });
      expect(detail.alerts.map((a) => a.type)).toEqual(['performance_alert', 'budget_warning']);
    }
    expect(await toAdAccounts(counted.db, accounts)).toEqual(list.accounts);
    expect(counted.take()).toBe(1);
  });

  it('gives alert times in UTC with the milliseconds cut off, as the Date of the column would', async () => {
    const { user, company } = await createUser(database.db);
    const account = await createAdAccount(database.db, company.id);
    await database.db.insert(adAccountAlerts).values({
      adAccountId: account.id,
      companyId: company.id,
      type: 'budget_warning',
      details: { amountSpent: 1200, spendCap: 1000, currency: 'EUR' },
      createdAt: at('2026-01-01 11:00:00.1239+01'),
      resolvedAt: at('2026-01-01 10:00:00.9999+00'),
    });
    const detail = await getAccountDetail(database.db, { userId: user.id, companyId: company.id, role: 'admin' }, account.platform, account.accountId);
    expect(detail.alerts).toEqual([
      {
        id: expect.any(String),
        type: 'budget_warning',
        createdAt: '2026-01-01T10:00:00.123Z',
        resolvedAt: new Date('2026-01-01 10:00:00.9999+00').toISOString(),
        details: { amountSpent: 1200, spendCap: 1000, currency: 'EUR' },
      },
    ]);
    expect(detail.account.openAlerts).toEqual([]);
  });
  it('reads the platform connections along with the accounts as the separate query does, and alone without accounts', async () => {
    const owner = await createUser(database.db);
    const companyId = owner.company.id;
    const configured = { facebook: { appId: 'app', appSecret: 'secret' }, googleAds: null } as unknown as Parameters<typeof listAccounts>[1];
    const counted = countingDb(database);
    expect((await listAccounts(counted.db, configured, companyId)).platforms).toEqual((await platformStates(database.db, configured, companyId)).states);
    expect(counted.take()).toBe(2);

    await createAdAccount(database.db, companyId, { name: 'Met koppeling' });
    await database.db.insert(adPlatformConnections).values([
      {
        companyId,
        platform: 'facebook',
        sealedToken: 'v1.test',
        externalName: 'Facebook Testgebruiker',
        connectedBy: owner.user.id,
        lastSyncAt: at('2026-01-01 10:00:00.1239+00'),
      },
      { companyId, platform: 'google', sealedToken: null, tokenExpiresAt: at('2026-01-01 10:00:00+00'), connectedBy: null, lastErrorCode: 'AD_SYNC_FAILED' },
    ]);
    const list = await listAccounts(counted.db, configured, companyId);
    expect(counted.take()).toBe(1);
    const separate = await platformStates(database.db, configured, companyId);
    expect(list.platforms).toEqual(separate.states);
    expect(list.syncDue).toBe(separate.syncDue);
    expect(list.platforms.map((p) => p.status)).toEqual(['ok', 'expired']);
  });
});
