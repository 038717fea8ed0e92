import { describe, expect, it } from 'vitest';
import { appointmentMoved, appointmentNews, type AppointmentState } from './appointment-news.js';

const base: AppointmentState = {
  kind: 'appointment',
  clientId: 'c1',
  start: Date.parse('2026-03-04T09:00:00Z'),
  end: Date.parse('2026-03-04T10:00:00Z'),
  allDay: false,
  timeZone: 'Europe/Amsterdam',
  location: 'Kantoor',
  rrule: null,
  replacesOne: false,
  status: 'confirmed',
};
const hour = 3_600_000;

describe('appointmentNews', () => {
  it('a new appointment shared with a client is news for that client; an internal one for nobody', () => {
    expect(appointmentNews(null, base)).toEqual([{ kind: 'appointment_shared', clientId: 'c1', about: 'after', resetAnswer: false }]);
    expect(appointmentNews(null, { ...base, kind: 'internal' })).toEqual([]);
    expect(appointmentNews(null, { ...base, clientId: null })).toEqual([]);
  });

  it('a deleted or unshared appointment is cancelled for its client', () => {
    const cancelled = [{ kind: 'appointment_cancelled', clientId: 'c1', about: 'before', resetAnswer: false }];
    expect(appointmentNews(base, null)).toEqual(cancelled);
    expect(appointmentNews(base, { ...base, kind: 'internal' })).toEqual(cancelled);
  });

  it('another client: cancelled for the one before, shared (answer waiting) with the one after', () => {
    expect(appointmentNews(base, { ...base, clientId: 'c2' })).toEqual([
      { kind: 'appointment_cancelled', clientId: 'c1', about: 'before', resetAnswer: false },
      { kind: 'appointment_shared', clientId: 'c2', about: 'after', resetAnswer: true },
    ]);
  });

  it('a move, a new length, a new place or a new repetition resets the answer', () => {
    const moved = [{ kind: 'appointment_moved', clientId: 'c1', about: 'after', resetAnswer: true }];
    expect(appointmentNews(base, { ...base, start: base.start + hour, end: base.end + hour })).toEqual(moved);
    expect(appointmentNews(base, { ...base, end: base.end + hour })).toEqual(moved);
    expect(appointmentNews(base, { ...base, location: 'Online' })).toEqual(moved);
    expect(appointmentNews(base, { ...base, allDay: true })).toEqual(moved);
    expect(appointmentNews(base, { ...base, rrule: 'FREQ=WEEKLY;COUNT=4' })).toEqual(moved);
    // Moved and confirmed at once: the move is what the client must answer.
    expect(appointmentNews({ ...base, status: 'tentative' }, { ...base, start: base.start + hour })).toEqual(moved);
  });

  it('a title, description or owner change alone is no news and keeps the answer', () => {
    expect(appointmentNews(base, { ...base })).toEqual([]);
  });

  it('a confirmed request is news', () => {
    expect(appointmentNews({ ...base, status: 'tentative' }, base)).toEqual([
      { kind: 'appointment_confirmed', clientId: 'c1', about: 'after', resetAnswer: false },
    ]);
  });

  it('splitting a series keeps its repetition; one edited time of a series has no rule of its own', () => {
    const series = { ...base, rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=6' };
    expect(appointmentMoved(series, { ...series, rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=4' })).toBe(false);
    expect(appointmentMoved(series, { ...series, rrule: 'FREQ=WEEKLY;BYDAY=WE;UNTIL=20260601' })).toBe(false);
    expect(appointmentMoved(series, { ...series, rrule: null, replacesOne: true })).toBe(false);
    expect(appointmentMoved(series, { ...series, rrule: 'FREQ=WEEKLY;BYDAY=TH;COUNT=6' })).toBe(true);
    expect(appointmentMoved(series, { ...series, rrule: null })).toBe(true);
  });
});
