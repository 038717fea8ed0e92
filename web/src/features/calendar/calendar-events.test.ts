/** The occurrences and deadlines as grid inputs (calendar-events.ts). */
import { describe, expect, it } from 'vitest';
import type { CalendarDeadline, CalendarOccurrence } from '../../../../common/schemas/calendar';
import { deadlineInput, entryOf, gridInputs, isRecurring, occurrenceInput } from './calendar-events';

const ams = 'Europe/Amsterdam';
const id = '11111111-1111-4111-8111-111111111111';

function occurrence(overrides: Partial<CalendarOccurrence> = {}): CalendarOccurrence {
  return {
    key: id,
    eventId: id,
    seriesId: null,
    occurrenceStart: null,
    kind: 'internal',
    title: 'Weekstart',
    start: '2026-03-30T07:00:00.000Z',
    end: '2026-03-30T08:00:00.000Z',
    allDay: false,
    status: 'confirmed',
    clientResponse: 'pending',
    clientId: null,
    ownerId: null,
    contactType: null,
    contactPriority: null,
    outcomeDue: false,
    version: 1,
    ...overrides,
  };
}

function deadline(overrides: Partial<CalendarDeadline> = {}): CalendarDeadline {
  return {
    key: `checklist:${id}`,
    source: 'checklist',
    title: 'Checklist',
    at: '2026-03-30T15:00:00.000Z',
    href: `/checklists?checklist=${id}`,
    client: null,
    ownerIds: [],
    done: false,
    ...overrides,
  };
}

describe('occurrenceInput', () => {
  it('shows a timed event at its wall clock in the zone (after the spring change)', () => {
    const input = occurrenceInput(occurrence(), ams);
    expect(input).toMatchObject({ id, title: 'Weekstart', start: '2026-03-30T09:00:00', end: '2026-03-30T10:00:00', allDay: false, editable: true });
    expect(input.classNames).toEqual(['cal-event', 'cal-kind-internal']);
    expect(entryOf(input.extendedProps ?? {})).toEqual({ type: 'event', occurrence: occurrence(), client: null });
  });

  it('marks kind, tentative, declined, priority and a due outcome, with the client colour as the accent', () => {
    const client = { id, name: 'Bakkerij', code: 'BAK', color: '#16a34a' };
    const input = occurrenceInput(occurrence({ kind: 'appointment', status: 'tentative', clientResponse: 'declined', clientId: id }), ams, client);
    expect(input.classNames).toEqual(['cal-event', 'cal-kind-appointment', 'cal-tentative', 'cal-declined']);
    expect(input.borderColor).toBe('#16a34a');
    const contact = occurrenceInput(occurrence({ kind: 'contact', contactType: 'telefoon', contactPriority: 'urgent', outcomeDue: true }), ams);
    expect(contact.classNames).toEqual(['cal-event', 'cal-kind-contact', 'cal-priority-urgent', 'cal-outcome-due']);
  });

  it('shows a client’s palette colour (what clients store) as its strong tone', () => {
    expect(occurrenceInput(occurrence({ clientId: id }), ams, { id, name: 'X', code: null, color: 'amber' }).borderColor).toBe('#92400e');
  });

  it('ignores a colour that is neither a palette key nor a hex colour', () => {
    expect(occurrenceInput(occurrence({ clientId: id }), ams, { id, name: 'X', code: null, color: 'red;background:url(x)' }).borderColor).toBeUndefined();
  });

  it('gives all-day events dates in the zone (end exclusive)', () => {
    const input = occurrenceInput(occurrence({ allDay: true, start: '2026-03-28T23:00:00.000Z', end: '2026-03-30T22:00:00.000Z' }), ams);
    expect(input).toMatchObject({ allDay: true, start: '2026-03-29', end: '2026-03-31' });
    const oneDay = occurrenceInput(occurrence({ allDay: true, start: '2026-03-28T23:00:00.000Z', end: '2026-03-29T21:59:00.000Z' }), ams);
    expect(oneDay.start).toBe('2026-03-29');
    expect(oneDay.end).toBeUndefined();
  });
});

describe('deadlineInput', () => {
  it('puts a deadline at its time, not editable, with its own class', () => {
    const input = deadlineInput(deadline(), ams);
    expect(input).toMatchObject({ id: `deadline:checklist:${id}`, start: '2026-03-30T17:00:00', end: '2026-03-30T17:30:00', allDay: false, editable: false });
    expect(input.classNames).toEqual(['cal-event', 'cal-deadline']);
  });

  it('puts a deadline at midnight on its day, and marks a done one', () => {
    const input = deadlineInput(deadline({ at: '2026-03-29T22:00:00.000Z', done: true }), ams);
    expect(input).toMatchObject({ allDay: true, start: '2026-03-30' });
    expect(input.classNames).toContain('cal-deadline-done');
  });
});

describe('gridInputs / isRecurring', () => {
  it('maps both lists and looks up the client of each occurrence', () => {
    const client = { id, name: 'Bakkerij', code: 'BAK', color: '#16a34a' };
    const inputs = gridInputs({ events: [occurrence({ clientId: id })], clients: [client], deadlines: [deadline()] }, ams);
    expect(inputs.map((i) => i.id)).toEqual([id, `deadline:checklist:${id}`]);
    expect(inputs[0]!.borderColor).toBe('#16a34a');
    expect(entryOf(inputs[0]!.extendedProps ?? {})).toMatchObject({ type: 'event', client });
    expect(entryOf({})).toBeNull();
  });

  it('keeps the input of an occurrence or deadline a refetch left unchanged, and makes a new one for a changed one', () => {
    const client = { id, name: 'Bakkerij', code: 'BAK', color: '#16a34a' };
    const same = occurrence({ clientId: id });
    const d = deadline();
    const first = gridInputs({ events: [same], clients: [client], deadlines: [d] }, ams);
    const again = gridInputs({ events: [same], clients: [client], deadlines: [d] }, ams);
    expect(again[0]).toBe(first[0]);
    expect(again[1]).toBe(first[1]);
    const moved = gridInputs({ events: [{ ...same, start: '2026-03-31T07:00:00.000Z' }], clients: [client], deadlines: [d] }, ams);
    expect(moved[0]).not.toBe(first[0]);
    expect(moved[0]!.start).toBe('2026-03-31T09:00:00');
    // Another client object (a renamed client) or another zone: new inputs.
    expect(gridInputs({ events: [same], clients: [{ ...client, name: 'Bakker' }], deadlines: [] }, ams)[0]).not.toBe(first[0]);
    expect(gridInputs({ events: [same], clients: [client], deadlines: [d] }, 'UTC')[0]).not.toBe(first[0]);
  });

  it('knows a time of a series', () => {
    expect(isRecurring(occurrence())).toBe(false);
    expect(isRecurring(occurrence({ seriesId: id, occurrenceStart: '2026-03-30T07:00:00.000Z' }))).toBe(true);
  });
});
