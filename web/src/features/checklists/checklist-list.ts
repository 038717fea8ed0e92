/**
 * The checklists screen gets every checklist the user sees (GET /api/checklists) and filters,
 * groups and sorts them here: a search over title and account, Alles / Van mij / Gedeeld met mij,
 * the refresh interval, the `account` parameter and the sidebar's marketeer (their own checklists
 * and those shared with them); grouped per ad account (A–Z, 'Zonder account'
 * last), open ones before finished ones, then by title.
 */
import { type RefreshInterval, refreshIntervals } from '../../../../common/checklist-constants';
import type { ChecklistAccount, ChecklistSummary } from '../../../../common/schemas/checklists';
import { choiceFilter, textFilter, type UrlFilterFields } from '../../lib/use-url-filters';
import { type AccountParam, isAccountOfParam } from './checklists-view';

export const ownerFilters = ['all', 'mine', 'shared'] as const;
export type OwnerFilter = (typeof ownerFilters)[number];
export type IntervalFilter = 'all' | RefreshInterval;

export interface ChecklistFilters {
  search: string;
  owner: OwnerFilter;
  interval: IntervalFilter;
}

export const noChecklistFilters: ChecklistFilters = { search: '', owner: 'all', interval: 'all' };

/** The filters in the address: /checklists?q=budget&owner=mine&interval=weekly. */
export const checklistFilterFields: UrlFilterFields<ChecklistFilters> = {
  search: textFilter('q'),
  owner: choiceFilter('owner', ownerFilters, 'all'),
  interval: choiceFilter<IntervalFilter>('interval', ['all', ...refreshIntervals], 'all'),
};

export function activeFilterCount(filters: ChecklistFilters): number {
  return [filters.search.trim() !== '', filters.owner !== 'all', filters.interval !== 'all'].filter(Boolean).length;
}

/** Lower case without accents: "Café" finds "cafe". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('nl');
}

type Listed = Pick<ChecklistSummary, 'id' | 'title' | 'adAccount' | 'creatorId' | 'sharedWith' | 'refreshInterval' | 'isCompleted'>;

export function matchesChecklistSearch(checklist: Pick<Listed, 'title' | 'adAccount'>, search: string): boolean {
  const query = fold(search.trim());
  if (query === '') return true;
  if (fold(checklist.title).includes(query)) return true;
  const account = checklist.adAccount;
  if (!account) return false;
  // An account id as people paste it: 'act_123', '123-456-7890'.
  const digits = search.trim().replace(/^act_/i, '').replace(/[\s-]/g, '');
  return fold(account.name).includes(query) || account.accountId.includes(/^\d+$/.test(digits) ? digits : query);
}

export function filterChecklists<T extends Listed>(
  checklists: readonly T[],
  filters: ChecklistFilters,
  viewerId: string,
  account: AccountParam | null,
  marketeerId: string | null = null,
): T[] {
  return checklists.filter((checklist) => {
    if (account && !isAccountOfParam(checklist.adAccount, account)) return false;
    if (marketeerId && checklist.creatorId !== marketeerId && !checklist.sharedWith.includes(marketeerId)) return false;
    if (filters.owner === 'mine' && checklist.creatorId !== viewerId) return false;
    if (filters.owner === 'shared' && (checklist.creatorId === viewerId || !checklist.sharedWith.includes(viewerId))) return false;
    if (filters.interval !== 'all' && checklist.refreshInterval !== filters.interval) return false;
    return matchesChecklistSearch(checklist, filters.search);
  });
}

export interface ChecklistGroup<T> {
  /** The account's uuid, or 'none'. */
  key: string;
  account: ChecklistAccount | null;
  checklists: T[];
}

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/** Open before finished, then by title. */
export function compareChecklists(a: Pick<Listed, 'title' | 'isCompleted' | 'id'>, b: Pick<Listed, 'title' | 'isCompleted' | 'id'>): number {
  if (a.isCompleted !== b.isCompleted) return a.isCompleted ? 1 : -1;
  return collator.compare(a.title, b.title) || a.id.localeCompare(b.id);
}

export function groupByAccount<T extends Listed>(checklists: readonly T[]): ChecklistGroup<T>[] {
  const groups = new Map<string, ChecklistGroup<T>>();
  for (const checklist of checklists) {
    const key = checklist.adAccount?.id ?? 'none';
    let group = groups.get(key);
    if (!group) {
      group = { key, account: checklist.adAccount, checklists: [] };
      groups.set(key, group);
    }
    group.checklists.push(checklist);
  }
  const sorted = [...groups.values()].sort((a, b) => {
    if (!a.account) return 1;
    if (!b.account) return -1;
    return collator.compare(a.account.name, b.account.name) || a.account.accountId.localeCompare(b.account.accountId);
  });
  for (const group of sorted) group.checklists.sort(compareChecklists);
  return sorted;
}

/** The account the `account` parameter names, found among the checklists or the company's accounts. */
export function accountOfParam(param: AccountParam, candidates: readonly (ChecklistAccount | null)[]): ChecklistAccount | null {
  return candidates.find((account): account is ChecklistAccount => isAccountOfParam(account, param)) ?? null;
}

/** How many rows of each group the first `limit` rows of the list cover, in the groups' order. */
export function drawnPerGroup(groups: readonly { checklists: readonly unknown[] }[], limit: number): number[] {
  const counts: number[] = [];
  let left = Math.max(0, limit);
  for (const group of groups) {
    const count = Math.min(group.checklists.length, left);
    counts.push(count);
    left -= count;
  }
  return counts;
}
