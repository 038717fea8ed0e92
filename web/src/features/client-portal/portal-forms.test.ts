import { describe, expect, it } from 'vitest';
import { deadlineCountdown, mergeDraft, pickAnswers, unsavedFieldIds } from './portal-forms';

describe('deadlineCountdown', () => {
  const now = new Date(2026, 10, 28, 14, 0);
  it('counts calendar days', () => {
    expect(deadlineCountdown(new Date(2026, 11, 1, 9, 0).toISOString(), now)).toEqual({ kind: 'days', days: 3 });
    expect(deadlineCountdown(new Date(2026, 10, 29, 0, 30).toISOString(), now)).toEqual({ kind: 'days', days: 1 });
  });
  it('says today until the moment passes, then overdue', () => {
    expect(deadlineCountdown(new Date(2026, 10, 28, 23, 59).toISOString(), now)).toEqual({ kind: 'today' });
    expect(deadlineCountdown(new Date(2026, 10, 28, 13, 59).toISOString(), now)).toEqual({ kind: 'overdue' });
    expect(deadlineCountdown(new Date(2026, 9, 1).toISOString(), now)).toEqual({ kind: 'overdue' });
  });
  it('knows no deadline', () => {
    expect(deadlineCountdown(null, now)).toEqual({ kind: 'none' });
    expect(deadlineCountdown('nonsense', now)).toEqual({ kind: 'none' });
  });
});

describe('draft merge', () => {
  it('finds what differs from the last save', () => {
    expect(unsavedFieldIds({ a: 'x', b: ['1'], c: null }, { a: 'x', b: ['2'], d: 'gone' }).sort()).toEqual(['b', 'd']);
    expect(pickAnswers({ a: 'x' }, ['a', 'b'])).toEqual({ a: 'x', b: null });
  });

  it('keeps what was typed here and not saved; takes the rest from the server', () => {
    const server = { name: 'Other device', budget: 500, notes: 'server' };
    const local = { name: 'Mine', budget: 400, notes: 'typed here' };
    expect(mergeDraft(server, local, ['notes'])).toEqual({ name: 'Other device', budget: 500, notes: 'typed here' });
    expect(mergeDraft(server, { name: 'Mine' }, ['notes'])).toEqual({ name: 'Other device', budget: 500 });
    expect(mergeDraft(server, local, [])).toEqual(server);
  });
});
