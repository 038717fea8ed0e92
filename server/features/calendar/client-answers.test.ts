/**
 * A client's answer stays true (issue 33), through HTTP: moving or changing an appointment the
 * client accepted sets the answer back to "pending" and tells the client's portal users (inbox and
 * mail, per their preferences); a new shared appointment, a confirmed request and a moved or
 * cancelled one each reach them by a mail in the agency's look with a valid .ics (parsed back with
 * node-ical); a client changes its answer, declines with a reason (bounded, stored, shown to the
 * team) and withdraws its own request — not another client's, another agency's, nor through the
 * team's routes; the ICS feed carries the client's answer as the attendee's PARTSTAT.
 */
import { and, eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandButton } from '../../../common/rules/contrast.js';
import type { NotificationType } from '../../../common/schemas/notifications.js';
import type { PortalAppointment, PortalCalendarResponse } from '../../../common/schemas/calendar.js';
import { calendarEvents, notifications, type MailRow } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { latestMail } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';
import { setBrandColor } from '../company/branding.js';
import { buildFeed } from './feed.js';
import { calendarOf, errorOf, eventBody } from './test-kit.js';

const brandColor = '#0f766e';
let t: TestApp;
let a: TestAgency;
let b: TestAgency;
/** Agency A's client with A's client user as portal contact; another client of A; B's client with B's client user. */
let mine: string;
let theirs: string;
let foreign: string;

const day = 86_400_000;
/** A whole hour some days ahead (requests must lie inside working hours: see the request tests). */
const ahead = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * day);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

const portal = (sid: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/portal/clients${url}`, cookies: { sid }, ...(payload ? { payload } : {}) });

async function portalAppointment(clientId: string, eventId: string, sid = a.tokens.client): Promise<PortalAppointment | undefined> {
  const res = await portal(
    sid,
    'GET',
    `/${clientId}/calendar?from=${new Date(Date.now() - day).toISOString()}&to=${new Date(Date.now() + 60 * day).toISOString()}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PortalCalendarResponse>().appointments.find((x) => x.eventId === eventId);
}

const respond = (eventId: string, body: object, clientId = mine, sid = a.tokens.client) =>
  portal(sid, 'POST', `/${clientId}/calendar/${eventId}/response`, body);

const inbox = (userId: string, type: NotificationType, eventId: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, userId), eq(notifications.type, type), eq(notifications.eventId, eventId)));

/** The .ics attached to a mail, parsed: its method and VEVENTs. */
function icsOf(mail: MailRow | undefined): { method: string | undefined; events: VEvent[] } {
  const [file] = mail?.attachments ?? [];
  expect(file?.filename).toBe('afspraak.ics');
  expect(file?.contentType).toMatch(/^text\/calendar/);
  const parsed = ical.sync.parseICS(file!.content);
  const events = Object.values(parsed).filter((c): c is VEvent => c?.type === 'VEVENT');
  return { method: file!.content.match(/^METHOD:(.+)$/m)?.[1]?.trim(), events };
}

const partstatOf = (e: VEvent) => {
  const attendee = Array.isArray(e.attendee) ? e.attendee[0] : e.attendee;
  return typeof attendee === 'object' ? attendee?.params.PARTSTAT : undefined;
};

/** A shared appointment of Sanne with `mine`, accepted by the client. */
async function acceptedAppointment(extra: Parameters<typeof eventBody>[1] = {}) {
  const event = await calendarOf(t, a.tokens.sanne).create(eventBody(ahead(5), { kind: 'appointment', clientId: mine, location: 'Kantoor', ...extra }));
  const res = await respond(event.id, { response: 'accepted', version: event.version });
  expect(res.statusCode, res.body).toBe(200);
  return calendarOf(t, a.tokens.sanne).detail(event.id);
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'alfa');
  b = await createAgency(t, 'beta');
  await setBrandColor(t.db, a.admin.company.id, brandColor);
  const api = clientsOf(t, a.tokens.sanne);
  mine = (await api.create({ name: 'Mijn Bakkerij', managerIds: [a.sanne.user.id] })).id;
  theirs = (await api.create({ name: 'Andere Klant', managerIds: [a.sanne.user.id] })).id;
  const contact = await api.addContact(mine, { name: a.client.user.name, email: a.client.email });
  expect((await api.invite(mine, contact.id)).portal.status).toBe('active');
  const apiB = clientsOf(t, b.tokens.sanne);
  foreign = (await apiB.create({ name: 'Klant van B', managerIds: [b.sanne.user.id] })).id;
  const contactB = await apiB.addContact(foreign, { name: b.client.user.name, email: b.client.email });
  expect((await apiB.invite(foreign, contactB.id)).portal.status).toBe('active');
});
afterAll(() => t.close());

describe('moving an accepted appointment', () => {
  it('sets the answer back to pending and tells the client users in the inbox and by a branded mail with the new time', async () => {
    const { event } = await acceptedAppointment();
    expect(event.clientResponse).toBe('accepted');
    const start = ahead(6, 13);
    const moved = await calendarOf(t, a.tokens.sanne).update(event.id, { start, version: event.version });
    expect(moved.clientResponse).toBe('pending');
    expect(moved.clientRespondedAt).toBeNull();
    expect((await portalAppointment(mine, event.id))?.clientResponse).toBe('pending');

    const [told] = await inbox(a.client.user.id, 'appointment_moved', event.id);
    expect(told?.title).toBe(`Afspraak gewijzigd: ${event.title}`);
    expect(told?.clientId).toBe(mine);
    const mail = await latestMail(t.db, a.client.email, 'appointment_moved');
    expect(mail?.subject).toBe(`Afspraak gewijzigd: ${event.title}`);
    // The agency's look: its name in the heading, its colour on the button.
    expect(mail?.html).toContain(a.admin.company.name);
    expect(mail?.html).toContain(`background:${brandButton(brandColor).background}`);
    expect(mail?.text).toContain(`/clientportal/calendar?client=${mine}&event=${event.id}`);
    const { method, events } = icsOf(mail);
    expect(method).toBe('REQUEST');
    expect(events).toHaveLength(1);
    expect(new Date(events[0]!.start).toISOString()).toBe(start);
    expect(events[0]!.uid).toBe(`${event.id}@${new URL(t.env.appOrigin).host}`);
    expect(partstatOf(events[0]!)).toBe('NEEDS-ACTION');
    // The team never gets a client's kind.
    expect(await inbox(a.sanne.user.id, 'appointment_moved', event.id)).toHaveLength(0);
  });

  it('a new place resets the answer too; a new title alone keeps it and tells nobody', async () => {
    const { event } = await acceptedAppointment();
    const renamed = await calendarOf(t, a.tokens.sanne).update(event.id, { title: 'Nieuwe naam', version: event.version });
    expect(renamed.clientResponse).toBe('accepted');
    expect(await inbox(a.client.user.id, 'appointment_moved', event.id)).toHaveLength(0);
    const relocated = await calendarOf(t, a.tokens.sanne).update(event.id, { location: 'Online', version: renamed.version });
    expect(relocated.clientResponse).toBe('pending');
    expect(await inbox(a.client.user.id, 'appointment_moved', event.id)).toHaveLength(1);
  });

  it('a declined appointment moved asks again, and the old reason goes with the old answer', async () => {
    const event = await calendarOf(t, a.tokens.sanne).create(eventBody(ahead(5), { kind: 'appointment', clientId: mine }));
    expect((await respond(event.id, { response: 'declined', reason: 'Dan ben ik op vakantie', version: event.version })).statusCode).toBe(200);
    const { event: declined } = await calendarOf(t, a.tokens.sanne).detail(event.id);
    const moved = await calendarOf(t, a.tokens.sanne).update(event.id, { start: ahead(9), version: declined.version });
    expect(moved.clientResponse).toBe('pending');
    expect(moved.clientDeclineReason).toBeNull();
  });

  it('follows the client user’s preferences: no mail when turned off, no inbox item when that is off too', async () => {
    const prefs = (body: object) => t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', cookies: { sid: a.tokens.client }, payload: body });
    const off = await prefs({ types: [{ type: 'appointment_moved', inApp: true, email: false }] });
    expect(off.statusCode, off.body).toBe(200);
    const { event } = await acceptedAppointment();
    const before = await latestMail(t.db, a.client.email, 'appointment_moved');
    await calendarOf(t, a.tokens.sanne).update(event.id, { start: ahead(7), version: event.version });
    expect((await latestMail(t.db, a.client.email, 'appointment_moved'))?.id).toBe(before?.id);
    expect(await inbox(a.client.user.id, 'appointment_moved', event.id)).toHaveLength(1);

    expect((await prefs({ types: [{ type: 'appointment_moved', inApp: false, email: false }] })).statusCode).toBe(200);
    const { event: second } = await acceptedAppointment();
    await calendarOf(t, a.tokens.sanne).update(second.id, { start: ahead(8), version: second.version });
    expect(await inbox(a.client.user.id, 'appointment_moved', second.id)).toHaveLength(0);
    expect((await calendarOf(t, a.tokens.sanne).detail(second.id)).event.clientResponse).toBe('pending');
    await prefs({ types: [{ type: 'appointment_moved', inApp: true, email: true }] });
  });

  it('client users have the client kinds in their settings (mail on by default); the team does not', async () => {
    const read = async (sid: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications/preferences', cookies: { sid } })).json<{ types: { type: string; email: boolean }[] }>()
        .types;
    const client = await read(b.tokens.client);
    expect(client.find((p) => p.type === 'appointment_shared')).toEqual({ type: 'appointment_shared', inApp: true, email: true });
    expect(
      (await read(b.tokens.sanne)).some((p) => p.type.startsWith('appointment_') && p.type !== 'appointment_request' && p.type !== 'appointment_response'),
    ).toBe(false);
  });
});

describe('mails to the client', () => {
  it('a new shared appointment: inbox and mail with an .ics asking for an answer', async () => {
    const event = await calendarOf(t, a.tokens.sanne).create(eventBody(ahead(4), { kind: 'appointment', clientId: mine, title: 'Strategiesessie' }));
    expect(await inbox(a.client.user.id, 'appointment_shared', event.id)).toHaveLength(1);
    const mail = await latestMail(t.db, a.client.email, 'appointment_shared');
    expect(mail?.subject).toBe('Nieuwe afspraak: Strategiesessie');
    const { method, events } = icsOf(mail);
    expect(method).toBe('REQUEST');
    expect(events[0]!.summary).toBe('Strategiesessie');
    expect(partstatOf(events[0]!)).toBe('NEEDS-ACTION');
    // An internal event and another client's appointment reach nobody of `mine`.
    const internal = await calendarOf(t, a.tokens.sanne).create(eventBody(ahead(4)));
    const other = await calendarOf(t, a.tokens.sanne).create(eventBody(ahead(4), { kind: 'appointment', clientId: theirs }));
    expect(await inbox(a.client.user.id, 'appointment_shared', internal.id)).toHaveLength(0);
    expect(await inbox(a.client.user.id, 'appointment_shared', other.id)).toHaveLength(0);
  });

  it('a confirmed request: the client hears it, with its accepted answer in the .ics', async () => {
    const slots = await portal(a.tokens.client, 'GET', `/${mine}/calendar/slots?managerId=${a.sanne.user.id}&duration=30&from=${ahead(3, 0)}`);
    expect(slots.statusCode, slots.body).toBe(200);
    const [slot] = slots.json<{ slots: { start: string }[] }>().slots;
    const asked = await portal(a.tokens.client, 'POST', `/${mine}/calendar/requests`, { managerId: a.sanne.user.id, start: slot!.start, duration: 30 });
    expect(asked.statusCode, asked.body).toBe(201);
    const { eventId, version } = asked.json<{ appointment: PortalAppointment }>().appointment;
    const confirmed = await calendarOf(t, a.tokens.sanne).update(eventId, { status: 'confirmed', version });
    expect(confirmed.clientResponse).toBe('accepted');
    expect(await inbox(a.client.user.id, 'appointment_confirmed', eventId)).toHaveLength(1);
    const mail = await latestMail(t.db, a.client.email, 'appointment_confirmed');
    expect(mail?.subject).toMatch(/^Afspraak bevestigd: /);
    expect(partstatOf(icsOf(mail).events[0]!)).toBe('ACCEPTED');
  });

  it('a cancelled appointment: METHOD:CANCEL with the same UID', async () => {
    const { event } = await acceptedAppointment();
    await calendarOf(t, a.tokens.sanne).remove(event.id, `version=${event.version}`);
    expect(await inbox(a.client.user.id, 'appointment_cancelled', event.id)).toHaveLength(1);
    const { method, events } = icsOf(await latestMail(t.db, a.client.email, 'appointment_cancelled'));
    expect(method).toBe('CANCEL');
    expect(events[0]!.uid).toBe(`${event.id}@${new URL(t.env.appOrigin).host}`);
    expect(events[0]!.status).toBe('CANCELLED');
  });
});

describe('the client answers', () => {
  it('changes an accepted answer to a decline with a reason the team sees, and back (the reason goes)', async () => {
    const { event } = await acceptedAppointment();
    const declined = await respond(event.id, { response: 'declined', reason: '  Past helaas niet  ', version: event.version });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<{ appointment: PortalAppointment }>().appointment).toMatchObject({ clientResponse: 'declined', declineReason: 'Past helaas niet' });
    const seen = (await calendarOf(t, a.tokens.sanne).detail(event.id)).event;
    expect(seen).toMatchObject({ clientResponse: 'declined', clientDeclineReason: 'Past helaas niet' });
    const [told] = (await inbox(a.sanne.user.id, 'appointment_response', event.id)).filter((n) => n.title.includes('afgewezen'));
    expect(told?.description).toContain('Reden: Past helaas niet');
    const accepted = await respond(event.id, { response: 'accepted', version: seen.version });
    expect(accepted.json<{ appointment: PortalAppointment }>().appointment).toMatchObject({ clientResponse: 'accepted', declineReason: null });
  });

  it('refuses a reason that is too long or goes with an accept (400, nothing stored)', async () => {
    const { event } = await acceptedAppointment();
    const long = await respond(event.id, { response: 'declined', reason: 'x'.repeat(501), version: event.version });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields).toEqual({ reason: 'CALENDAR_REASON_TOO_LONG' });
    const withAccept = await respond(event.id, { response: 'accepted', reason: 'Prima', version: event.version });
    expect(errorOf(withAccept).code).toBe('CALENDAR_REASON_NOT_DECLINED');
    const [row] = await t.db.select().from(calendarEvents).where(eq(calendarEvents.id, event.id));
    expect(row).toMatchObject({ clientResponse: 'accepted', clientDeclineReason: null });
  });
});

describe('withdrawing one’s own request', () => {
  async function request(clientId: string, agency: TestAgency, days = 5): Promise<PortalAppointment> {
    const [row] = await t.db
      .insert(calendarEvents)
      .values({
        companyId: agency.admin.company.id,
        kind: 'appointment',
        title: 'Gevraagd',
        startsAt: new Date(ahead(days)),
        endsAt: new Date(Date.parse(ahead(days)) + 1_800_000),
        lastEndsAt: new Date(Date.parse(ahead(days)) + 1_800_000),
        timeZone: 'Europe/Amsterdam',
        ownerId: agency.sanne.user.id,
        clientId,
        status: 'tentative',
        clientResponse: 'accepted',
        requestedBy: agency.client.user.id,
      })
      .returning();
    return { eventId: row!.id, version: row!.version } as PortalAppointment;
  }
  const cancel = (clientId: string, eventId: string, version: number, sid = a.tokens.client) =>
    portal(sid, 'DELETE', `/${clientId}/calendar/${eventId}?version=${version}`);

  it('is gone for the client and the team, and the account manager hears of it', async () => {
    const asked = await request(mine, a);
    expect((await portalAppointment(mine, asked.eventId))?.cancellable).toBe(true);
    expect((await cancel(mine, asked.eventId, asked.version + 1)).statusCode).toBe(409);
    const res = await cancel(mine, asked.eventId, asked.version);
    expect(res.statusCode, res.body).toBe(204);
    expect(await portalAppointment(mine, asked.eventId)).toBeUndefined();
    expect((await calendarOf(t, a.tokens.sanne).call('GET', `/api/calendar/events/${asked.eventId}`)).statusCode).toBe(404);
    const [told] = await inbox(a.sanne.user.id, 'appointment_response', asked.eventId);
    expect(told?.title).toBe('Mijn Bakkerij heeft het afspraakverzoek geannuleerd');
  });

  it('not an appointment the agency shared (403), not another client’s or agency’s (404), not through the team (403)', async () => {
    const { event: shared } = await acceptedAppointment();
    expect((await portalAppointment(mine, shared.id))?.cancellable).toBe(false);
    const refused = await cancel(mine, shared.id, shared.version);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('CALENDAR_NOT_YOUR_REQUEST');

    const ofTheirs = await request(theirs, a);
    const ofForeign = await request(foreign, b);
    const mineAsked = await request(mine, a);
    // Another client of the same agency, by its own id or through mine.
    expect((await cancel(theirs, ofTheirs.eventId, 1)).statusCode).toBe(404);
    expect((await cancel(mine, ofTheirs.eventId, 1)).statusCode).toBe(404);
    // Another agency's client, by its id or through mine; and B's client user on A's request.
    expect((await cancel(foreign, ofForeign.eventId, 1)).statusCode).toBe(404);
    expect((await cancel(mine, ofForeign.eventId, 1)).statusCode).toBe(404);
    expect((await cancel(mine, mineAsked.eventId, 1, b.tokens.client)).statusCode).toBe(404);
    expect((await cancel(foreign, mineAsked.eventId, 1, b.tokens.client)).statusCode).toBe(404);
    // The team: the portal's route is not theirs.
    expect((await cancel(mine, mineAsked.eventId, 1, a.tokens.sanne)).statusCode).toBe(403);
    for (const id of [ofTheirs.eventId, ofForeign.eventId, mineAsked.eventId]) {
      expect(await t.db.select({ id: calendarEvents.id }).from(calendarEvents).where(eq(calendarEvents.id, id))).toHaveLength(1);
    }
  });
});

describe('ICS feed', () => {
  it('carries the client’s answer as the attendee’s PARTSTAT', async () => {
    const api = calendarOf(t, a.tokens.mark);
    const pending = await api.create(eventBody(ahead(10), { kind: 'appointment', clientId: mine, title: 'Wacht' }));
    const accepted = await api.create(eventBody(ahead(11), { kind: 'appointment', clientId: mine, title: 'Ja' }));
    const declined = await api.create(eventBody(ahead(12), { kind: 'appointment', clientId: mine, title: 'Nee' }));
    const internal = await api.create(eventBody(ahead(13), { title: 'Intern' }));
    expect((await respond(accepted.id, { response: 'accepted', version: accepted.version })).statusCode).toBe(200);
    expect((await respond(declined.id, { response: 'declined', version: declined.version })).statusCode).toBe(200);
    const text = await buildFeed(t.db, { userId: a.mark.user.id, appOrigin: t.env.appOrigin, now: new Date() });
    const events = Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT');
    const of = (id: string) => events.find((e) => e.uid.startsWith(`${id}-`))!;
    expect(partstatOf(of(pending.id))).toBe('NEEDS-ACTION');
    expect(partstatOf(of(accepted.id))).toBe('ACCEPTED');
    expect(partstatOf(of(declined.id))).toBe('DECLINED');
    expect(of(internal.id).attendee).toBeUndefined();
    // The one who answered is the attendee.
    const attendee = of(accepted.id).attendee as { val: string; params: { CN?: string } };
    expect(attendee.val.toLowerCase()).toBe(`mailto:${a.client.email}`.toLowerCase());
    expect(attendee.params.CN).toBe('Mijn Bakkerij');
  });
});
