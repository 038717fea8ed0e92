/** The portal Agenda's pure rules: status, grouping by local day, upcoming and past, request days and slots. */
import { describe, expect, it } from 'vitest';
import { agendaActionOf, agendaRange, agendaStatusOf, awaitsAnswer, dayKeyOf, groupByDay, requestDays, slotsOnDay, splitByNow } from './portal-agenda';

/** Local wall-clock times (the tests hold in any zone the runner has). */
const local = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute).toISOString();
const item = (key: string, start: string, end = start) => ({ key, start, end });

describe('what the client may do with an appointment', () => {
  it('answers one that waits, changes an answer given, withdraws its own request — nothing once begun', () => {
    const now = new Date(local(4, 12));
    const start = local(5, 10);
    expect(agendaActionOf({ clientResponse: 'pending', start, cancellable: false }, now)).toBe('answer');
    expect(agendaActionOf({ clientResponse: 'accepted', start, cancellable: false }, now)).toBe('decline');
    expect(agendaActionOf({ clientResponse: 'declined', start, cancellable: false }, now)).toBe('accept');
    expect(agendaActionOf({ clientResponse: 'accepted', start, cancellable: true }, now)).toBe('cancel');
    expect(agendaActionOf({ clientResponse: 'accepted', start: local(4, 11), cancellable: true }, now)).toBeNull();
    expect(agendaActionOf({ clientResponse: 'pending', start: local(4, 12), cancellable: false }, now)).toBeNull();
  });
});

describe('an appointment’s status for the client', () => {
  it('is their answer; a request of theirs waits for confirmation until they withdraw it', () => {
    const now = new Date(local(4, 12));
    const start = local(5, 10);
    expect(agendaStatusOf({ status: 'confirmed', clientResponse: 'pending', start }, now)).toBe('pending');
    expect(agendaStatusOf({ status: 'confirmed', clientResponse: 'accepted', start }, now)).toBe('accepted');
    expect(agendaStatusOf({ status: 'confirmed', clientResponse: 'declined', start }, now)).toBe('declined');
    expect(agendaStatusOf({ status: 'tentative', clientResponse: 'accepted', start }, now)).toBe('requested');
    expect(agendaStatusOf({ status: 'tentative', clientResponse: 'declined', start }, now)).toBe('declined');
  });

  it('was not answered once it began while still pending', () => {
    const now = new Date(local(4, 12));
    expect(agendaStatusOf({ status: 'confirmed', clientResponse: 'pending', start: local(4, 11) }, now)).toBe('unanswered');
    expect(agendaStatusOf({ status: 'confirmed', clientResponse: 'accepted', start: local(4, 11) }, now)).toBe('accepted');
  });

  it('asks for an answer only while pending and not begun', () => {
    const now = new Date(local(4, 12));
    expect(awaitsAnswer({ clientResponse: 'pending', start: local(4, 13) }, now)).toBe(true);
    expect(awaitsAnswer({ clientResponse: 'pending', start: local(4, 11) }, now)).toBe(false);
    expect(awaitsAnswer({ clientResponse: 'accepted', start: local(4, 13) }, now)).toBe(false);
  });
});

describe('grouping by day', () => {
  it('groups by the local day, days and times ascending', () => {
    const days = groupByDay([item('c', local(5, 9)), item('a', local(4, 15)), item('b', local(4, 9, 30)), item('d', local(4, 23, 30))]);
    expect(days.map((d) => [d.key, d.items.map((i) => i.key)])).toEqual([
      ['2026-03-04', ['b', 'a', 'd']],
      ['2026-03-05', ['c']],
    ]);
    expect(days[0]!.date).toEqual(new Date(2026, 2, 4));
  });

  it('lists the past newest first', () => {
    const days = groupByDay([item('a', local(2, 9)), item('b', local(3, 9)), item('c', local(3, 14))], 'desc');
    expect(days.map((d) => d.items.map((i) => i.key))).toEqual([['c', 'b'], ['a']]);
  });

  it('splits on the end: an appointment under way is still upcoming', () => {
    const now = new Date(local(4, 12));
    const { upcoming, past } = splitByNow(
      [item('ended', local(4, 10), local(4, 11)), item('running', local(4, 11, 30), local(4, 12, 30)), item('later', local(5, 9), local(5, 10))],
      now,
    );
    expect(upcoming.map((i) => i.key)).toEqual(['running', 'later']);
    expect(past.map((i) => i.key)).toEqual(['ended']);
  });
});

describe('asking for an appointment', () => {
  it('offers today and the next days, four weeks in all, at local midnight', () => {
    const days = requestDays(new Date(2026, 2, 4, 15, 20));
    expect(days).toHaveLength(28);
    expect(days[0]).toEqual(new Date(2026, 2, 4));
    // Across the switch to summer time (29 March 2026 in Europe) still each day's midnight.
    expect(days.map(dayKeyOf)).toContain('2026-03-29');
    expect(days[27]).toEqual(new Date(2026, 2, 31));
  });

  it('shows the slots of the chosen day only', () => {
    const slots = [{ start: local(4, 16, 30) }, { start: local(5, 9) }, { start: local(5, 9, 30) }];
    expect(slotsOnDay(slots, '2026-03-05')).toEqual(slots.slice(1));
    expect(slotsOnDay(slots, '2026-03-06')).toEqual([]);
  });

  it('reads a stable range around today: 90 days back, a year long', () => {
    const a = agendaRange(new Date(2026, 2, 4, 9));
    expect(a).toEqual(agendaRange(new Date(2026, 2, 4, 21)));
    expect(new Date(a.from)).toEqual(new Date(2025, 11, 4));
    expect(Date.parse(a.to) - Date.parse(a.from)).toBeLessThanOrEqual(366 * 86_400_000);
  });
});
