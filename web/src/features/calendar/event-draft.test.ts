/** The event dialog's form ↔ request (event-draft.ts). */
import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../../common/schemas/calendar';
import { draftForEvent, draftForNew, eventFieldErrors, instantOf, nextReminder, recurrenceOf, reminderDraftOf, reminderOf, requestOf } from './event-draft';

const ams = 'Europe/Amsterdam';
const owner = '11111111-1111-4111-8111-111111111111';

describe('draftForNew / requestOf', () => {
  it('takes a selection on the grid as wall-clock times in the zone and sends instants', () => {
    const draft = draftForNew('2026-03-30T07:00:00.000Z', '2026-03-30T07:30:00.000Z', false, ams, owner);
    expect(draft).toMatchObject({ startDate: '2026-03-30', startTime: '09:00', endDate: '2026-03-30', endTime: '09:30', ownerId: owner, byWeekday: [1] });
    const request = requestOf({ ...draft, title: 'Bellen' });
    expect(request).toMatchObject({ kind: 'internal', title: 'Bellen', start: '2026-03-30T07:00:00.000Z', end: '2026-03-30T07:30:00.000Z', timeZone: ams });
    expect(request.contact).toBeNull();
    expect(request.recurrence).toBeNull();
    expect(request.reminders).toEqual([{ channel: 'in_app', minutesBefore: 10 }]);
  });

  it('shows an all-day selection up to its last day and sends midnight to midnight', () => {
    const draft = draftForNew('2026-03-28T23:00:00.000Z', '2026-03-30T22:00:00.000Z', true, ams, owner);
    expect(draft).toMatchObject({ allDay: true, startDate: '2026-03-29', endDate: '2026-03-30' });
    expect(requestOf(draft)).toMatchObject({ allDay: true, start: '2026-03-28T23:00:00.000Z', end: '2026-03-30T22:00:00.000Z' });
  });

  it('sends the contact fields only for a contact moment, with empty texts as null', () => {
    const draft = {
      ...draftForNew('2026-03-30T07:00:00.000Z', '2026-03-30T07:30:00.000Z', false, ams, owner),
      kind: 'contact' as const,
      phone: '06 12345678',
      company: ' ',
    };
    expect(requestOf(draft).contact).toEqual({
      type: 'telefoon',
      priority: 'normaal',
      name: null,
      company: null,
      email: null,
      phone: '06 12345678',
      contactId: null,
    });
    // Filled from a client's contact person: the link goes along.
    expect(requestOf({ ...draft, contactId: 'c0ffee00-0000-4000-8000-000000000001' }).contact?.contactId).toBe('c0ffee00-0000-4000-8000-000000000001');
  });

  it('sends what cannot be read as it is, for the server to name', () => {
    const draft = { ...draftForNew('2026-03-30T07:00:00.000Z', '2026-03-30T07:30:00.000Z', false, ams, owner), startTime: '', timeZone: 'Mars/Olympus' };
    const request = requestOf(draft);
    expect(request.start).toBe('');
    expect(request.timeZone).toBe('Mars/Olympus');
    expect(instantOf('2026-02-30', '25:00', ams)).toBe('');
  });
});

describe('recurrenceOf', () => {
  const base = draftForNew('2026-03-30T07:00:00.000Z', '2026-03-30T08:00:00.000Z', false, ams, owner);
  it('builds weekly, daily and monthly rules with their end', () => {
    expect(recurrenceOf({ ...base, repeat: 'weekly', byWeekday: [3, 1], until: '2026-06-30' })).toEqual({
      freq: 'weekly',
      interval: 1,
      byWeekday: [1, 3],
      until: '2026-06-30',
      count: null,
    });
    expect(recurrenceOf({ ...base, repeat: 'daily', interval: '2', endsBy: 'count', count: '5' })).toEqual({
      freq: 'daily',
      interval: 2,
      byWeekday: [],
      until: null,
      count: 5,
    });
    expect(recurrenceOf({ ...base, repeat: 'monthly', until: '' })).toEqual({ freq: 'monthly', interval: 1, byWeekday: [], until: null, count: null });
    expect(recurrenceOf(base)).toBeNull();
  });
});

describe('draftForEvent', () => {
  it('shows an event (a time of its series) in its own zone', () => {
    const event = {
      id: owner,
      kind: 'contact',
      title: 'Opvolgen',
      description: null,
      location: 'Kantoor',
      start: '2026-03-02T08:00:00.000Z',
      end: '2026-03-02T08:30:00.000Z',
      allDay: false,
      timeZone: 'Europe/London',
      recurrence: { freq: 'weekly', interval: 1, byWeekday: [1], until: null, count: 8 },
      seriesId: null,
      originalStart: null,
      owner: { id: owner, name: 'A', email: 'a@b.nl', avatarUrl: null, avatarColor: null },
      createdBy: null,
      client: null,
      contact: {
        type: 'whatsapp',
        priority: 'hoog',
        name: 'Jan',
        company: null,
        email: null,
        phone: '+31612345678',
        contactId: 'c0ffee00-0000-4000-8000-000000000002',
      },
      status: 'confirmed',
      clientResponse: 'pending',
      clientRespondedAt: null,
      clientDeclineReason: null,
      requestedBy: null,
      requestMessage: null,
      outcome: null,
      outcomeAt: null,
      followUpOf: null,
      reminders: [{ channel: 'email', minutesBefore: 60 }],
      version: 3,
      createdAt: '2026-03-01T00:00:00.000Z',
      updatedAt: '2026-03-01T00:00:00.000Z',
    } satisfies CalendarEvent;
    const draft = draftForEvent(event, { start: '2026-03-30T07:00:00.000Z', end: '2026-03-30T07:30:00.000Z' });
    expect(draft).toMatchObject({
      kind: 'contact',
      startDate: '2026-03-30',
      startTime: '08:00',
      endTime: '08:30',
      timeZone: 'Europe/London',
      contactType: 'whatsapp',
      priority: 'hoog',
      phone: '+31612345678',
      contactId: 'c0ffee00-0000-4000-8000-000000000002',
      repeat: 'weekly',
      endsBy: 'count',
      count: '8',
      location: 'Kantoor',
      reminders: [{ channel: 'email', when: '60', custom: '60' }],
    });
  });
});

describe('eventFieldErrors / nextReminder', () => {
  it('puts nested server paths on the dialog fields', () => {
    expect(
      eventFieldErrors({
        'reminders.1.minutesBefore': 'CALENDAR_REMINDER_INVALID',
        'contact.phone': 'CALENDAR_PHONE_INVALID',
        'recurrence.interval': 'RECURRENCE_INTERVAL_INVALID',
        foo: 'X',
      }),
    ).toEqual({
      reminders: 'CALENDAR_REMINDER_INVALID',
      'contact.phone': 'CALENDAR_PHONE_INVALID',
      recurrence: 'RECURRENCE_INTERVAL_INVALID',
    });
  });

  it('offers the first unused preset', () => {
    const rows = [reminderDraftOf({ channel: 'in_app', minutesBefore: 0 }), reminderDraftOf({ channel: 'in_app', minutesBefore: 5 })];
    expect(reminderOf(nextReminder(rows))).toEqual({ channel: 'in_app', minutesBefore: 10 });
  });

  it('keeps a custom number as typed and sends what cannot be read as -1', () => {
    expect(reminderDraftOf({ channel: 'email', minutesBefore: 45 })).toEqual({ channel: 'email', when: 'custom', custom: '45' });
    expect(reminderOf({ channel: 'email', when: 'custom', custom: ' 90 ' })).toEqual({ channel: 'email', minutesBefore: 90 });
    expect(reminderOf({ channel: 'email', when: 'custom', custom: 'twee' })).toEqual({ channel: 'email', minutesBefore: -1 });
    expect(reminderOf({ channel: 'in_app', when: '1440', custom: '' })).toEqual({ channel: 'in_app', minutesBefore: 1440 });
  });
});
