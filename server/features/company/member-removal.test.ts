/**
 * Removing a member (issue 33): a removed colleague is an outsider at once and a removed client user
 * keeps nothing. The removed marketeer's clients and events go to the admin who removes them, their
 * creator links are cleared, their inbox of the company is emptied, no client can see or book them,
 * and no notification of the company reaches them any more (the producer's membership rule). A
 * removed client user's contacts are back to "niet uitgenodigd", and a new invitation for one
 * client gives that client only.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addLocalDays, isoWeekday, utcToZoned, zonedToUtc, type LocalDate } from '../../../common/rules/calendar-time.js';
import type { ClientActivity, PortalMeResponse } from '../../../common/schemas/clients.js';
import { calendarEvents, clientContacts, clientManagers, notificationCounters, notifications } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createUser } from '../../test/factories.js';
import { latestMail, linkIn } from '../../test/outbox.js';
import { createTestApp, testAppOrigin, type TestApp } from '../../test/test-app.js';
import { calendarOf, eventBody } from '../calendar/test-kit.js';
import { clientsOf } from '../clients/test-kit.js';
import { notify } from '../notifications/test-kit.js';

const zone = 'Europe/Amsterdam';
let t: TestApp;
let a: TestAgency;
/** A Thursday one to two weeks ahead: inside the request horizon and working hours. */
let thursday: LocalDate;

const at = (day: LocalDate, hour: number) => zonedToUtc({ ...day, hour, minute: 0 }, zone);
const call = (sid: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, cookies: { sid }, ...(payload ? { payload } : {}) });
const removeMember = (userId: string) => call(a.tokens.admin, 'DELETE', `/api/company/members/${userId}`);
const inboxOf = (userId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.companyId, a.admin.company.id)));
const activityKinds = async (clientId: string) =>
  (await call(a.tokens.admin, 'GET', `/api/clients/${clientId}/activity`)).json<{ activities: ClientActivity[] }>().activities.map((x) => x.kind);

beforeAll(async () => {
  t = await createTestApp();
  const today = utcToZoned(new Date(), zone);
  let day: LocalDate = addLocalDays({ year: today.year, month: today.month, day: today.day }, 7);
  while (isoWeekday(day) !== 4) day = addLocalDays(day, 1);
  thursday = day;
});
afterAll(() => t.close());

describe('removing a marketeer', () => {
  let client: string;
  let appointment: string;
  let contactMoment: string;

  beforeAll(async () => {
    a = await createAgency(t, 'weg');
    const api = clientsOf(t, a.tokens.sanne);
    client = (await api.create({ name: 'Bakkerij Weg', managerIds: [a.sanne.user.id] })).id;
    const contact = await api.addContact(client, { name: a.client.user.name, email: a.client.email });
    expect((await api.invite(client, contact.id)).portal.status).toBe('active');
    const sanne = calendarOf(t, a.tokens.sanne);
    appointment = (await sanne.create(eventBody(at(thursday, 14).toISOString(), { kind: 'appointment', clientId: client, title: 'Kwartaaloverleg' }))).id;
    // A contact moment Sanne made for Mark: its changes would reach her as its creator.
    contactMoment = (
      await sanne.create(
        eventBody(at(thursday, 11).toISOString(), {
          kind: 'contact',
          title: 'Bel Jansen',
          ownerId: a.mark.user.id,
          contact: { type: 'telefoon', phone: '0612345678' },
        }),
      )
    ).id;
    // Something in her inbox of this company (a client's answer).
    const answered = await call(a.tokens.client, 'POST', `/api/portal/clients/${client}/calendar/${appointment}/response`, {
      response: 'declined',
      version: 1,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await inboxOf(a.sanne.user.id)).map((n) => n.type)).toEqual(['appointment_response']);

    expect((await removeMember(a.sanne.user.id)).statusCode).toBe(204);
  });

  it('the portal no longer lists her, her free slots and a booking with her answer 400', async () => {
    const agenda = await call(
      a.tokens.client,
      'GET',
      `/api/portal/clients/${client}/calendar?from=${at(thursday, 0).toISOString()}&to=${at(addLocalDays(thursday, 1), 0).toISOString()}`,
    );
    expect(agenda.statusCode, agenda.body).toBe(200);
    const body = agenda.json<{ managers: { id: string; email: string }[]; appointments: { eventId: string; owner: { id: string } | null }[] }>();
    expect(body.managers.map((m) => m.id)).toEqual([a.admin.user.id]);
    expect(JSON.stringify(body)).not.toContain(a.sanne.email);
    expect(body.appointments.find((x) => x.eventId === appointment)?.owner?.id).toBe(a.admin.user.id);

    const slots = await call(a.tokens.client, 'GET', `/api/portal/clients/${client}/calendar/slots?managerId=${a.sanne.user.id}&duration=30`);
    expect([slots.statusCode, slots.json().error?.fields]).toEqual([400, { managerId: 'CALENDAR_MANAGER_UNKNOWN' }]);
    const booked = await call(a.tokens.client, 'POST', `/api/portal/clients/${client}/calendar/requests`, {
      managerId: a.sanne.user.id,
      start: at(thursday, 9).toISOString(),
      duration: 30,
      message: 'Privé bericht',
    });
    expect([booked.statusCode, booked.json().error?.fields]).toEqual([400, { managerId: 'CALENDAR_MANAGER_UNKNOWN' }]);
    expect(await t.db.select().from(clientManagers).where(eq(clientManagers.userId, a.sanne.user.id))).toEqual([]);
    expect(await activityKinds(client)).toContain('client.updated');
  });

  it('her events go to the admin who removed her, her creator links are cleared, and her inbox of the company is emptied', async () => {
    const [moved] = await t.db.select().from(calendarEvents).where(eq(calendarEvents.id, appointment));
    expect([moved!.ownerId, moved!.createdBy, moved!.updatedBy]).toEqual([a.admin.user.id, null, null]);
    const [moment] = await t.db.select().from(calendarEvents).where(eq(calendarEvents.id, contactMoment));
    expect([moment!.ownerId, moment!.createdBy]).toEqual([a.mark.user.id, null]);
    expect(await inboxOf(a.sanne.user.id)).toEqual([]);
    const [counter] = await t.db.select().from(notificationCounters).where(eq(notificationCounters.recipientId, a.sanne.user.id));
    expect(counter?.unread).toBe(0);
  });

  it('a colleague editing her contact moment and the client answering her old appointment tell her nothing', async () => {
    const detail = await calendarOf(t, a.tokens.admin).detail(contactMoment);
    await calendarOf(t, a.tokens.admin).update(contactMoment, { contact: { type: 'telefoon', phone: '0687654321' }, version: detail.event.version });
    const current = await calendarOf(t, a.tokens.admin).detail(appointment);
    const answered = await call(a.tokens.client, 'POST', `/api/portal/clients/${client}/calendar/${appointment}/response`, {
      response: 'accepted',
      version: current.event.version,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await inboxOf(a.sanne.user.id)).toEqual([]);
    const adminTypes = (await inboxOf(a.admin.user.id)).map((n) => n.type);
    expect(adminTypes).toContain('appointment_response');
  });
});

describe('the one producer', () => {
  it('drops every recipient who is not a member of the company at the moment of sending; client users stay', async () => {
    const agency = await createAgency(t, 'producer');
    const outsider = await createUser(t.db);
    const made = await notify(t.app, t.db, {
      recipients: [agency.mark.user.id, agency.client.user.id, outsider.user.id],
      companyId: agency.admin.company.id,
      // One kind for each audience (common/notification-kinds.ts): the team's to Mark, the client's to the client user.
      content: [
        { type: 'formulier', title: 'Nieuwe inzending' },
        { type: 'appointment_shared', title: 'Nieuwe afspraak' },
      ],
    });
    expect(made.map((n) => [n.recipientId, n.type]).sort()).toEqual(
      [
        [agency.mark.user.id, 'formulier'],
        [agency.client.user.id, 'appointment_shared'],
      ].sort(),
    );
  });
});

describe('a manager link of someone who is no longer a member (written before this rule)', () => {
  it('is not shown in the portal, and slots and bookings with them answer 400', async () => {
    const agency = await createAgency(t, 'oud');
    const api = clientsOf(t, agency.tokens.mark);
    const client = (await api.create({ name: 'Oude Klant', managerIds: [agency.mark.user.id] })).id;
    const contact = await api.addContact(client, { name: agency.client.user.name, email: agency.client.email });
    await api.invite(client, contact.id);
    const gone = await createUser(t.db, { name: 'Vertrokken Collega' });
    await t.db.insert(clientManagers).values({ clientId: client, userId: gone.user.id });

    const range = `from=${at(thursday, 0).toISOString()}&to=${at(addLocalDays(thursday, 1), 0).toISOString()}`;
    const agenda = await call(agency.tokens.client, 'GET', `/api/portal/clients/${client}/calendar?${range}`);
    expect(agenda.json<{ managers: { id: string }[] }>().managers.map((m) => m.id)).toEqual([agency.mark.user.id]);
    expect((await clientsOf(t, agency.tokens.mark).detail(client)).client.managers.map((m) => m.id)).toEqual([agency.mark.user.id]);
    const slots = await call(agency.tokens.client, 'GET', `/api/portal/clients/${client}/calendar/slots?managerId=${gone.user.id}&duration=30`);
    expect(slots.statusCode).toBe(400);
    const booked = await call(agency.tokens.client, 'POST', `/api/portal/clients/${client}/calendar/requests`, {
      managerId: gone.user.id,
      start: at(thursday, 9).toISOString(),
      duration: 30,
    });
    expect(booked.statusCode).toBe(400);
  });
});

describe('removing a client user', () => {
  it('ends their contact links (niet uitgenodigd, on the timeline); a new invitation for one client gives that client only', async () => {
    const agency = await createAgency(t, 'klant');
    const api = clientsOf(t, agency.tokens.admin);
    const clientIds: string[] = [];
    const contactIds: string[] = [];
    for (const name of ['Klant Een', 'Klant Twee', 'Klant Drie']) {
      const id = (await api.create({ name })).id;
      const contact = await api.addContact(id, { name: agency.client.user.name, email: agency.client.email });
      clientIds.push(id);
      contactIds.push(contact.id);
    }
    const [one, two, three] = clientIds as [string, string, string];
    for (const i of [0, 1]) expect((await api.invite(clientIds[i]!, contactIds[i]!)).portal.status).toBe('active');

    const removed = await call(agency.tokens.admin, 'DELETE', `/api/company/members/${agency.client.user.id}`);
    expect(removed.statusCode).toBe(204);
    for (const id of [one, two]) {
      const contacts = (await api.detail(id)).contacts;
      expect(contacts.map((c) => c.portal.status)).toEqual(['none']);
      const timeline = (await call(agency.tokens.admin, 'GET', `/api/clients/${id}/activity`)).json<{ activities: ClientActivity[] }>().activities;
      expect(timeline).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'contact.portalEnded', data: { contact: agency.client.user.name } })]));
    }

    // A link left by a removal from before this rule: joining again does not bring it back either.
    await t.db.update(clientContacts).set({ userId: agency.client.user.id }).where(eq(clientContacts.id, contactIds[0]!));
    expect((await api.invite(three, contactIds[2]!)).portal.status).toBe('invited');
    const link = linkIn(await latestMail(t.db, agency.client.email, 'client-invitation'), `${testAppOrigin}/set-password#token=`);
    const token = decodeURIComponent(link.split('#token=')[1]!);
    const accepted = await call(agency.tokens.client, 'POST', '/api/auth/invitation/accept-existing', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = (await call(agency.tokens.client, 'GET', '/api/portal/me')).json<PortalMeResponse>();
    expect(me.clients.map((c) => c.id)).toEqual([three]);
  });
});
