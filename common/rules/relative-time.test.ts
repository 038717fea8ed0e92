import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.js';

const now = new Date('2025-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('relativeTime', () => {
  it('says Net nu under a minute, also for a clock slightly ahead', () => {
    expect(relativeTime(ago(59_000), now)).toEqual({ unit: 'justNow' });
    expect(relativeTime(ago(-5_000), now)).toEqual({ unit: 'justNow' });
  });

  it('counts minutes, then hours under a day', () => {
    expect(relativeTime(ago(minute), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(relativeTime(ago(59 * minute), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(relativeTime(ago(hour), now)).toEqual({ unit: 'hours', count: 1 });
    expect(relativeTime(ago(23 * hour + 59 * minute), now)).toEqual({ unit: 'hours', count: 23 });
  });

  it('says Gisteren for one day, days under a week, then a date', () => {
    expect(relativeTime(ago(day), now)).toEqual({ unit: 'yesterday' });
    expect(relativeTime(ago(2 * day), now)).toEqual({ unit: 'days', count: 2 });
    expect(relativeTime(ago(6 * day + 23 * hour), now)).toEqual({ unit: 'days', count: 6 });
    expect(relativeTime(ago(7 * day), now)).toEqual({ unit: 'date' });
  });
});
