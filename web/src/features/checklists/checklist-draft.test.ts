import { describe, expect, it } from 'vitest';
import { starterTemplateByKey } from '../../../../common/checklist-starters';
import { ApiError } from '../../lib/api-client';
import { createRequestOf, draftFieldOf, draftFrom, draftProblemOf, itemLines, settingsDraftOf, templateChoiceId, updateRequestOf } from './checklist-draft';
import { account, summary } from './test-data';

const daily = starterTemplateByKey('daily-spend-check')!;

describe('checklist draft', () => {
  it('fills the form from a starter template, keeping the chosen account', () => {
    const draft = draftFrom({ kind: 'starter', template: daily }, 'acc');
    expect(draft).toMatchObject({ title: 'Dagelijkse bestedingscheck', adAccountId: 'acc', checklistType: 'normal', refreshInterval: 'daily', time: '09:00' });
    expect(draft.itemsText.split('\n')).toHaveLength(daily.items.length);
    expect(templateChoiceId({ kind: 'starter', template: daily })).toBe('starter:daily-spend-check');
    expect(draftFrom({ kind: 'blank' }, null)).toMatchObject({ title: '', itemsText: '', refreshInterval: 'never' });
  });

  it('takes a company template with its account', () => {
    const template = {
      ...summary(7, { title: 'Eigen', adAccount: account(1, 'Bakkerij'), isTemplate: true, refreshInterval: 'weekly' as const }),
      items: ['Een', 'Twee'],
    };
    expect(draftFrom({ kind: 'company', template }, null)).toMatchObject({
      title: 'Eigen',
      adAccountId: account(1, 'B').id,
      itemsText: 'Een\nTwee',
      refreshInterval: 'weekly',
    });
    expect(templateChoiceId({ kind: 'company', template })).toBe(`company:${template.id}`);
  });

  it('sends the non-empty lines as items and the schedule in Europe/Amsterdam', () => {
    expect(itemLines('Een\n\n  Twee  \r\n\nDrie\n')).toEqual({ items: ['Een', 'Twee', 'Drie'], lines: [1, 3, 5] });
    const request = createRequestOf({ ...draftFrom({ kind: 'starter', template: daily }, null), deadline: '2025-05-12T17:00' });
    expect(request.refreshSettings).toEqual({ time: '09:00', weekday: 1, dayOfMonth: 1, timeZone: 'Europe/Amsterdam' });
    expect(request.deadline).toBe('2025-05-12T15:00:00.000Z');
    expect(request.items).toEqual([...daily.items]);
  });

  it('sends only the settings that changed', () => {
    const checklist = summary(1, { refreshInterval: 'daily', deadline: '2025-05-12T15:00:00.000Z' });
    const draft = settingsDraftOf(checklist);
    expect(draft.deadline).toBe('2025-05-12T17:00');
    expect(updateRequestOf(checklist, draft)).toEqual({});
    expect(updateRequestOf(checklist, { ...draft, time: '10:30', deadline: '' })).toEqual({
      refreshSettings: { time: '10:30', weekday: 1, dayOfMonth: 1, timeZone: 'Europe/Amsterdam' },
      deadline: null,
    });
  });

  it("puts the server's field codes on the form's fields, naming the item's line", () => {
    expect(draftFieldOf('refreshSettings.weekday')).toBe('weekday');
    expect(draftFieldOf('items.2')).toBe('items');
    expect(draftFieldOf('_')).toBeNull();
    const error = new ApiError(400, 'CHECKLIST_ITEM_TOO_LONG', 'x', {
      'items.1': 'CHECKLIST_ITEM_TOO_LONG',
      'refreshSettings.time': 'CHECKLIST_REFRESH_INVALID',
    });
    const problem = draftProblemOf(error, [1, 4]);
    expect(problem.itemLine).toBe(4);
    expect((problem.error as ApiError).fields).toEqual({ items: 'CHECKLIST_ITEM_TOO_LONG', time: 'CHECKLIST_REFRESH_INVALID' });
    const plain = new Error('offline');
    expect(draftProblemOf(plain, [])).toEqual({ error: plain, itemLine: null });
  });
});
