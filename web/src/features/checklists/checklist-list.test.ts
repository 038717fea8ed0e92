import { describe, expect, it } from 'vitest';
import { accountOfParam, activeFilterCount, drawnPerGroup, filterChecklists, groupByAccount, noChecklistFilters } from './checklist-list';
import { account, colleague, me, summary } from './test-data';

const bakery = account(1, 'Bakkerij Jansen');
const garage = account(2, 'Autogarage Café', 'google');

const list = [
  summary(1, { title: 'Dagelijkse bestedingscheck', adAccount: bakery, refreshInterval: 'daily' }),
  summary(2, { title: 'Maandrapportage', adAccount: garage, refreshInterval: 'monthly', creatorId: colleague, sharedWith: [me] }),
  summary(3, { title: 'Lancering', creatorId: colleague }),
  summary(4, { title: 'Audit', adAccount: bakery, isCompleted: true, refreshInterval: 'weekly' }),
  summary(5, { title: 'Anders', adAccount: bakery }),
];

const titles = (items: { title: string }[]) => items.map((c) => c.title);

describe('checklist list', () => {
  it('searches title, account name (accents folded) and account id', () => {
    expect(titles(filterChecklists(list, { ...noChecklistFilters, search: 'besteding' }, me, null))).toEqual(['Dagelijkse bestedingscheck']);
    expect(titles(filterChecklists(list, { ...noChecklistFilters, search: 'cafe' }, me, null))).toEqual(['Maandrapportage']);
    expect(titles(filterChecklists(list, { ...noChecklistFilters, search: 'act_1001' }, me, null))).toEqual(['Dagelijkse bestedingscheck', 'Audit', 'Anders']);
  });

  it('filters mine, shared with me and the interval', () => {
    expect(titles(filterChecklists(list, { ...noChecklistFilters, owner: 'mine' }, me, null))).toEqual(['Dagelijkse bestedingscheck', 'Audit', 'Anders']);
    expect(titles(filterChecklists(list, { ...noChecklistFilters, owner: 'shared' }, me, null))).toEqual(['Maandrapportage']);
    expect(titles(filterChecklists(list, { ...noChecklistFilters, interval: 'weekly' }, me, null))).toEqual(['Audit']);
    expect(activeFilterCount({ search: ' ', owner: 'shared', interval: 'daily' })).toBe(2);
  });

  it("filters to the sidebar's marketeer: their own and those shared with them", () => {
    expect(titles(filterChecklists(list, noChecklistFilters, me, null, colleague))).toEqual(['Maandrapportage', 'Lancering']);
    expect(titles(filterChecklists(list, noChecklistFilters, me, null, null))).toHaveLength(5);
  });

  it('filters to the account of the URL', () => {
    expect(titles(filterChecklists(list, noChecklistFilters, me, { value: garage.id, platform: null }))).toEqual(['Maandrapportage']);
    expect(titles(filterChecklists(list, noChecklistFilters, me, { value: '1001', platform: 'facebook' }))).toHaveLength(3);
    expect(
      accountOfParam(
        { value: '1002', platform: 'google' },
        list.map((c) => c.adAccount),
      ),
    ).toEqual(garage);
    expect(
      accountOfParam(
        { value: '9999', platform: null },
        list.map((c) => c.adAccount),
      ),
    ).toBeNull();
  });

  it('groups by account A–Z with Zonder account last, open before finished, then by title', () => {
    const groups = groupByAccount(list);
    expect(groups.map((g) => g.account?.name ?? null)).toEqual(['Autogarage Café', 'Bakkerij Jansen', null]);
    expect(groups.map((g) => g.key)).toEqual([garage.id, bakery.id, 'none']);
    expect(titles(groups[1]!.checklists)).toEqual(['Anders', 'Dagelijkse bestedingscheck', 'Audit']);
  });
});

describe('drawnPerGroup', () => {
  const groups = [{ checklists: [1, 2, 3] }, { checklists: [4, 5] }, { checklists: [6] }];
  it('covers the first rows of the list, group after group', () => {
    expect(drawnPerGroup(groups, 0)).toEqual([0, 0, 0]);
    expect(drawnPerGroup(groups, 2)).toEqual([2, 0, 0]);
    expect(drawnPerGroup(groups, 4)).toEqual([3, 1, 0]);
    expect(drawnPerGroup(groups, 6)).toEqual([3, 2, 1]);
    expect(drawnPerGroup(groups, 100)).toEqual([3, 2, 1]);
  });
});
