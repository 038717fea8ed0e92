import { describe, expect, it } from 'vitest';
import type { AdAccount } from '../../../../common/schemas/ad-accounts';
import { accountBadges, accountHref, clientNamesOf, filterAccounts, sortAccounts, visibleAccounts } from './account-list';

let seq = 0;
function account(overrides: Partial<AdAccount>): AdAccount {
  seq++;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    accountId: String(1000 + seq),
    platform: 'facebook',
    name: `Account ${seq}`,
    status: 'active',
    currency: 'EUR',
    amountSpent: null,
    spendCap: null,
    clientName: null,
    clientId: null,
    source: 'sync',
    removedUpstreamAt: null,
    lastSync: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    openAlerts: [],
    noteCount: 0,
    assigneeIds: [],
    ...overrides,
  };
}

const bakker = account({ name: 'Bakkerij Één', accountId: '1234567890', clientName: 'Bakker & Zn', platform: 'facebook' });
const cafe = account({ name: 'Café Noord', accountId: '5551234567', clientName: null, platform: 'google' });
const zeta = account({ name: 'zeta shop', accountId: '42', clientName: 'Acme', platform: 'google' });
const accounts = [zeta, cafe, bakker];

describe('filterAccounts', () => {
  it('filters by the sidebar marketeer: only the accounts that colleague is assigned to', () => {
    const sanne = '10000000-0000-4000-8000-000000000001';
    const mark = '10000000-0000-4000-8000-000000000002';
    const hers = account({ name: 'Hers', assigneeIds: [sanne] });
    const shared = account({ name: 'Shared', assigneeIds: [mark, sanne] });
    const nobodys = account({ name: 'Nobody' });
    const list = [hers, shared, nobodys];
    expect(filterAccounts(list, { platform: 'all', search: '', assignee: sanne })).toEqual([hers, shared]);
    expect(filterAccounts(list, { platform: 'all', search: '', assignee: mark })).toEqual([shared]);
    expect(filterAccounts(list, { platform: 'all', search: '', assignee: null })).toEqual(list);
    expect(visibleAccounts(list, { platform: 'all', search: 'sha', sort: 'name', assignee: sanne })).toEqual([shared]);
  });

  it('filters by platform', () => {
    expect(filterAccounts(accounts, { platform: 'google', search: '' })).toEqual([zeta, cafe]);
    expect(filterAccounts(accounts, { platform: 'all', search: '' })).toEqual(accounts);
  });

  it('searches name, client and account id, ignoring case and accents', () => {
    const find = (search: string) => filterAccounts(accounts, { platform: 'all', search }).map((a) => a.name);
    expect(find('cafe')).toEqual(['Café Noord']);
    expect(find('EEN')).toEqual(['Bakkerij Één']);
    expect(find('acme')).toEqual(['zeta shop']);
    expect(find('555')).toEqual(['Café Noord']);
    expect(find('act_1234567890')).toEqual(['Bakkerij Één']);
    expect(find('555-123-4567')).toEqual(['Café Noord']);
    expect(find('  ')).toHaveLength(3);
    expect(find('niets')).toEqual([]);
  });
});

describe('sortAccounts', () => {
  it('sorts by name in Dutch order, case-insensitively', () => {
    expect(sortAccounts(accounts, 'name').map((a) => a.name)).toEqual(['Bakkerij Één', 'Café Noord', 'zeta shop']);
  });

  it('sorts by last sync, newest first and never synced last', () => {
    const old = account({ name: 'B', lastSync: '2025-01-01T00:00:00.000Z' });
    const fresh = account({ name: 'C', lastSync: '2025-02-01T00:00:00.000Z' });
    const never = account({ name: 'A', lastSync: null });
    expect(sortAccounts([old, never, fresh], 'lastSync').map((a) => a.name)).toEqual(['C', 'B', 'A']);
  });

  it('sorts by amount spent, most first, unknown last, ties by name', () => {
    const a = account({ name: 'A', amountSpent: 100 });
    const b = account({ name: 'B', amountSpent: 900 });
    const c = account({ name: 'C', amountSpent: null });
    const d = account({ name: 'D', amountSpent: 100 });
    expect(sortAccounts([c, d, a, b], 'spend').map((x) => x.name)).toEqual(['B', 'A', 'D', 'C']);
  });

  it('does not change the list it was given', () => {
    const list = [zeta, cafe];
    sortAccounts(list, 'name');
    expect(list).toEqual([zeta, cafe]);
  });

  it('filters and sorts together', () => {
    expect(visibleAccounts(accounts, { platform: 'google', search: '', sort: 'name' }).map((a) => a.name)).toEqual(['Café Noord', 'zeta shop']);
  });
});

describe('account helpers', () => {
  it('adds the removed chip when a sync no longer found the account', () => {
    expect(accountBadges({ status: 'active', removedUpstreamAt: null })).toEqual(['active']);
    expect(accountBadges({ status: 'closed', removedUpstreamAt: '2025-01-01T00:00:00.000Z' })).toEqual(['closed', 'removed']);
  });

  it('lists client names once each, sorted', () => {
    expect(clientNamesOf([{ clientName: 'Bakker' }, { clientName: null }, { clientName: ' bakker ' }, { clientName: 'Acme' }])).toEqual(['Acme', 'Bakker']);
  });

  it('links to the detail by the platform id', () => {
    expect(accountHref({ accountId: '123', platform: 'google' })).toBe('/accounts?account=123&platform=google');
    expect(accountHref({ accountId: '123', platform: 'facebook' }, { view: 'conversation' })).toBe('/accounts?account=123&platform=facebook&view=conversation');
  });
});
