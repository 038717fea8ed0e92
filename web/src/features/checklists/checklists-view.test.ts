import { describe, expect, it } from 'vitest';
import { checklistsViewOf, isAccountOfParam, searchForTab, searchWithOpen, searchWithoutAccount } from './checklists-view';
import { account } from './test-data';

const params = (search: string) => new URLSearchParams(search);

describe('checklists view', () => {
  it('reads the open checklist, the account filter and the tab', () => {
    expect(checklistsViewOf(params('checklist=abc'))).toEqual({ tab: 'checklists', openId: 'abc', account: null });
    expect(checklistsViewOf(params('account=1001&platform=google&tab=templates'))).toEqual({
      tab: 'templates',
      openId: null,
      account: { value: '1001', platform: 'google' },
    });
    expect(checklistsViewOf(params('account=1001&platform=myspace')).account).toEqual({ value: '1001', platform: null });
    expect(checklistsViewOf(params('checklist=&account=')).openId).toBeNull();
  });

  it('opens and closes a checklist, keeping the other parameters', () => {
    expect(searchWithOpen(params('account=1&platform=facebook'), 'x').toString()).toBe('account=1&platform=facebook&checklist=x');
    expect(searchWithOpen(params('checklist=x&tab=templates'), null).toString()).toBe('tab=templates');
    expect(searchForTab(params('checklist=x&account=1'), 'templates').toString()).toBe('account=1&tab=templates');
    expect(searchForTab(params('tab=templates'), 'checklists').toString()).toBe('');
    expect(searchWithoutAccount(params('account=1&platform=google&checklist=x')).toString()).toBe('checklist=x');
  });

  it('matches an account by its uuid, or by its platform id and platform', () => {
    const a = account(1, 'Bakkerij', 'facebook');
    expect(isAccountOfParam(a, { value: a.id, platform: null })).toBe(true);
    expect(isAccountOfParam(a, { value: '1001', platform: 'facebook' })).toBe(true);
    expect(isAccountOfParam(a, { value: '1001', platform: null })).toBe(true);
    expect(isAccountOfParam(a, { value: '1001', platform: 'google' })).toBe(false);
    expect(isAccountOfParam(null, { value: '1001', platform: null })).toBe(false);
  });
});
