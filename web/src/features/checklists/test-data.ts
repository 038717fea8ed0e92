/** Checklists for the unit tests (not part of the app's bundle: only tests import it). */
import { defaultRefreshSettings } from '../../../../common/checklist-constants';
import type { ChecklistAccount, ChecklistDetail, ChecklistItem, ChecklistSummary } from '../../../../common/schemas/checklists';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const me = uuid(900);
export const colleague = uuid(901);

export function account(n: number, name: string, platform: 'facebook' | 'google' = 'facebook'): ChecklistAccount {
  return { id: uuid(800 + n), accountId: String(1000 + n), platform, name };
}

export function summary(n: number, changes: Partial<ChecklistSummary> = {}): ChecklistSummary {
  const at = new Date(Date.UTC(2025, 4, 1, 9, n)).toISOString();
  return {
    id: uuid(n),
    title: `Checklist ${n}`,
    adAccount: null,
    platform: null,
    companyId: uuid(700),
    refreshInterval: 'never',
    refreshSettings: defaultRefreshSettings,
    checklistType: 'normal',
    isTemplate: false,
    createdByAdminId: null,
    creatorId: me,
    creator: null,
    itemCount: 0,
    doneCount: 0,
    isCompleted: false,
    deadline: null,
    nextRefreshAt: null,
    periodStartedAt: at,
    sharedWith: [],
    createdAt: at,
    updatedAt: at,
    access: { canEdit: true, canManage: true },
    ...changes,
  };
}

export function item(checklist: number, n: number, changes: Partial<ChecklistItem> = {}): ChecklistItem {
  return {
    id: uuid(100 * checklist + n),
    checklistId: uuid(checklist),
    content: `Taak ${n}`,
    order: n,
    isCompleted: false,
    completedAt: null,
    completedBy: null,
    ...changes,
  };
}

export function detail(n: number, items: ChecklistItem[]): ChecklistDetail {
  const done = items.filter((i) => i.isCompleted).length;
  return {
    checklist: summary(n, { itemCount: items.length, doneCount: done, isCompleted: items.length > 0 && done === items.length }),
    items,
    comments: [],
    shares: [],
    history: [],
  };
}
