/**
 * What /accounts shows, from its query parameters (they survive a reload and the inbox links to
 * them, docs/notification-links.md): an account's detail (`account` = the platform's id and
 * `platform`, with `alert` to highlight and `view=conversation` to open its notes), or the list
 * with its tabs: Accounts, or Notities (`tab=notes`).
 */
import { type AdPlatform, adPlatforms } from '../../../../common/ad-account-constants';

export type AccountsView =
  { kind: 'detail'; platform: AdPlatform; accountId: string; alert: string | null; conversation: boolean } | { kind: 'list'; tab: 'accounts' | 'notes' };

export const accountsTabs = ['accounts', 'notes'] as const;
export type AccountsTab = (typeof accountsTabs)[number];

export function accountsViewOf(search: URLSearchParams): AccountsView {
  const accountId = search.get('account')?.trim();
  const platform = search.get('platform');
  if (accountId && (adPlatforms as readonly string[]).includes(platform ?? '')) {
    return { kind: 'detail', platform: platform as AdPlatform, accountId, alert: search.get('alert'), conversation: search.get('view') === 'conversation' };
  }
  return { kind: 'list', tab: search.get('tab') === 'notes' ? 'notes' : 'accounts' };
}

/** The list's filters (account-list.ts accountListFields): they stay when the tabs switch. */
const listFilterParams = ['q', 'platform', 'sort'];

/** The search string for a tab: Accounts is the default and needs no parameter (other parameters are dropped but the list's filters, a note stays open). */
export function searchForAccountsTab(current: URLSearchParams, tab: AccountsTab): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of listFilterParams) {
    const value = current.get(name);
    if (value !== null) next.set(name, value);
  }
  if (tab === 'notes') {
    next.set('tab', 'notes');
    const note = current.get('note');
    if (note) next.set('note', note);
  }
  return next;
}
