import { describe, expect, it } from 'vitest';
import { accountsViewOf, searchForAccountsTab } from './accounts-view';

const view = (search: string) => accountsViewOf(new URLSearchParams(search));

describe('accounts view', () => {
  it('opens the detail for the inbox’s alert link', () => {
    expect(view('account=123&platform=facebook&alert=budget_warning&campaign=9&notification=x')).toEqual({
      kind: 'detail',
      platform: 'facebook',
      accountId: '123',
      alert: 'budget_warning',
      conversation: false,
    });
  });

  it('opens the conversation for the inbox’s note link', () => {
    expect(view('account=123&platform=google&view=conversation')).toMatchObject({ kind: 'detail', conversation: true, alert: null });
  });

  it('shows the list for anything incomplete or unknown', () => {
    expect(view('')).toEqual({ kind: 'list', tab: 'accounts' });
    expect(view('account=123')).toEqual({ kind: 'list', tab: 'accounts' });
    expect(view('account=123&platform=tiktok')).toEqual({ kind: 'list', tab: 'accounts' });
    expect(view('tab=notes')).toEqual({ kind: 'list', tab: 'notes' });
    expect(view('tab=other')).toEqual({ kind: 'list', tab: 'accounts' });
  });

  it('builds the tab’s search string', () => {
    expect(searchForAccountsTab(new URLSearchParams('tab=notes&note=n1'), 'accounts').toString()).toBe('');
    expect(searchForAccountsTab(new URLSearchParams('x=1'), 'notes').toString()).toBe('tab=notes');
    expect(searchForAccountsTab(new URLSearchParams('note=n1'), 'notes').toString()).toBe('tab=notes&note=n1');
    // The list's search and filters stay for the way back.
    expect(searchForAccountsTab(new URLSearchParams('q=bakker&sort=spend&x=1'), 'notes').toString()).toBe('q=bakker&sort=spend&tab=notes');
    expect(searchForAccountsTab(new URLSearchParams('q=bakker&tab=notes&note=n1'), 'accounts').toString()).toBe('q=bakker');
  });
});
