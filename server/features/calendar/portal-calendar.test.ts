/**
 * The portal's Agenda (issue 20): the client isolation matrix (a client user sees only their own
 * client's appointments — never internal or contact events, never another client's of the same
 * agency or another agency's), id swaps refused, accepting and declining with the version check,
 * "Actie vereist", an account manager's free slots (working hours minus busy events, 30 and 60
 * minutes), and asking for an appointment (tentative event, notification, one slot taken once, at most
 * `appointmentRequest` requests per client user).
 * Events are put in place with drizzle directly; the team's events API is tested on its own.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocalDays, isoWeekday, utcToZoned, zonedToUtc, type LocalDate } from '../../../common/rules/calendar-time.js';
import type { RecurrenceRule } from '../../../common/rules/recurrence.js';
import { toRRule } from '../../../common/rules/rrule-text.js';
import type { FreeSlotsResponse, PortalAppointment, PortalCalendarResponse } from '../../../common/schemas/calendar.js';
import type { PortalOverviewResponse } from '../../../common/schemas/clients.js';
import { calendarEvents, calendarReminders, calendarSettings, notifications } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';
import { lastEndOf } from './series.js';

const zone = 'Europe/Amsterdam';
/** Appointment requests per client user per hour in this file (the tests of agency A ask 12 times). */
const requestLimit = 20;
let t: TestApp;
let a: TestAgency;
let b: TestAgency;
/** Agency A: the client user is a contact of `mine` (managed by Sanne and Mark), not of `theirs`. B's client user has `foreign`. */
let mine: string;
let theirs: string;
let foreign: string;
/** A Wednesday one to two weeks ahead (slots), and the Thursday after it (requests). */
let wednesday: LocalDate;
let thursday: LocalDate;
/** A pending appointment of `theirs`: never in `mine`'s lists. */
let theirsPending: string;

const at = (day: LocalDate, hour: number, minute = 0) => zonedToUtc({ ...day, hour, minute }, zone);
const call = (sid: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: { sid }, ...(payload ? { payload } : {}) });

async function insertEvent(values: {
  companyId: string;
  kind: 'internal' | 'appointment' | 'contact';
  start: Date;
  minutes?: number;
  ownerId?: string | null;
  clientId?: string | null;
  title?: string;
  rule?: RecurrenceRule | null;
  status?: 'confirmed' | 'tentative';
}): Promise<string> {
  const end = new Date(values.start.getTime() + (values.minutes ?? 60) * 60_000);
  const rule = values.rule ?? null;
  const [row] = await t.db
    .insert(calendarEvents)
    .values({
      companyId: values.companyId,
      kind: values.kind,
      title: values.title ?? `${values.kind} ${values.start.toISOString()}`,
      startsAt: values.start,
      endsAt: end,
      timeZone: zone,
      rrule: rule ? toRRule(rule) : null,
      lastEndsAt: lastEndOf({ start: values.start, end, timeZone: zone, rule }),
      ownerId: values.ownerId ?? null,
      clientId: values.clientId ?? null,
      status: values.status ?? 'confirmed',
      ...(values.kind === 'contact' ? { contactType: 'telefoon' as const, contactPriority: 'normaal' as const, contactPhone: '+31612345678' } : {}),
    })
    .returning({ id: calendarEvents.id });
  return row!.id;
}

const agenda = async (sid: string, clientId: string, from = new Date(Date.now() - 30 * 86_400_000), to = new Date(Date.now() + 90 * 86_400_000)) =>
  call(sid, 'GET', `/api/portal/clients/${clientId}/calendar?from=${from.toISOString()}&to=${to.toISOString()}`);

const slotsOf = async (managerId: string, duration: number, day: LocalDate) => {
  const res = await call(
    a.tokens.client,
    'GET',
    `/api/portal/clients/${mine}/calendar/slots?managerId=${managerId}&duration=${duration}&from=${at(day, 0).toISOString()}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const onDay = res.json<FreeSlotsResponse>().slots.filter((s) => Date.parse(s.start) < at(addLocalDays(day, 1), 0).getTime());
  return onDay.map((s) => {
    const local = utcToZoned(new Date(s.start), zone);
    return `${String(local.hour).padStart(2, '0')}:${String(local.minute).padStart(2, '0')}`;
  });
};

const respond = (clientId: string, eventId: string, body: object, sid = a.tokens.client) =>
  call(sid, 'POST', `/api/portal/clients/${clientId}/calendar/${eventId}/response`, body);
const ask = (body: object, clientId = mine, sid = a.tokens.client) => call(sid, 'POST', `/api/portal/clients/${clientId}/calendar/requests`, body);

const notificationsOf = (userId: string, type: 'appointment_request' | 'appointment_response') =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.type, type)));

beforeAll(async () => {
  t = await createTestApp({ rateLimitRules: { appointmentRequest: { points: requestLimit, durationSeconds: 3600 } } });
  a = await createAgency(t, 'alfa');
  b = await createAgency(t, 'beta');
  const api = clientsOf(t, a.tokens.sanne);
  mine = (await api.create({ name: 'Mijn Bakkerij', managerIds: [a.sanne.user.id, a.mark.user.id] })).id;
  theirs = (await api.create({ name: 'Andere Klant', managerIds: [a.sanne.user.id] })).id;
  const contact = await api.addContact(mine, { name: a.client.user.name, email: a.client.email });
  expect((await api.invite(mine, contact.id)).portal.status).toBe('active');
  const apiB = clientsOf(t, b.tokens.sanne);
  foreign = (await apiB.create({ name: 'Klant van B', managerIds: [b.sanne.user.id] })).id;
  const contactB = await apiB.addContact(foreign, { name: b.client.user.name, email: b.client.email });
  expect((await apiB.invite(foreign, contactB.id)).portal.status).toBe('active');

  const today = utcToZoned(new Date(), zone);
  let day: LocalDate = addLocalDays({ year: today.year, month: today.month, day: today.day }, 7);
  while (isoWeekday(day) !== 3) day = addLocalDays(day, 1);
  wednesday = day;
  thursday = addLocalDays(day, 1);
});
afterAll(() => t.close());

describe('isolation', () => {
  let shared: string;
  let series: string;
  const hidden: string[] = [];

  beforeAll(async () => {
    const company = a.admin.company.id;
    shared = await insertEvent({
      companyId: company,
      kind: 'appointment',
      start: at(wednesday, 10),
      ownerId: a.sanne.user.id,
      clientId: mine,
      title: 'Kwartaaloverleg',
    });
    series = await insertEvent({
      companyId: company,
      kind: 'appointment',
      start: at(addLocalDays(wednesday, -1), 9),
      minutes: 30,
      ownerId: a.mark.user.id,
      clientId: mine,
      title: 'Wekelijkse call',
      rule: { freq: 'weekly', interval: 1, byWeekday: [], until: null, count: 3 },
    });
    hidden.push(
      await insertEvent({
        companyId: company,
        kind: 'internal',
        start: at(wednesday, 13),
        ownerId: a.sanne.user.id,
        clientId: mine,
        title: 'Intern over de bakkerij',
      }),
      await insertEvent({
        companyId: company,
        kind: 'contact',
        start: at(wednesday, 15),
        ownerId: a.sanne.user.id,
        clientId: mine,
        title: 'Bellen met de bakker',
      }),
      (theirsPending = await insertEvent({
        companyId: company,
        kind: 'appointment',
        start: at(wednesday, 11),
        ownerId: a.sanne.user.id,
        clientId: theirs,
        title: 'Afspraak van een ander',
      })),
      await insertEvent({
        companyId: b.admin.company.id,
        kind: 'appointment',
        start: at(wednesday, 11),
        ownerId: b.sanne.user.id,
        clientId: foreign,
        title: 'Afspraak bij B',
      }),
    );
  });

  it('a client user sees their client’s appointments (series expanded) and its account managers, nothing else', async () => {
    const res = await agenda(a.tokens.client, mine);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PortalCalendarResponse>();
    expect(body.appointments.map((x) => x.title)).toEqual(['Wekelijkse call', 'Kwartaaloverleg', 'Wekelijkse call', 'Wekelijkse call']);
    expect(new Set(body.appointments.map((x) => x.eventId))).toEqual(new Set([shared, series]));
    for (const id of hidden) expect(res.body).not.toContain(id);
    expect(res.body).not.toContain('Intern over de bakkerij');
    expect(body.appointments[1]).toMatchObject({
      key: shared,
      occurrenceStart: null,
      clientResponse: 'pending',
      owner: { id: a.sanne.user.id },
      requested: false,
    });
    expect(body.appointments[0]).toMatchObject({
      key: `${series}@${at(addLocalDays(wednesday, -1), 9).getTime()}`,
      occurrenceStart: at(addLocalDays(wednesday, -1), 9).toISOString(),
    });
    expect(body.managers.map((m) => m.id).sort()).toEqual([a.sanne.user.id, a.mark.user.id].sort());
    // Only the portal's fields.
    expect(Object.keys(body.appointments[0]!)).not.toContain('requestMessage');
  });

  it('another client of the agency, another agency’s client and an unknown id are unknown; B’s client user sees only their own', async () => {
    for (const id of [theirs, foreign, '00000000-0000-4000-8000-000000000000']) expect([id, (await agenda(a.tokens.client, id)).statusCode]).toEqual([id, 404]);
    expect((await agenda(b.tokens.client, mine)).statusCode).toBe(404);
    const own = await agenda(b.tokens.client, foreign);
    expect(own.json<PortalCalendarResponse>().appointments.map((x) => x.title)).toEqual(['Afspraak bij B']);
    // A malformed id is refused as input (400), like the portal's other routes.
    expect((await call(a.tokens.client, 'GET', `/api/portal/clients/not-a-uuid/calendar?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z`)).statusCode).toBe(
      400,
    );
  });

  it('id swaps are refused: another client’s event, an internal or contact event, another client’s id', async () => {
    for (const id of hidden) expect([id, (await respond(mine, id, { response: 'accepted', version: 1 })).statusCode]).toEqual([id, 404]);
    expect((await respond(theirs, hidden[2]!, { response: 'accepted', version: 1 })).statusCode).toBe(404);
    expect((await respond(theirs, shared, { response: 'accepted', version: 1 })).statusCode).toBe(404);
    expect((await respond(mine, shared, { response: 'accepted', version: 1 }, b.tokens.client)).statusCode).toBe(404);
    const [row] = await t.db.select().from(calendarEvents).where(eq(calendarEvents.id, shared));
    expect([row!.clientResponse, row!.version]).toEqual(['pending', 1]);
  });

  it('the team gets 403 on every portal calendar route, also for a client they manage', async () => {
    const tries = [
      agenda(a.tokens.sanne, mine),
      call(a.tokens.sanne, 'GET', `/api/portal/clients/${mine}/calendar/slots?managerId=${a.sanne.user.id}&duration=30`),
      respond(mine, shared, { response: 'accepted', version: 1 }, a.tokens.sanne),
      ask({ managerId: a.sanne.user.id, start: at(thursday, 9).toISOString(), duration: 30 }, mine, a.tokens.admin),
    ];
    for (const res of await Promise.all(tries)) expect(res.statusCode).toBe(403);
  });

  it('"Bekijk als klant": the team reads exactly the Agenda the client user reads; another agency’s client is unknown', async () => {
    const range = `from=${new Date(Date.now() - 30 * 86_400_000).toISOString()}&to=${new Date(Date.now() + 90 * 86_400_000).toISOString()}`;
    const asClient = await call(a.tokens.client, 'GET', `/api/portal/clients/${mine}/calendar?${range}`);
    const preview = await call(a.tokens.sanne, 'GET', `/api/clients/${mine}/portal-preview/calendar?${range}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual(asClient.json());
    expect((await call(a.tokens.sanne, 'GET', `/api/clients/${foreign}/portal-preview/calendar?${range}`)).statusCode).toBe(404);
    expect((await call(a.tokens.client, 'GET', `/api/clients/${mine}/portal-preview/calendar?${range}`)).statusCode).toBe(403);
  });

  it('hostile input answers 400, never 500', async () => {
    const base = `/api/portal/clients/${mine}/calendar`;
    for (const url of [
      `${base}?from=gisteren&to=morgen`,
      `${base}?from=2026-01-01T00:00:00Z&to=2025-01-01T00:00:00Z`,
      `${base}/slots?managerId=${a.sanne.user.id}&duration=45`,
      `${base}/slots?managerId=iemand&duration=30`,
    ]) {
      expect([url, (await call(a.tokens.client, 'GET', url)).statusCode]).toEqual([url, 400]);
    }
    expect((await respond(mine, shared, { response: 'misschien', version: 1 })).statusCode).toBe(400);
    const long = await ask({ managerId: a.sanne.user.id, start: at(thursday, 9).toISOString(), duration: 30, message: 'x'.repeat(1001) });
    expect([long.statusCode, long.json().error.fields]).toEqual([400, { message: 'CALENDAR_MESSAGE_TOO_LONG' }]);
  });
});

describe('accepting and declining', () => {
  it('accepts with the version seen, refuses a stale version, declines; the owner is told each time', async () => {
    const id = await insertEvent({
      companyId: a.admin.company.id,
      kind: 'appointment',
      start: at(wednesday, 16),
      ownerId: a.sanne.user.id,
      clientId: mine,
      title: 'Lancering',
    });
    const accepted = await respond(mine, id, { response: 'accepted', version: 1 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ appointment: PortalAppointment }>().appointment).toMatchObject({ eventId: id, clientResponse: 'accepted', version: 2 });
    const stale = await respond(mine, id, { response: 'declined', version: 1 });
    expect([stale.statusCode, stale.json().error.code]).toEqual([409, 'CALENDAR_EVENT_CHANGED']);
    const declined = await respond(mine, id, { response: 'declined', version: 2 });
    expect(declined.json<{ appointment: PortalAppointment }>().appointment).toMatchObject({ clientResponse: 'declined', version: 3 });
    const [row] = await t.db.select().from(calendarEvents).where(eq(calendarEvents.id, id));
    expect(row).toMatchObject({ clientResponse: 'declined', clientRespondedBy: a.client.user.id, version: 3 });
    const told = (await notificationsOf(a.sanne.user.id, 'appointment_response')).filter((n) => n.eventId === id);
    expect(told.map((n) => n.title).sort()).toEqual(['Mijn Bakkerij heeft de afspraak afgewezen', 'Mijn Bakkerij heeft de afspraak geaccepteerd']);
    expect(told[0]).toMatchObject({ clientId: mine, clientName: 'Mijn Bakkerij' });
  });

  it('a past appointment is closed', async () => {
    const id = await insertEvent({
      companyId: a.admin.company.id,
      kind: 'appointment',
      start: new Date(Date.now() - 3 * 86_400_000),
      ownerId: a.sanne.user.id,
      clientId: mine,
    });
    const res = await respond(mine, id, { response: 'accepted', version: 1 });
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'CALENDAR_RESPONSE_CLOSED']);
  });

  it('"Actie vereist" lists a pending appointment until it is answered', async () => {
    const id = await insertEvent({
      companyId: a.admin.company.id,
      kind: 'appointment',
      start: at(thursday, 16),
      ownerId: a.mark.user.id,
      clientId: mine,
      title: 'Strategiesessie',
    });
    const overview = async () => (await call(a.tokens.client, 'GET', `/api/portal/clients/${mine}/overview`)).json<PortalOverviewResponse>().actionRequired;
    expect((await overview()).find((item) => item.id === id)).toEqual({
      kind: 'appointment',
      id,
      title: 'Reageer op de afspraak “Strategiesessie”',
      deadline: at(thursday, 16).toISOString(),
      // The time is when the appointment starts, not a deadline (issue 34).
      timeKind: 'appointment',
      href: `/clientportal/calendar?client=${mine}&event=${id}`,
    });
    // Another client's pending appointment never shows here.
    expect((await overview()).map((item) => item.id)).not.toContain(theirsPending);
    expect((await respond(mine, id, { response: 'accepted', version: 1 })).statusCode).toBe(200);
    expect((await overview()).map((item) => item.id)).not.toContain(id);
  });
});

describe('free slots and requests', () => {
  beforeAll(async () => {
    const company = a.admin.company.id;
    const mark = a.mark.user.id;
    await insertEvent({ companyId: company, kind: 'internal', start: at(wednesday, 10), ownerId: mark });
    await insertEvent({ companyId: company, kind: 'appointment', start: at(wednesday, 14), minutes: 30, ownerId: mark, clientId: theirs, status: 'tentative' });
    await insertEvent({
      companyId: company,
      kind: 'contact',
      start: at(addLocalDays(wednesday, -7), 16),
      ownerId: mark,
      clientId: theirs,
      rule: { freq: 'weekly', interval: 1, byWeekday: [3], until: null, count: 4 },
    });
    // Someone else's event at that time does not make Mark busy.
    await insertEvent({ companyId: company, kind: 'internal', start: at(wednesday, 9), ownerId: a.admin.user.id });
  });

  it('working hours minus busy events (any kind, tentative and recurring too), 30 and 60 minutes', async () => {
    expect(await slotsOf(a.mark.user.id, 30, wednesday)).toEqual([
      '09:00',
      '09:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:30',
      '15:00',
      '15:30',
    ]);
    expect(await slotsOf(a.mark.user.id, 60, wednesday)).toEqual(['09:00', '11:00', '11:30', '12:00', '12:30', '13:00', '14:30', '15:00']);
  });

  it('uses the manager’s own working hours and zone when set', async () => {
    // 13:00–15:00 in London is 14:00–16:00 in Amsterdam (the slots' clock here).
    await t.db.insert(calendarSettings).values({ userId: a.sanne.user.id, timeZone: 'Europe/London', workDays: [4], workStart: '13:00', workEnd: '15:00' });
    expect(await slotsOf(a.sanne.user.id, 30, thursday)).toEqual(['14:00', '14:30', '15:00', '15:30']);
    expect(await slotsOf(a.sanne.user.id, 30, wednesday)).toEqual([]);
  });

  it('a manager who is not theirs is refused', async () => {
    for (const managerId of [a.admin.user.id, b.sanne.user.id]) {
      const slots = await call(a.tokens.client, 'GET', `/api/portal/clients/${mine}/calendar/slots?managerId=${managerId}&duration=30`);
      expect([slots.statusCode, slots.json().error.code]).toEqual([400, 'CALENDAR_MANAGER_UNKNOWN']);
      const res = await ask({ managerId, start: at(thursday, 10).toISOString(), duration: 30 });
      expect([res.statusCode, res.json().error.fields]).toEqual([400, { managerId: 'CALENDAR_MANAGER_UNKNOWN' }]);
    }
  });

  it('a request becomes a tentative appointment with the manager, who is told; the slot is then taken', async () => {
    const start = at(thursday, 10);
    const res = await ask({ managerId: a.mark.user.id, start: start.toISOString(), duration: 30, message: 'Graag over de nieuwe campagne' });
    expect(res.statusCode, res.body).toBe(201);
    const appointment = res.json<{ appointment: PortalAppointment }>().appointment;
    expect(appointment).toMatchObject({
      title: 'Afspraak met Mijn Bakkerij',
      start: start.toISOString(),
      end: new Date(start.getTime() + 30 * 60_000).toISOString(),
      status: 'tentative',
      clientResponse: 'accepted',
      requested: true,
      owner: { id: a.mark.user.id },
    });
    const [row] = await t.db.select().from(calendarEvents).where(eq(calendarEvents.id, appointment.eventId));
    expect(row).toMatchObject({
      kind: 'appointment',
      companyId: a.admin.company.id,
      clientId: mine,
      ownerId: a.mark.user.id,
      requestedBy: a.client.user.id,
      requestMessage: 'Graag over de nieuwe campagne',
      timeZone: zone,
    });
    const reminders = await t.db.select().from(calendarReminders).where(eq(calendarReminders.eventId, appointment.eventId));
    expect(reminders.map((r) => [r.channel, r.minutesBefore])).toEqual([['in_app', 10]]);
    const [told] = (await notificationsOf(a.mark.user.id, 'appointment_request')).filter((n) => n.eventId === appointment.eventId);
    expect(told).toMatchObject({ title: 'Afspraakverzoek van Mijn Bakkerij', clientId: mine, clientName: 'Mijn Bakkerij' });
    expect(told!.description).toContain('10:00–10:30');
    expect(told!.description).toContain('Graag over de nieuwe campagne');
    // The list shows it as requested; the slot is gone for the next one.
    const listed = (await agenda(a.tokens.client, mine)).json<PortalCalendarResponse>().appointments.find((x) => x.eventId === appointment.eventId);
    expect(listed).toMatchObject({ requested: true, status: 'tentative' });
    expect(await slotsOf(a.mark.user.id, 30, thursday)).not.toContain('10:00');
    const again = await ask({ managerId: a.mark.user.id, start: start.toISOString(), duration: 60 });
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'CALENDAR_SLOT_TAKEN']);
  });

  it('two requests for one slot at once: only one gets it', async () => {
    const start = at(thursday, 13).toISOString();
    const answers = await Promise.all([
      ask({ managerId: a.sanne.user.id, start: at(thursday, 14).toISOString(), duration: 60, title: 'Eerste' }),
      ask({ managerId: a.sanne.user.id, start: at(thursday, 14, 30).toISOString(), duration: 30, title: 'Tweede' }),
      ask({ managerId: a.mark.user.id, start, duration: 30, title: 'Derde' }),
      ask({ managerId: a.mark.user.id, start, duration: 30, title: 'Vierde' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const rows = await t.db
      .select()
      .from(calendarEvents)
      .where(and(eq(calendarEvents.clientId, mine), eq(calendarEvents.status, 'tentative')));
    expect(rows.filter((r) => r.ownerId === a.mark.user.id && r.startsAt.getTime() === Date.parse(start))).toHaveLength(1);
    const sannes = rows.filter((r) => r.ownerId === a.sanne.user.id);
    // In the manager's own zone.
    expect(sannes.map((r) => r.timeZone)).toEqual(['Europe/London']);
  });

  it('a time outside working hours or too far ahead is not a free slot', async () => {
    for (const start of [at(thursday, 20), at(addLocalDays(thursday, 2), 10), at(addLocalDays(wednesday, 35), 10), at(thursday, 10, 15)]) {
      const res = await ask({ managerId: a.mark.user.id, start: start.toISOString(), duration: 30 });
      expect([start.toISOString(), res.statusCode]).toEqual([start.toISOString(), 409]);
    }
  });

  it('a client user asking again and again is stopped with 429 (counted per user, refused ones too)', async () => {
    const outside = at(thursday, 21).toISOString();
    for (let i = 0; i < requestLimit; i += 1) {
      const res = await ask({ managerId: b.sanne.user.id, start: outside, duration: 30 }, foreign, b.tokens.client);
      expect(res.statusCode).toBe(409);
    }
    const stopped = await ask({ managerId: b.sanne.user.id, start: outside, duration: 30 }, foreign, b.tokens.client);
    expect([stopped.statusCode, stopped.json().error.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    // Another client user is not held back by it.
    const other = await ask({ managerId: a.mark.user.id, start: outside, duration: 30 });
    expect(other.statusCode).toBe(409);
  });
});
