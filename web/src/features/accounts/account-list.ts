/**
 * The accounts screen lists every account of the company (GET /api/accounts) and filters and
 * sorts them here: by platform, by a search over name, account id and client, and by name, last
 * sync or amount spent.
 */
import type { AdPlatform } from '../../../../common/ad-account-constants';
import type { AdAccount } from '../../../../common/schemas/ad-accounts';
import { choiceFilter, textFilter, type UrlFilterFields } from '../../lib/use-url-filters';

export const platformFilters = ['all', 'facebook', 'google'] as const;
export type PlatformFilter = (typeof platformFilters)[number];

export const accountSorts = ['name', 'lastSync', 'spend'] as const;
export type AccountSort = (typeof accountSorts)[number];

export interface AccountListView {
  platform: PlatformFilter;
  search: string;
  sort: AccountSort;
}

export const defaultAccountView: AccountListView = { platform: 'all', search: '', sort: 'name' };

/** The list's search, platform and order in the address: /accounts?q=bakker&platform=google&sort=spend. */
export const accountListFields: UrlFilterFields<AccountListView> = {
  search: textFilter('q'),
  platform: choiceFilter('platform', platformFilters, 'all'),
  sort: choiceFilter('sort', accountSorts, 'name'),
};

/** Lower case without accents: "Café" finds "cafe". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('nl');
}

/** An account id as people paste it: 'act_123', '123-456-7890'. */
function digitsOf(text: string): string {
  return text.trim().replace(/^act_/i, '').replace(/[\s-]/g, '');
}

export function matchesSearch(account: Pick<AdAccount, 'name' | 'accountId' | 'clientName'>, search: string): boolean {
  const query = fold(search.trim());
  if (query === '') return true;
  if (fold(account.name).includes(query)) return true;
  if (account.clientName && fold(account.clientName).includes(query)) return true;
  const digits = digitsOf(search);
  return account.accountId.includes(digits !== '' && /^\d+$/.test(digits) ? digits : query);
}

/** The sidebar's marketeer selector: only the accounts that colleague is assigned to (null: everyone's). */
export interface AssigneeFilter {
  assignee?: string | null;
}

export function filterAccounts<T extends Pick<AdAccount, 'platform' | 'name' | 'accountId' | 'clientName' | 'assigneeIds'>>(
  accounts: readonly T[],
  view: Pick<AccountListView, 'platform' | 'search'> & AssigneeFilter,
): T[] {
  return accounts.filter(
    (account) =>
      (view.platform === 'all' || account.platform === view.platform) &&
      (!view.assignee || account.assigneeIds.includes(view.assignee)) &&
      matchesSearch(account, view.search),
  );
}

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

function byName(a: Pick<AdAccount, 'name' | 'accountId'>, b: Pick<AdAccount, 'name' | 'accountId'>): number {
  return collator.compare(a.name, b.name) || a.accountId.localeCompare(b.accountId);
}

/** Larger first, unknown (null) last. */
function descending(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : null);

/** Naam A–Z; Laatst gesynchroniseerd newest first; Uitgegeven most first. Never synced or no spend: last. Ties by name. */
export function sortAccounts<T extends Pick<AdAccount, 'name' | 'accountId' | 'lastSync' | 'amountSpent'>>(accounts: readonly T[], sort: AccountSort): T[] {
  const compare = (a: T, b: T): number => {
    if (sort === 'lastSync') return descending(time(a.lastSync), time(b.lastSync)) || byName(a, b);
    if (sort === 'spend') return descending(a.amountSpent, b.amountSpent) || byName(a, b);
    return byName(a, b);
  };
  return [...accounts].sort(compare);
}

export function visibleAccounts<T extends AdAccount>(accounts: readonly T[], view: AccountListView & AssigneeFilter): T[] {
  return sortAccounts(filterAccounts(accounts, view), view.sort);
}

/** The chips an account shows: its status, and 'Verdwenen bij platform' when a sync no longer found it. */
export type AccountBadge = AdAccount['status'] | 'removed';

export function accountBadges(account: Pick<AdAccount, 'status' | 'removedUpstreamAt'>): AccountBadge[] {
  return account.removedUpstreamAt ? [account.status, 'removed'] : [account.status];
}

/** The client names of the accounts, once each, sorted (the notes' client filter offers them). */
export function clientNamesOf(accounts: readonly Pick<AdAccount, 'clientName'>[]): string[] {
  const names = new Map<string, string>();
  for (const { clientName } of accounts) {
    const name = clientName?.trim();
    if (name && !names.has(fold(name))) names.set(fold(name), name);
  }
  return [...names.values()].sort(collator.compare);
}

/** /accounts?account=<platform id>&platform=<platform>: the detail view (the inbox's URL contract). */
export function accountHref(account: { accountId: string; platform: AdPlatform }, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams({ account: account.accountId, platform: account.platform, ...extra });
  return `/accounts?${search.toString()}`;
}
