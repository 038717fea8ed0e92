/**
 * The portal's Formulieren, its pure rules: the deadline countdown ("Nog 3 dagen", "Vandaag",
 * "Verlopen"), which answers are not saved yet, and how a draft read again from the server (another
 * device saved meanwhile: 409) takes in what was typed here and not yet saved. Unit-tested.
 */
import type { FormAnswers, FormAnswerValue } from '../../../../common/forms/form-schema';

export type DeadlineCountdown = { kind: 'none' } | { kind: 'overdue' } | { kind: 'today' } | { kind: 'days'; days: number };

function dayNumber(date: Date): number {
  return Math.round(new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime() / 86_400_000);
}

/**
 * How long until the deadline, in calendar days of the browser's zone: past the moment → overdue;
 * later the same day → today; otherwise the number of days (tomorrow is 1).
 */
export function deadlineCountdown(deadline: string | null, now: Date): DeadlineCountdown {
  if (!deadline) return { kind: 'none' };
  const due = new Date(deadline);
  if (Number.isNaN(due.getTime())) return { kind: 'none' };
  if (due.getTime() <= now.getTime()) return { kind: 'overdue' };
  const days = dayNumber(due) - dayNumber(now);
  return days <= 0 ? { kind: 'today' } : { kind: 'days', days };
}

const same = (a: FormAnswerValue | undefined, b: FormAnswerValue | undefined) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields whose answer here differs from what the server last confirmed. */
export function unsavedFieldIds(local: FormAnswers, saved: FormAnswers): string[] {
  const ids = new Set([...Object.keys(local), ...Object.keys(saved)]);
  return [...ids].filter((id) => !same(local[id], saved[id]));
}

/** Only the answers of these fields (what the session backup keeps). */
export function pickAnswers(answers: FormAnswers, ids: readonly string[]): FormAnswers {
  const picked: FormAnswers = {};
  for (const id of ids) picked[id] = answers[id] ?? null;
  return picked;
}

/**
 * The draft after reading the server's again: the server's answers, with every field typed here and
 * not yet saved taking the value typed here (what this person typed last wins, per field); fields
 * nobody touched here take the server's value, so another device's work is kept too.
 */
export function mergeDraft(server: FormAnswers, local: FormAnswers, unsavedIds: readonly string[]): FormAnswers {
  const merged: FormAnswers = { ...server };
  for (const id of unsavedIds) {
    const value = local[id];
    if (value === undefined) delete merged[id];
    else merged[id] = value;
  }
  return merged;
}

// ---------------------------------------------------------------- the session backup

/** Unsaved answers survive a reload (sessionStorage) until the server confirms them. */
export interface DraftBackup {
  values: FormAnswers;
  at: string;
}

const backupKey = (assignmentId: string) => `formFill:draft:${assignmentId}`;

export function readDraftBackup(assignmentId: string): DraftBackup | null {
  try {
    const raw = window.sessionStorage.getItem(backupKey(assignmentId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object' || !('values' in parsed)) return null;
    const { values, at } = parsed as { values: unknown; at: unknown };
    if (!values || typeof values !== 'object' || Array.isArray(values)) return null;
    return { values: values as FormAnswers, at: typeof at === 'string' ? at : '' };
  } catch {
    return null;
  }
}

export function writeDraftBackup(assignmentId: string, values: FormAnswers): void {
  try {
    if (Object.keys(values).length === 0) window.sessionStorage.removeItem(backupKey(assignmentId));
    else window.sessionStorage.setItem(backupKey(assignmentId), JSON.stringify({ values, at: new Date().toISOString() }));
  } catch {
    // A full or refused storage: the server's draft is still saved every few seconds.
  }
}

export function clearDraftBackup(assignmentId: string): void {
  writeDraftBackup(assignmentId, {});
}
