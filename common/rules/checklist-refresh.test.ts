import { describe, expect, it } from 'vitest';
import type { RefreshSettings } from '../checklist-constants.js';
import { instantOf, latestDueRefresh, nextRefreshAt } from './checklist-refresh.js';

const s = (over: Partial<RefreshSettings> = {}): RefreshSettings => ({ time: '09:00', weekday: 1, dayOfMonth: 1, timeZone: 'Europe/Amsterdam', ...over });
const next = (interval: Parameters<typeof nextRefreshAt>[0], settings: RefreshSettings, after: string) =>
  nextRefreshAt(interval, settings, new Date(after))?.toISOString() ?? null;

describe('nextRefreshAt (Europe/Amsterdam)', () => {
  it('never has no next reset', () => {
    expect(next('never', s(), '2026-01-01T00:00:00Z')).toBeNull();
  });

  it('daily: later today, else tomorrow, strictly after the instant', () => {
    expect(next('daily', s(), '2026-01-10T07:59:00Z')).toBe('2026-01-10T08:00:00.000Z');
    expect(next('daily', s(), '2026-01-10T08:00:00Z')).toBe('2026-01-11T08:00:00.000Z');
  });

  it('keeps the local time across both daylight-saving changes', () => {
    expect(next('daily', s(), '2026-03-28T08:00:00Z')).toBe('2026-03-29T07:00:00.000Z');
    expect(next('daily', s(), '2026-10-24T07:00:00Z')).toBe('2026-10-25T08:00:00.000Z');
  });

  it('moves a time in the spring-forward gap on by the gap', () => {
    expect(instantOf({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(next('daily', s({ time: '02:30' }), '2026-03-28T12:00:00Z')).toBe('2026-03-29T01:30:00.000Z');
  });

  it('weekly: the chosen ISO weekday', () => {
    // Monday 23 November 2026, 20:00 local → next Monday.
    expect(next('weekly', s({ weekday: 1 }), '2026-11-23T19:00:00Z')).toBe('2026-11-30T08:00:00.000Z');
    expect(next('weekly', s({ weekday: 7, time: '18:00' }), '2026-11-23T19:00:00Z')).toBe('2026-11-29T17:00:00.000Z');
  });

  it('monthly: the chosen day, or the last day of a shorter month', () => {
    expect(next('monthly', s({ dayOfMonth: 31 }), '2026-02-01T00:00:00Z')).toBe('2026-02-28T08:00:00.000Z');
    expect(next('monthly', s({ dayOfMonth: 31 }), '2028-02-01T00:00:00Z')).toBe('2028-02-29T08:00:00.000Z');
    expect(next('monthly', s({ dayOfMonth: 15 }), '2026-01-15T08:00:00Z')).toBe('2026-02-15T08:00:00.000Z');
  });

  it('latestDueRefresh skips to the newest reset that has passed', () => {
    const due = new Date('2026-05-05T05:30:00Z');
    expect(latestDueRefresh('daily', s({ time: '07:30' }), due, new Date('2026-05-08T12:00:00Z')).toISOString()).toBe('2026-05-08T05:30:00.000Z');
    expect(latestDueRefresh('daily', s({ time: '07:30' }), due, due).toISOString()).toBe(due.toISOString());
  });
});
