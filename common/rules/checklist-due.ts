/**
 * When a checklist is due today (the dashboard's "Vandaag", issue 18), in Europe/Amsterdam — the
 * checklists' time zone: an unfinished, non-template checklist whose deadline is today or already
 * past, or a recurring checklist whose round resets later today. The server's dashboard card
 * selects these rows in SQL with `startOfNextDay` and words each with `checklistDueToday`.
 */
import { checklistTimeZone, type RefreshInterval } from '../checklist-constants.js';
import { instantOf, wallClockAt } from './checklist-refresh.js';

/** Midnight at the start of the day after `instant`'s day in `timeZone`. */
export function startOfNextDay(instant: Date, timeZone: string = checklistTimeZone): Date {
  const today = wallClockAt(instant, timeZone);
  const next = new Date(Date.UTC(today.year, today.month - 1, today.day + 1));
  return instantOf({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0 }, timeZone);
}

export interface DueInput {
  isTemplate: boolean;
  itemCount: number;
  doneCount: number;
  deadline: Date | null;
  refreshInterval: RefreshInterval;
  nextRefreshAt: Date | null;
}

export interface DueToday {
  /** Its deadline, or the end of the current round of a recurring checklist. */
  dueAt: Date;
  /** A deadline (possibly past) or the round that resets. */
  reason: 'deadline' | 'round';
  overdue: boolean;
}

/** Whether (and why) a checklist is due today at `now`; null when it is not. */
export function checklistDueToday(c: DueInput, now: Date): DueToday | null {
  if (c.isTemplate || (c.itemCount > 0 && c.doneCount === c.itemCount)) return null;
  const tomorrow = startOfNextDay(now).getTime();
  if (c.deadline && c.deadline.getTime() < tomorrow) return { dueAt: c.deadline, reason: 'deadline', overdue: c.deadline.getTime() < now.getTime() };
  const round = c.refreshInterval !== 'never' ? c.nextRefreshAt : null;
  if (round && round.getTime() > now.getTime() && round.getTime() < tomorrow) return { dueAt: round, reason: 'round', overdue: false };
  return null;
}
