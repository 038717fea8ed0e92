import { describe, expect, it } from 'vitest';
import { deadlineFromInput, deadlineInputValue, deadlineState, percentDone, refreshLabel } from './checklist-format';

const settings = { time: '09:00', weekday: 1, dayOfMonth: 1 };

describe('checklist format', () => {
  it('names the refresh schedule', () => {
    expect(refreshLabel('never', settings)).toBeNull();
    expect(refreshLabel('daily', settings)).toEqual({ key: 'daily', time: '09:00' });
    expect(refreshLabel('weekly', { ...settings, weekday: 3 })).toEqual({ key: 'weekly', time: '09:00', weekday: 3 });
    expect(refreshLabel('monthly', { ...settings, dayOfMonth: 15 })).toEqual({ key: 'monthly', time: '09:00', day: 15 });
  });

  it('says when a deadline is past or near, not for a finished checklist', () => {
    const now = new Date('2025-05-12T10:00:00Z');
    expect(deadlineState('2025-05-12T09:59:00Z', now, false)).toBe('past');
    expect(deadlineState('2025-05-12T09:59:00Z', now, true)).toBe('later');
    expect(deadlineState('2025-05-13T09:00:00Z', now, false)).toBe('soon');
    expect(deadlineState('2025-05-14T09:00:00Z', now, false)).toBe('later');
  });

  it('reads and writes deadlines as Amsterdam wall-clock time, summer and winter', () => {
    expect(deadlineFromInput('2025-05-12T17:00')).toBe('2025-05-12T15:00:00.000Z');
    expect(deadlineFromInput('2025-01-12T17:00')).toBe('2025-01-12T16:00:00.000Z');
    expect(deadlineInputValue('2025-05-12T15:00:00.000Z')).toBe('2025-05-12T17:00');
    expect(deadlineInputValue('2025-01-12T16:00:00+00:00')).toBe('2025-01-12T17:00');
    expect(deadlineFromInput('  ')).toBeNull();
    expect(deadlineInputValue(null)).toBe('');
    expect(deadlineFromInput('morgen')).toBe('morgen');
  });

  it('rounds progress to whole percents', () => {
    expect(percentDone(0, 0)).toBe(0);
    expect(percentDone(1, 3)).toBe(33);
    expect(percentDone(6, 6)).toBe(100);
  });
});
