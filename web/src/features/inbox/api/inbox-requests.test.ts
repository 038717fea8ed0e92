import { describe, expect, it } from 'vitest';
import { activeFilterCount, noFilters } from '../inbox-filters';
import { newerCount } from './get-unread-count';
import { notificationListSearch } from './get-notifications';

describe('inbox requests', () => {
  it('sends only the filters that are set, the cursor and the page size', () => {
    expect(notificationListSearch(noFilters, null)).toBe('limit=30');
    expect(notificationListSearch({ status: 'unread', type: 'notitie', client: 'none', platform: 'google' }, 'abc')).toBe(
      'type=notitie&status=unread&client=none&platform=google&cursor=abc&limit=30',
    );
  });

  it('counts the active filters', () => {
    expect(activeFilterCount(noFilters)).toBe(0);
    expect(activeFilterCount({ status: 'read', client: 'none' })).toBe(2);
    expect(activeFilterCount({ status: 'all', type: 'formulier', platform: 'facebook' })).toBe(2);
  });

  it('never lets a load move the unread count back to an older version', () => {
    const live = { count: 4, version: 9 };
    expect(newerCount(live, { count: 3, version: 8 })).toBe(live);
    expect(newerCount(live, { count: 2, version: 10 })).toEqual({ count: 2, version: 10 });
    expect(newerCount(undefined, { count: 1, version: 1 })).toEqual({ count: 1, version: 1 });
  });
});
