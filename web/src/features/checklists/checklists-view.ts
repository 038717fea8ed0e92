/**
 * What /checklists shows, from its query parameters (they survive a reload, and other screens
 * link to them): `checklist=<id>` opens that checklist (the inbox's deadline_reminder links
 * there), `account=<ad account uuid or the platform's account id>` with `platform` narrows the
 * list to one ad account (the accounts screen links there), `tab=templates` shows the templates.
 */
import { type AdPlatform, adPlatforms } from '../../../../common/ad-account-constants';

export const checklistsTabs = ['checklists', 'templates'] as const;
export type ChecklistsTab = (typeof checklistsTabs)[number];

/** The `account` parameter as given: an ad account's uuid, or the platform's own id with its platform. */
export interface AccountParam {
  value: string;
  platform: AdPlatform | null;
}

export interface ChecklistsView {
  tab: ChecklistsTab;
  openId: string | null;
  account: AccountParam | null;
}

export const checklistParam = 'checklist';

export function checklistsViewOf(search: URLSearchParams): ChecklistsView {
  const openId = search.get(checklistParam)?.trim() || null;
  const value = search.get('account')?.trim();
  const platform = search.get('platform');
  const account = value ? { value, platform: (adPlatforms as readonly string[]).includes(platform ?? '') ? (platform as AdPlatform) : null } : null;
  return { tab: search.get('tab') === 'templates' ? 'templates' : 'checklists', openId, account };
}

/** The search string with a checklist opened (or closed: null); the other parameters stay. */
export function searchWithOpen(current: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (id) next.set(checklistParam, id);
  else next.delete(checklistParam);
  return next;
}

/** The search string for a tab: Checklists is the default; an account filter stays, an open checklist closes. */
export function searchForTab(current: URLSearchParams, tab: ChecklistsTab): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete(checklistParam);
  if (tab === 'templates') next.set('tab', 'templates');
  else next.delete('tab');
  return next;
}

/** The search string without the account filter. */
export function searchWithoutAccount(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('account');
  next.delete('platform');
  return next;
}

/** Whether an ad account is the one the `account` parameter names (by uuid, or by platform id and platform). */
export function isAccountOfParam(account: { id: string; accountId: string; platform: AdPlatform } | null, param: AccountParam): boolean {
  if (!account) return false;
  if (account.id === param.value) return true;
  return account.accountId === param.value && (param.platform === null || account.platform === param.platform);
}
