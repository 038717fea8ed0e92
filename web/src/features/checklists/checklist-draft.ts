/**
 * 'Nieuwe checklist' and a checklist's settings as the form holds them: a template (a starter, a
 * company template, or none) fills in title, items, type and schedule, which stay editable; the
 * items are typed one per line. What the form sends, and the server's answer spread back over the
 * form's fields ('items.3' is the fourth non-empty line: its line number is named).
 */
import {
  type ChecklistType,
  checklistTimeZone,
  defaultRefreshSettings,
  type RefreshInterval,
  type RefreshSettings,
} from '../../../../common/checklist-constants';
import type { StarterTemplate } from '../../../../common/checklist-starters';
import { isErrorCode } from '../../../../common/errors';
import type { ChecklistSummary, CreateChecklistRequest, UpdateChecklistRequest } from '../../../../common/schemas/checklists';
import { ApiError, isApiError } from '../../lib/api-client';
import { deadlineFromInput, deadlineInputValue } from './checklist-format';

export type CompanyTemplate = ChecklistSummary & { items: string[] };

export type TemplateChoice = { kind: 'blank' } | { kind: 'starter'; template: StarterTemplate } | { kind: 'company'; template: CompanyTemplate };

/** A choice's id in the picker: 'blank', 'starter:<key>' or 'company:<id>'. */
export function templateChoiceId(choice: TemplateChoice): string {
  if (choice.kind === 'blank') return 'blank';
  return choice.kind === 'starter' ? `starter:${choice.template.key}` : `company:${choice.template.id}`;
}

export interface ScheduleDraft {
  refreshInterval: RefreshInterval;
  /** HH:mm */
  time: string;
  /** ISO weekday, 1 = maandag */
  weekday: number;
  dayOfMonth: number;
  /** An `<input type="datetime-local">` value in Europe/Amsterdam, '' for none. */
  deadline: string;
}

export interface ChecklistDraft extends ScheduleDraft {
  title: string;
  adAccountId: string | null;
  checklistType: ChecklistType;
  /** One item per line. */
  itemsText: string;
}

export const draftFields = ['title', 'adAccountId', 'checklistType', 'items', 'refreshInterval', 'time', 'weekday', 'dayOfMonth', 'deadline'] as const;
export type DraftField = (typeof draftFields)[number];

/** What the draft's fields need of useFormProblems: their error and where focus goes to it. */
export interface DraftProblems {
  fieldError: (field: DraftField) => string | null;
  fieldRef: <E extends HTMLElement>(field: DraftField) => (element: E | null) => void;
}

function schedule(interval: RefreshInterval, settings: RefreshSettings): Omit<ScheduleDraft, 'deadline'> {
  return { refreshInterval: interval, time: settings.time, weekday: settings.weekday, dayOfMonth: settings.dayOfMonth };
}

export function draftFrom(choice: TemplateChoice, adAccountId: string | null): ChecklistDraft {
  if (choice.kind === 'blank') {
    return { title: '', adAccountId, checklistType: 'normal', itemsText: '', ...schedule('never', defaultRefreshSettings), deadline: '' };
  }
  const t = choice.template;
  return {
    title: t.title,
    // A company template may name an account; the screen's account filter wins.
    adAccountId: adAccountId ?? (choice.kind === 'company' ? ((t as CompanyTemplate).adAccount?.id ?? null) : null),
    checklistType: t.checklistType,
    itemsText: t.items.join('\n'),
    ...schedule(t.refreshInterval, t.refreshSettings),
    deadline: '',
  };
}

/** The non-empty lines (trimmed) and, for each, its line number in the text (1-based). */
export function itemLines(text: string): { items: string[]; lines: number[] } {
  const items: string[] = [];
  const lines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '') return;
    items.push(trimmed);
    lines.push(index + 1);
  });
  return { items, lines };
}

export function refreshSettingsOf(draft: Pick<ScheduleDraft, 'time' | 'weekday' | 'dayOfMonth'>): RefreshSettings {
  return { time: draft.time, weekday: draft.weekday, dayOfMonth: draft.dayOfMonth, timeZone: checklistTimeZone };
}

export function createRequestOf(draft: ChecklistDraft): CreateChecklistRequest {
  return {
    title: draft.title,
    adAccountId: draft.adAccountId,
    items: itemLines(draft.itemsText).items,
    refreshInterval: draft.refreshInterval,
    refreshSettings: refreshSettingsOf(draft),
    checklistType: draft.checklistType,
    deadline: deadlineFromInput(draft.deadline),
  };
}

/** A checklist's current settings as the settings form starts them. */
export function settingsDraftOf(checklist: ChecklistSummary): ChecklistDraft {
  return {
    title: checklist.title,
    adAccountId: checklist.adAccount?.id ?? null,
    checklistType: checklist.checklistType,
    itemsText: '',
    ...schedule(checklist.refreshInterval, checklist.refreshSettings),
    deadline: deadlineInputValue(checklist.deadline),
  };
}

/** PATCH body with only what changed (nothing changed: an empty object). */
export function updateRequestOf(checklist: ChecklistSummary, draft: ChecklistDraft): UpdateChecklistRequest {
  const before = settingsDraftOf(checklist);
  const changes: UpdateChecklistRequest = {};
  if (draft.adAccountId !== before.adAccountId) changes.adAccountId = draft.adAccountId;
  if (draft.checklistType !== before.checklistType) changes.checklistType = draft.checklistType;
  if (draft.refreshInterval !== before.refreshInterval) changes.refreshInterval = draft.refreshInterval;
  if (draft.time !== before.time || draft.weekday !== before.weekday || draft.dayOfMonth !== before.dayOfMonth)
    changes.refreshSettings = refreshSettingsOf(draft);
  if (draft.deadline !== before.deadline) changes.deadline = deadlineFromInput(draft.deadline);
  return changes;
}

const settingsFieldOf: Record<string, DraftField> = { time: 'time', weekday: 'weekday', dayOfMonth: 'dayOfMonth', timeZone: 'time' };

/** A server field path ('refreshSettings.time', 'items.3') as the form's field. */
export function draftFieldOf(path: string): DraftField | null {
  const [head, sub] = path.split('.');
  if (head === 'items') return 'items';
  if (head === 'refreshSettings') return settingsFieldOf[sub ?? ''] ?? 'time';
  return (draftFields as readonly string[]).includes(head ?? '') ? (head as DraftField) : null;
}

export interface DraftProblem {
  /** The error with its fields named as the form names them (for useFormProblems). */
  error: unknown;
  /** The line of the items text the server refused, if it named one. */
  itemLine: number | null;
}

export function draftProblemOf(error: unknown, lines: readonly number[]): DraftProblem {
  if (!isApiError(error) || !error.fields) return { error, itemLine: null };
  const fields: Record<string, string> = {};
  let itemLine: number | null = null;
  for (const [path, code] of Object.entries(error.fields)) {
    const field = draftFieldOf(path);
    if (!field || fields[field]) continue;
    fields[field] = isErrorCode(code) ? code : error.code;
    const index = /^items\.(\d+)/.exec(path)?.[1];
    if (field === 'items' && index !== undefined) itemLine = lines[Number(index)] ?? null;
  }
  return { error: new ApiError(error.status, error.code, error.message, fields, error.params), itemLine };
}
