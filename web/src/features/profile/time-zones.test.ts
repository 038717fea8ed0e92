import { describe, expect, it } from 'vitest';
import { supportedTimeZones, timeZoneOptions, utcOffsetLabel } from './time-zones';

describe('time-zone options', () => {
  it('lists the zones Intl knows, Europe/Amsterdam among them', () => {
    const zones = supportedTimeZones();
    expect(zones).toContain('Europe/Amsterdam');
    expect(zones.length).toBeGreaterThan(100);
  });

  it('labels a zone with its offset at that moment (summer and winter time)', () => {
    expect(utcOffsetLabel('Europe/Amsterdam', new Date('2025-01-15T12:00:00Z'))).toBe('UTC+01:00');
    expect(utcOffsetLabel('Europe/Amsterdam', new Date('2025-07-15T12:00:00Z'))).toBe('UTC+02:00');
    expect(utcOffsetLabel('UTC', new Date('2025-07-15T12:00:00Z'))).toBe('UTC+00:00');
    expect(timeZoneOptions(['America/New_York'], new Date('2025-01-15T12:00:00Z'))).toEqual([
      { id: 'America/New_York', label: 'America / New York (UTC-05:00)' },
    ]);
  });
});
