import { describe, expect, it } from 'vitest';
import { checklistDueToday, startOfNextDay, type DueInput } from './checklist-due.js';

const open: DueInput = { isTemplate: false, itemCount: 3, doneCount: 1, deadline: null, refreshInterval: 'never', nextRefreshAt: null };
const at = (iso: string) => new Date(iso);

describe('startOfNextDay', () => {
  it('is midnight in Amsterdam, in summer and in winter time', () => {
    expect(startOfNextDay(at('2025-05-01T08:00:00.000Z')).toISOString()).toBe('2025-05-01T22:00:00.000Z');
    expect(startOfNextDay(at('2025-01-15T23:30:00.000Z')).toISOString()).toBe('2025-01-16T23:00:00.000Z');
    // The night the clocks go back (26 October 2025): the next day starts at 23:00 UTC.
    expect(startOfNextDay(at('2025-10-26T12:00:00.000Z')).toISOString()).toBe('2025-10-26T23:00:00.000Z');
  });
});

describe('checklistDueToday', () => {
  // 1 May 2025, 10:00 in Amsterdam (UTC+2).
  const now = at('2025-05-01T08:00:00.000Z');

  it('takes deadlines today and past deadlines (overdue when past), not later ones', () => {
    expect(checklistDueToday({ ...open, deadline: at('2025-05-01T15:00:00.000Z') }, now)).toEqual({
      dueAt: at('2025-05-01T15:00:00.000Z'),
      reason: 'deadline',
      overdue: false,
    });
    expect(checklistDueToday({ ...open, deadline: at('2025-04-30T20:00:00.000Z') }, now)).toMatchObject({ reason: 'deadline', overdue: true });
    // 21:30 UTC is 23:30 in Amsterdam: still today there; 22:30 UTC is tomorrow.
    expect(checklistDueToday({ ...open, deadline: at('2025-05-01T21:30:00.000Z') }, now)).toMatchObject({ overdue: false });
    expect(checklistDueToday({ ...open, deadline: at('2025-05-01T22:30:00.000Z') }, now)).toBeNull();
  });

  it('leaves out finished checklists and templates, but not empty ones', () => {
    const deadline = at('2025-05-01T12:00:00.000Z');
    expect(checklistDueToday({ ...open, deadline, doneCount: 3 }, now)).toBeNull();
    expect(checklistDueToday({ ...open, deadline, isTemplate: true }, now)).toBeNull();
    expect(checklistDueToday({ ...open, deadline, itemCount: 0, doneCount: 0 }, now)).not.toBeNull();
  });

  it('takes a recurring checklist whose round resets later today', () => {
    expect(checklistDueToday({ ...open, refreshInterval: 'daily', nextRefreshAt: at('2025-05-01T16:00:00.000Z') }, now)).toEqual({
      dueAt: at('2025-05-01T16:00:00.000Z'),
      reason: 'round',
      overdue: false,
    });
    expect(checklistDueToday({ ...open, refreshInterval: 'weekly', nextRefreshAt: at('2025-05-05T06:00:00.000Z') }, now)).toBeNull();
    expect(checklistDueToday({ ...open, refreshInterval: 'never', nextRefreshAt: at('2025-05-01T16:00:00.000Z') }, now)).toBeNull();
    expect(checklistDueToday({ ...open, refreshInterval: 'daily', nextRefreshAt: at('2025-05-01T07:00:00.000Z') }, now)).toBeNull();
  });
});
