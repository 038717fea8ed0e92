import { describe, expect, it } from 'vitest';
import { dateTimeTextOf, dateTimeValueOf, fieldLocale, timeTextOf, timeValueOf } from './time-values';

describe('time values of the 24-hour fields', () => {
  it('reads and writes a time of day as HH:MM', () => {
    expect(timeTextOf(timeValueOf('09:00'))).toBe('09:00');
    expect(timeTextOf(timeValueOf('23:59'))).toBe('23:59');
    expect(timeValueOf('')).toBeNull();
    expect(timeValueOf('9am')).toBeNull();
    expect(timeTextOf(null)).toBe('');
  });

  it('reads and writes a deadline as the datetime-local text the drafts keep', () => {
    const value = dateTimeValueOf('2025-05-01T17:30');
    expect(value).toMatchObject({ year: 2025, month: 5, day: 1, hour: 17, minute: 30 });
    expect(dateTimeTextOf(value)).toBe('2025-05-01T17:30');
    expect(dateTimeValueOf('')).toBeNull();
    expect(dateTimeTextOf(null)).toBe('');
  });

  it('formats 24-hour time in both app languages, never "AM/PM"', () => {
    for (const language of ['nl', 'en']) {
      const text = new Intl.DateTimeFormat(fieldLocale(language), { hour: 'numeric', minute: '2-digit' }).format(new Date(2025, 4, 1, 21, 5));
      expect(text).toBe('21:05');
    }
  });
});
