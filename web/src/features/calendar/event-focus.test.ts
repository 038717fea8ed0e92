import { describe, expect, it } from 'vitest';
import { eventFocusOf } from './event-focus';

const single = { id: 'e1', allDay: false, timeZone: 'Europe/Amsterdam', recurrence: null };

describe('eventFocusOf', () => {
  it("goes to a single event's date and hour in the calendar's zone", () => {
    const event = { ...single, start: '2026-04-16T12:30:00.000Z', end: '2026-04-16T13:00:00.000Z' };
    expect(eventFocusOf(event, 'Europe/Amsterdam', new Date('2026-03-01T00:00:00Z'))).toEqual({ eventId: 'e1', date: '2026-04-16', scrollTime: '14:00' });
    // Late in the evening in Amsterdam is the next day in Tokyo.
    const late = { ...single, start: '2026-04-16T20:30:00.000Z', end: '2026-04-16T21:00:00.000Z' };
    expect(eventFocusOf(late, 'Asia/Tokyo', new Date('2026-03-01T00:00:00Z')).date).toBe('2026-04-17');
  });

  it('goes to the next occurrence of a series from now, or its first when it has ended', () => {
    const weekly = {
      ...single,
      start: '2026-01-05T09:00:00.000Z',
      end: '2026-01-05T10:00:00.000Z',
      recurrence: { freq: 'weekly' as const, interval: 1, byWeekday: [1], until: null, count: 10 },
    };
    expect(eventFocusOf(weekly, 'Europe/Amsterdam', new Date('2026-01-21T12:00:00Z')).date).toBe('2026-01-26');
    expect(eventFocusOf(weekly, 'Europe/Amsterdam', new Date('2026-06-01T12:00:00Z')).date).toBe('2026-01-05');
  });

  it('keeps an all-day event on its own date, without a time to scroll to', () => {
    const allDay = { ...single, allDay: true, start: '2026-04-15T22:00:00.000Z', end: '2026-04-16T22:00:00.000Z' };
    expect(eventFocusOf(allDay, 'America/New_York', new Date('2026-03-01T00:00:00Z'))).toEqual({ eventId: 'e1', date: '2026-04-16', scrollTime: null });
  });
});
