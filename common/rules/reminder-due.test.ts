import { describe, expect, it } from 'vitest';
import { reminderDecision, reminderDueAt, reminderGraceMs, reminderMinutesMax } from './reminder-due.js';

const start = new Date('2026-06-01T07:00:00.000Z');
const plus = (ms: number) => new Date(start.getTime() + ms);
const minute = 60_000;

describe('reminderDueAt', () => {
  it('is minutesBefore before the start', () => {
    expect(reminderDueAt(start, 15).toISOString()).toBe('2026-06-01T06:45:00.000Z');
    expect(reminderDueAt(start, 0)).toEqual(start);
    expect(reminderMinutesMax).toBe(40_320);
    expect(reminderDueAt(start, reminderMinutesMax).toISOString()).toBe('2026-05-04T07:00:00.000Z');
  });

  it('keeps minutesBefore within 0..reminderMinutesMax', () => {
    expect(reminderDueAt(start, -5)).toEqual(start);
    expect(reminderDueAt(start, reminderMinutesMax + 1)).toEqual(reminderDueAt(start, reminderMinutesMax));
  });
});

describe('reminderDecision', () => {
  it('waits before the due time, sends until the start plus grace, skips after', () => {
    expect(reminderDecision(plus(-15 * minute - 1), start, 15)).toBe('wait');
    expect(reminderDecision(plus(-15 * minute), start, 15)).toBe('send');
    expect(reminderDecision(plus(0), start, 15)).toBe('send');
    expect(reminderDecision(plus(reminderGraceMs - 1), start, 15)).toBe('send');
    expect(reminderDecision(plus(reminderGraceMs), start, 15)).toBe('skip');
    expect(reminderDecision(plus(24 * 60 * minute), start, 15)).toBe('skip');
  });

  it('handles a reminder at the start (0 minutes)', () => {
    expect(reminderDecision(plus(-1), start, 0)).toBe('wait');
    expect(reminderDecision(start, start, 0)).toBe('send');
    expect(reminderDecision(plus(reminderGraceMs - 1), start, 0)).toBe('send');
    expect(reminderDecision(plus(reminderGraceMs), start, 0)).toBe('skip');
  });

  it('handles the longest reminder (28 days)', () => {
    const due = start.getTime() - reminderMinutesMax * minute;
    expect(reminderDecision(new Date(due - 1), start, reminderMinutesMax)).toBe('wait');
    expect(reminderDecision(new Date(due), start, reminderMinutesMax)).toBe('send');
    expect(reminderDecision(plus(-1), start, reminderMinutesMax)).toBe('send');
    expect(reminderDecision(plus(reminderGraceMs), start, reminderMinutesMax)).toBe('skip');
  });
});
