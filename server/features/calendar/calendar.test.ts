/**
 * The agency's calendar (issue 20) through the API: create, read, change and delete with every
 * refusal naming its field; the version check; recurring events per scope (this, following, all)
 * counted in range reads; the daylight-saving weeks; a contact moment's outcome and follow-up; the
 * contact notifications with their changed fields; the range filters with checklist deadlines; and
 * company isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../common/schemas/notifications.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';
import { inboxOf } from '../notifications/test-kit.js';
import { calendarOf, errorOf, eventBody } from './test-kit.js';

let t: TestApp;
let a: TestAgency;
let b: TestAgency;

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'alfa');
  b = await createAgency(t, 'beta');
});
afterAll(() => t.close());

const hour = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('events: create, read, change, delete', () => {
  it('creates an event for a colleague, reads it, changes it and deletes it', async () => {
    const sanne = calendarOf(t, a.tokens.sanne);
    const made = await sanne.create(eventBody('2027-02-01T09:00:00.000Z', { title: 'Planning', ownerId: a.mark.user.id, location: 'Kantoor' }));
    expect(made).toMatchObject({ kind: 'internal', title: 'Planning', location: 'Kantoor', version: 1, recurrence: null, contact: null });
    expect(made.owner?.id).toBe(a.mark.user.id);
    expect(made.createdBy?.id).toBe(a.sanne.user.id);

    // Every team member reads every event of the company, internal ones too.
    const seen = await calendarOf(t, a.tokens.admin).detail(made.id);
    expect(seen.event.title).toBe('Planning');
    expect(seen.changedFields).toEqual([]);

    const changed = await calendarOf(t, a.tokens.mark).update(made.id, { title: 'Planning Q1', start: '2027-02-01T10:00:00.000Z', version: 1 });
    expect(changed).toMatchObject({ title: 'Planning Q1', start: '2027-02-01T10:00:00.000Z', end: '2027-02-01T11:00:00.000Z', version: 2 });

    const range = await sanne.range('2027-02-01T00:00:00.000Z', '2027-02-02T00:00:00.000Z');
    expect(range.events.filter((e) => e.eventId === made.id)).toMatchObject([{ title: 'Planning Q1', key: made.id, ownerId: a.mark.user.id }]);

    await sanne.remove(made.id, 'version=2');
    expect((await sanne.call('GET', `/api/calendar/events/${made.id}`)).statusCode).toBe(404);
  });

  it('names each wrong field with its own code', async () => {
    const api = calendarOf(t, a.tokens.sanne);
    const { id: archivedId } = await clientsOf(t, a.tokens.sanne).create({ name: 'Gearchiveerd BV' });
    await clientsOf(t, a.tokens.sanne).call('PUT', `/api/clients/${archivedId}/status`, { status: 'archived' });
    const foreignClient = await clientsOf(t, b.tokens.sanne).create({ name: 'Klant van beta' });
    const start = '2027-03-01T09:00:00.000Z';
    const contact = (extra: object) => eventBody(start, { kind: 'contact', contact: { type: 'telefoon', phone: '0612345678', ...extra } });
    const cases: [object, string, string, number?][] = [
      [eventBody(start, { end: '2027-03-01T08:00:00.000Z' }), 'end', 'CALENDAR_END_BEFORE_START'],
      [eventBody(start, { end: '2027-04-15T08:00:00.000Z' }), 'end', 'CALENDAR_TOO_LONG'],
      [eventBody(start, { timeZone: 'Mars/Olympus_Mons' }), 'timeZone', 'CALENDAR_TIME_ZONE_INVALID'],
      [eventBody(start, { start: 'morgen' }), 'start', 'CALENDAR_TIME_INVALID'],
      [contact({ phone: '12-ab' }), 'contact.phone', 'CALENDAR_PHONE_INVALID'],
      [contact({ phone: null }), 'contact.phone', 'CALENDAR_PHONE_REQUIRED'],
      [contact({ type: 'email', phone: null, email: 'geen-adres' }), 'contact.email', 'CALENDAR_EMAIL_INVALID'],
      [contact({ type: 'email', phone: null }), 'contact.email', 'CALENDAR_EMAIL_REQUIRED'],
      [eventBody(start, { kind: 'contact' }), 'contact.type', 'CALENDAR_CONTACT_TYPE_REQUIRED'],
      [eventBody(start, { reminders: [{ channel: 'in_app', minutesBefore: 40_321 }] }), 'reminders.0.minutesBefore', 'CALENDAR_REMINDER_INVALID'],
      [eventBody(start, { reminders: [{ channel: 'in_app', minutesBefore: -1 }] }), 'reminders.0.minutesBefore', 'CALENDAR_REMINDER_INVALID'],
      [
        eventBody(start, { recurrence: { freq: 'daily', interval: 1, byWeekday: [], until: null, count: null } }),
        'recurrence.until',
        'RECURRENCE_END_REQUIRED',
      ],
      [
        eventBody(start, { recurrence: { freq: 'weekly', interval: 1, byWeekday: [1], until: '2032-06-30', count: null } }),
        'recurrence',
        'RECURRENCE_TOO_LONG',
      ],
      [eventBody(start, { kind: 'appointment' }), 'clientId', 'CALENDAR_CLIENT_REQUIRED'],
      [eventBody(start, { ownerId: a.client.user.id }), 'ownerId', 'CALENDAR_OWNER_UNKNOWN'],
      [eventBody(start, { ownerId: b.sanne.user.id }), 'ownerId', 'CALENDAR_OWNER_UNKNOWN'],
      [eventBody(start, { clientId: foreignClient.id }), 'clientId', 'CLIENT_UNKNOWN'],
      [eventBody(start, { clientId: archivedId }), 'clientId', 'CLIENT_ARCHIVED', 409],
      [eventBody(start, { title: '  ' }), 'title', 'CALENDAR_TITLE_REQUIRED'],
    ];
    for (const [body, field, code, status] of cases) {
      const res = await api.call('POST', '/api/calendar/events', body);
      expect(res.statusCode, `${code} ${res.body}`).toBe(status ?? 400);
      expect(errorOf(res).fields?.[field], `${code} ${res.body}`).toBe(code);
    }
    const range = await api.range('2027-03-01T00:00:00.000Z', '2027-03-02T00:00:00.000Z');
    expect(range.events).toEqual([]);

    // A change is checked on the merged values.
    const made = await api.create(eventBody(start));
    const res = await api.call('PATCH', `/api/calendar/events/${made.id}`, { end: '2027-03-01T08:30:00.000Z', version: 1 });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ end: 'CALENDAR_END_BEFORE_START' });
    const toAppointment = await api.call('PATCH', `/api/calendar/events/${made.id}`, { kind: 'appointment', version: 1 });
    expect(errorOf(toAppointment).fields).toEqual({ clientId: 'CALENDAR_CLIENT_REQUIRED' });
    const range2 = await api.call('GET', '/api/calendar/events?from=2027-03-01T00:00:00.000Z&to=2027-06-01T00:00:00.000Z');
    expect(errorOf(range2).fields).toEqual({ to: 'CALENDAR_RANGE_INVALID' });
  });

  it('refuses a second change made on the same version', async () => {
    const api = calendarOf(t, a.tokens.sanne);
    const made = await api.create(eventBody('2027-03-02T09:00:00.000Z'));
    await calendarOf(t, a.tokens.mark).update(made.id, { start: '2027-03-02T10:00:00.000Z', version: 1 });
    const late = await api.call('PATCH', `/api/calendar/events/${made.id}`, { start: '2027-03-02T11:00:00.000Z', version: 1 });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe('CALENDAR_EVENT_CHANGED');
    expect((await api.call('DELETE', `/api/calendar/events/${made.id}?version=1`)).statusCode).toBe(409);
    expect((await api.detail(made.id)).event).toMatchObject({ start: '2027-03-02T10:00:00.000Z', version: 2 });
  });
});

describe('recurring events', () => {
  const from = '2027-01-01T00:00:00.000Z';
  const to = '2027-02-01T00:00:00.000Z';
  /** Mondays 09:00 Amsterdam (08:00Z in winter) from 4 January 2027, ten times. */
  const weekly = () =>
    eventBody('2027-01-04T08:00:00.000Z', { title: 'Weekstart', recurrence: { freq: 'weekly', interval: 1, byWeekday: [1], until: null, count: 10 } });

  it('changes alleen deze, deze en volgende and alle, counted in a range', async () => {
    const api = calendarOf(t, a.tokens.sanne);
    const series = await api.create(weekly());
    const mine = async () => (await api.range(from, to)).events.filter((e) => e.seriesId === series.id || e.title.startsWith('Weekstart'));
    expect((await mine()).map((e) => e.start)).toEqual([
      '2027-01-04T08:00:00.000Z',
      '2027-01-11T08:00:00.000Z',
      '2027-01-18T08:00:00.000Z',
      '2027-01-25T08:00:00.000Z',
    ]);

    // A recurring event needs a scope and an existing time.
    const noScope = await api.call('PATCH', `/api/calendar/events/${series.id}`, { title: 'X', version: 1 });
    expect([noScope.statusCode, errorOf(noScope).code]).toEqual([400, 'CALENDAR_SCOPE_REQUIRED']);
    const wrongTime = await api.call('PATCH', `/api/calendar/events/${series.id}`, {
      title: 'X',
      scope: 'this',
      occurrenceStart: '2027-01-12T08:00:00.000Z',
      version: 1,
    });
    expect(errorOf(wrongTime).code).toBe('CALENDAR_OCCURRENCE_UNKNOWN');

    // Alleen deze: the 11th moves an hour later; the series skips its own time.
    const single = await api.update(series.id, {
      title: 'Weekstart apart',
      start: '2027-01-11T09:00:00.000Z',
      scope: 'this',
      occurrenceStart: '2027-01-11T08:00:00.000Z',
      version: 1,
    });
    expect(single).toMatchObject({ seriesId: series.id, originalStart: '2027-01-11T08:00:00.000Z', recurrence: null, end: '2027-01-11T10:00:00.000Z' });
    let times = await mine();
    expect(times.map((e) => [e.start, e.title])).toEqual([
      ['2027-01-04T08:00:00.000Z', 'Weekstart'],
      ['2027-01-11T09:00:00.000Z', 'Weekstart apart'],
      ['2027-01-18T08:00:00.000Z', 'Weekstart'],
      ['2027-01-25T08:00:00.000Z', 'Weekstart'],
    ]);
    expect(times[1]).toMatchObject({ eventId: single.id, seriesId: series.id, occurrenceStart: '2027-01-11T08:00:00.000Z' });
    // The alleen-deze row changes on its own.
    const again = await api.update(single.id, { title: 'Weekstart apart 2', version: 1 });
    expect(again.title).toBe('Weekstart apart 2');

    // Deze en volgende from the 18th: the old series ends the day before, a new one carries the change.
    const master = (await api.detail(series.id)).event;
    const next = await api.update(series.id, {
      title: 'Weekstart nieuw',
      scope: 'following',
      occurrenceStart: '2027-01-18T08:00:00.000Z',
      version: master.version,
    });
    expect(next.recurrence).toMatchObject({ freq: 'weekly', count: 8 });
    expect((await api.detail(series.id)).event.recurrence).toMatchObject({ until: '2027-01-17', count: null });
    times = await mine();
    expect(times.map((e) => [e.start, e.title])).toEqual([
      ['2027-01-04T08:00:00.000Z', 'Weekstart'],
      ['2027-01-11T09:00:00.000Z', 'Weekstart apart 2'],
      ['2027-01-18T08:00:00.000Z', 'Weekstart nieuw'],
      ['2027-01-25T08:00:00.000Z', 'Weekstart nieuw'],
    ]);

    // Alle, acted on the 25th: every time of the new series moves an hour.
    const moved = await api.update(next.id, {
      start: '2027-01-25T09:00:00.000Z',
      scope: 'all',
      occurrenceStart: '2027-01-25T08:00:00.000Z',
      version: next.version,
    });
    expect(moved.start).toBe('2027-01-18T09:00:00.000Z');
    times = (await mine()).filter((e) => e.eventId === next.id);
    expect(times.map((e) => e.start)).toEqual(['2027-01-18T09:00:00.000Z', '2027-01-25T09:00:00.000Z']);
    const later = await api.range('2027-03-01T00:00:00.000Z', '2027-04-01T00:00:00.000Z');
    // 1 March 2027 is still winter time; 29 March is summer time, 10:00 local stays 10:00 (08:00Z).
    expect(later.events.filter((e) => e.eventId === next.id).map((e) => e.start)).toEqual(['2027-03-01T09:00:00.000Z', '2027-03-08T09:00:00.000Z']);

    // Deleting alleen deze (the 25th), then deze en volgende of the first series from the 11th, then alle.
    await api.remove(next.id, `version=${moved.version}&scope=this&occurrenceStart=${encodeURIComponent('2027-01-25T09:00:00.000Z')}`);
    expect((await mine()).length).toBe(3);
    const first = (await api.detail(series.id)).event;
    await api.remove(series.id, `version=${first.version}&scope=following&occurrenceStart=${encodeURIComponent('2027-01-11T08:00:00.000Z')}`);
    expect((await mine()).map((e) => e.start)).toEqual(['2027-01-04T08:00:00.000Z', '2027-01-18T09:00:00.000Z']);
    expect((await api.call('GET', `/api/calendar/events/${single.id}`)).statusCode).toBe(404);
    const afterCut = (await api.detail(next.id)).event;
    await api.remove(next.id, `version=${afterCut.version}&scope=all`);
    expect((await mine()).map((e) => e.start)).toEqual(['2027-01-04T08:00:00.000Z']);
  });

  it('deletes a whole series with its alleen-deze rows, also when acted on from one of them', async () => {
    const api = calendarOf(t, a.tokens.mark);
    const series = await api.create({ ...weekly(), title: 'Reeks B' });
    const single = await api.update(series.id, { title: 'Reeks B apart', scope: 'this', occurrenceStart: '2027-01-11T08:00:00.000Z', version: 1 });
    await api.remove(single.id, `version=${single.version}&scope=all`);
    expect((await api.call('GET', `/api/calendar/events/${series.id}`)).statusCode).toBe(404);
    expect((await api.range(from, to)).events.filter((e) => e.title.startsWith('Reeks B'))).toEqual([]);
  });

  it('keeps 09:00 Amsterdam across both daylight-saving changes of 2026', async () => {
    const api = calendarOf(t, a.tokens.admin);
    const series = await api.create(
      eventBody('2026-03-02T08:00:00.000Z', { title: 'DST', recurrence: { freq: 'weekly', interval: 1, byWeekday: [1], until: '2026-12-31', count: null } }),
    );
    const mondayOf = async (weekStart: string) =>
      (await api.range(weekStart, iso(Date.parse(weekStart) + 7 * 24 * hour))).events.filter((e) => e.eventId === series.id).map((e) => e.start);
    expect(await mondayOf('2026-03-23T00:00:00.000Z')).toEqual(['2026-03-23T08:00:00.000Z']);
    expect(await mondayOf('2026-03-30T00:00:00.000Z')).toEqual(['2026-03-30T07:00:00.000Z']);
    expect(await mondayOf('2026-10-19T00:00:00.000Z')).toEqual(['2026-10-19T07:00:00.000Z']);
    expect(await mondayOf('2026-10-26T00:00:00.000Z')).toEqual(['2026-10-26T08:00:00.000Z']);
  });
});

describe('contact moments', () => {
  const contact = { type: 'telefoon' as const, priority: 'hoog' as const, name: 'Jan', company: 'Bakkerij Jansen', phone: '06 12345678' };

  it('asks the owner for the outcome of a past one and plans the follow-up at the same wall-clock time', async () => {
    const sanne = calendarOf(t, a.tokens.sanne);
    // 20 October 2026 10:00 Amsterdam (summer time); a week later it is winter time.
    const past = await sanne.create(eventBody('2026-10-20T08:00:00.000Z', { kind: 'contact', title: 'Bel Jan', contact }));
    const future = await sanne.create(eventBody('2027-10-20T08:00:00.000Z', { kind: 'contact', title: 'Bel Jan later', contact }));
    const range = async (token: string) =>
      (await calendarOf(t, token).range('2026-10-20T00:00:00.000Z', '2026-10-21T00:00:00.000Z')).events.find((e) => e.eventId === past.id)!;
    expect((await range(a.tokens.sanne)).outcomeDue).toBe(true);
    expect((await range(a.tokens.mark)).outcomeDue).toBe(false);
    expect(past.contact).toMatchObject({ phone: '+31612345678', priority: 'hoog' });

    const notOwner = await calendarOf(t, a.tokens.mark).call('POST', `/api/calendar/events/${past.id}/outcome`, { outcome: 'afgerond', version: 1 });
    expect([notOwner.statusCode, errorOf(notOwner).code]).toEqual([403, 'CALENDAR_OUTCOME_NOT_OWNER']);
    const notDue = await sanne.call('POST', `/api/calendar/events/${future.id}/outcome`, { outcome: 'afgerond', version: 1 });
    expect([notDue.statusCode, errorOf(notDue).code]).toEqual([409, 'CALENDAR_OUTCOME_NOT_DUE']);
    const noDays = await sanne.call('POST', `/api/calendar/events/${past.id}/outcome`, { outcome: 'opvolgen', version: 1 });
    expect(errorOf(noDays).fields).toEqual({ followUpDays: 'CALENDAR_FOLLOW_UP_DAYS_INVALID' });

    const { event, followUp } = await sanne.outcome(past.id, { outcome: 'opvolgen', followUpDays: 7, version: 1 });
    expect(event).toMatchObject({ outcome: 'opvolgen', version: 2 });
    expect(followUp).toMatchObject({
      kind: 'contact',
      title: 'Bel Jan',
      start: '2026-10-27T09:00:00.000Z',
      end: '2026-10-27T10:00:00.000Z',
      followUpOf: past.id,
      contact: { type: 'telefoon', phone: '+31612345678', company: 'Bakkerij Jansen' },
    });
    expect(followUp!.owner?.id).toBe(a.sanne.user.id);
    expect((await range(a.tokens.sanne)).outcomeDue).toBe(false);
  });

  it('tells the owner of a new one and the owner and creator of a change, with the changed fields', async () => {
    const made = await calendarOf(t, a.tokens.sanne).create(
      eventBody('2027-05-03T08:00:00.000Z', { kind: 'contact', title: 'Bel Bakkerij Jansen', ownerId: a.mark.user.id, contact }),
    );
    const itemsOf = async (token: string) => (await inboxOf(t.app, token).list()).json<{ items: Notification[] }>().items.filter((n) => n.eventId === made.id);
    const [created] = await itemsOf(a.tokens.mark);
    expect(created).toMatchObject({
      type: 'contact_event',
      title: 'Nieuw contactmoment: Bel Bakkerij Jansen',
      contactType: 'telefoon',
      contactPriority: 'hoog',
    });
    expect(await itemsOf(a.tokens.sanne)).toEqual([]);

    await calendarOf(t, a.tokens.admin).update(made.id, { start: '2027-05-03T09:00:00.000Z', contact: { ...contact, phone: '06 87654321' }, version: 1 });
    const [markUpdate] = (await itemsOf(a.tokens.mark)).filter((n) => n.type === 'contact_event_update');
    const [sanneUpdate] = (await itemsOf(a.tokens.sanne)).filter((n) => n.type === 'contact_event_update');
    expect(markUpdate?.title).toBe('Contactmoment gewijzigd: Bel Bakkerij Jansen');
    expect(sanneUpdate).toBeDefined();
    expect(await itemsOf(a.tokens.admin)).toEqual([]);

    const opened = await calendarOf(t, a.tokens.mark).detail(made.id, markUpdate!.id);
    expect(opened.changedFields.sort()).toEqual(['contact.phone', 'end', 'start']);
    // Someone else's notification (or another kind) highlights nothing.
    expect((await calendarOf(t, a.tokens.admin).detail(made.id, markUpdate!.id)).changedFields).toEqual([]);
    expect((await calendarOf(t, a.tokens.mark).detail(made.id, created!.id)).changedFields).toEqual([]);
    expect((await calendarOf(t, a.tokens.mark).detail(made.id, 'geen-id')).changedFields).toEqual([]);

    // Mark changing his own contact moment tells only its creator.
    await calendarOf(t, a.tokens.mark).update(made.id, { title: 'Bel Bakkerij Jansen terug', version: 2 });
    expect((await itemsOf(a.tokens.mark)).filter((n) => n.type === 'contact_event_update')).toHaveLength(1);
    expect((await itemsOf(a.tokens.sanne)).filter((n) => n.type === 'contact_event_update')).toHaveLength(2);
  });
});

describe('range filters and deadlines', () => {
  it('filters by client, colleague and kind, and shows the checklist deadlines the reader may open', async () => {
    const klant = await clientsOf(t, a.tokens.admin).create({ name: 'Filter Klant' });
    const day = '2027-06-07T';
    const admin = calendarOf(t, a.tokens.admin);
    const appointment = await admin.create(eventBody(`${day}08:00:00.000Z`, { kind: 'appointment', clientId: klant.id, ownerId: a.sanne.user.id }));
    const internal = await admin.create(eventBody(`${day}10:00:00.000Z`, { ownerId: a.mark.user.id }));
    const checklist = await t.app.inject({
      method: 'POST',
      url: '/api/checklists',
      cookies: { sid: a.tokens.mark },
      payload: { title: 'Lancering', items: ['Tekst', 'Beeld'], deadline: `${day}15:00:00.000Z` },
    });
    expect(checklist.statusCode, checklist.body).toBe(201);
    const checklistId = checklist.json<{ id: string }>().id;

    const from = `${day}00:00:00.000Z`;
    const to = '2027-06-08T00:00:00.000Z';
    const ids = (r: { events: { eventId: string }[] }) => r.events.map((e) => e.eventId).sort();
    expect(ids(await admin.range(from, to))).toEqual([appointment.id, internal.id].sort());
    expect(ids(await admin.range(from, to, `clients=${klant.id}`))).toEqual([appointment.id]);
    expect(ids(await admin.range(from, to, `owners=${a.mark.user.id}`))).toEqual([internal.id]);
    expect(ids(await admin.range(from, to, 'kinds=appointment'))).toEqual([appointment.id]);

    const all = await admin.range(from, to);
    expect(all.deadlines).toEqual([
      {
        key: `checklist:${checklistId}`,
        source: 'checklist',
        title: 'Lancering',
        at: `${day}15:00:00.000Z`,
        href: `/checklists?checklist=${checklistId}`,
        client: null,
        ownerIds: [a.mark.user.id],
        done: false,
      },
    ]);
    expect((await admin.range(from, to, 'kinds=deadline')).events).toEqual([]);
    expect((await admin.range(from, to, 'kinds=deadline')).deadlines).toHaveLength(1);
    expect((await admin.range(from, to, 'kinds=internal')).deadlines).toEqual([]);
    expect((await admin.range(from, to, `owners=${a.sanne.user.id}`)).deadlines).toEqual([]);
    expect((await admin.range(from, to, `clients=${klant.id}`)).deadlines).toEqual([]);
    // Mark's own checklist is his and the admins': Sanne cannot open it, so it is not on her calendar.
    expect((await calendarOf(t, a.tokens.mark).range(from, to)).deadlines).toHaveLength(1);
    expect((await calendarOf(t, a.tokens.sanne).range(from, to)).deadlines).toEqual([]);
    // Bad filters answer 400.
    expect((await admin.call('GET', `/api/calendar/events?from=${from}&to=${to}&kinds=feest`)).statusCode).toBe(400);
    expect((await admin.call('GET', `/api/calendar/events?from=${from}&to=${to}&clients=abc`)).statusCode).toBe(400);
  });
});

describe('company isolation', () => {
  it('keeps another agency and client users out', async () => {
    const made = await calendarOf(t, a.tokens.sanne).create(eventBody('2027-07-05T08:00:00.000Z', { title: 'Geheim overleg' }));
    const outsider = calendarOf(t, b.tokens.admin);
    expect((await outsider.call('GET', `/api/calendar/events/${made.id}`)).statusCode).toBe(404);
    expect((await outsider.call('PATCH', `/api/calendar/events/${made.id}`, { title: 'Van mij', version: 1 })).statusCode).toBe(404);
    expect((await outsider.call('DELETE', `/api/calendar/events/${made.id}?version=1`)).statusCode).toBe(404);
    expect((await outsider.call('POST', `/api/calendar/events/${made.id}/outcome`, { outcome: 'afgerond', version: 1 })).statusCode).toBe(404);
    const theirs = await outsider.range('2027-07-05T00:00:00.000Z', '2027-07-06T00:00:00.000Z');
    expect(theirs.events.map((e) => e.eventId)).not.toContain(made.id);

    const client = calendarOf(t, a.tokens.client);
    expect((await client.call('GET', `/api/calendar/events/${made.id}`)).statusCode).toBe(403);
    expect((await client.call('GET', '/api/calendar/events?from=2027-07-05T00:00:00.000Z&to=2027-07-06T00:00:00.000Z')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/calendar/events/${made.id}` })).statusCode).toBe(401);
    expect((await calendarOf(t, a.tokens.sanne).call('GET', '/api/calendar/events/niet-een-id')).statusCode).toBe(404);
    expect((await calendarOf(t, a.tokens.sanne).detail(made.id)).event.title).toBe('Geheim overleg');
  });
});
