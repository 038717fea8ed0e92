/**
 * The client's inbox in the portal (issue 34), through HTTP: a client's portal user reads, marks
 * and deletes only their own notifications, of the kinds a client receives (common/notification-kinds.ts);
 * a team kind never reaches them, whatever a producer sends; the Client filter offers only their own
 * clients; their settings list exactly the client's kinds, each with in-app and e-mail, and refuse
 * a team kind; the live event reaches the client's own channel.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { kindsFor } from '../../../common/notification-kinds.js';
import { channelName, type ServerMessage } from '../../../common/realtime.js';
import type { Notification, NotificationPreferences, NotificationType } from '../../../common/schemas/notifications.js';
import { notifications } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { latestMail } from '../../test/outbox.js';
import { useListeningApp } from '../../test/realtime-client.js';
import { logInAs } from '../../test/test-app.js';
import { calendarOf, eventBody } from '../calendar/test-kit.js';
import { clientsOf } from '../clients/test-kit.js';
import { inboxOf, notify } from './test-kit.js';

const live = useListeningApp();
const t = () => live.t;

let a: TestAgency;
let b: TestAgency;
/** A's client with A's client user as portal contact, and another client of A with its own portal user. */
let mine: string;
let theirs: string;
let neighbour: TestUser;
let neighbourToken: string;

const day = 86_400_000;
const ahead = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * day);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

type ListBody = { items: Notification[]; nextCursor: string | null };
const clientKinds = kindsFor('client');

async function shareAppointment(clientId: string, title: string) {
  return calendarOf(t(), a.tokens.sanne).create(eventBody(ahead(4), { kind: 'appointment', title, clientId }));
}

beforeAll(async () => {
  a = await createAgency(t(), 'portaal-a');
  b = await createAgency(t(), 'portaal-b');
  const api = clientsOf(t(), a.tokens.sanne);
  mine = (await api.create({ name: 'Bakkerij Inbox', managerIds: [a.sanne.user.id] })).id;
  theirs = (await api.create({ name: 'Fietsen Inbox', managerIds: [a.sanne.user.id] })).id;
  const contact = await api.addContact(mine, { name: a.client.user.name, email: a.client.email });
  expect((await api.invite(mine, contact.id)).portal.status).toBe('active');
  neighbour = await createUser(t().db, { isClient: true, company: a.admin.company, name: 'Nina Buur' });
  neighbourToken = await logInAs(t().app, neighbour);
  const other = await api.addContact(theirs, { name: neighbour.user.name, email: neighbour.email });
  expect((await api.invite(theirs, other.id)).portal.status).toBe('active');
});

describe('the portal inbox of a client user', () => {
  it('lists only their own notifications, of client kinds; a team kind never reaches them', async () => {
    const inbox = inboxOf(t().app, a.tokens.client);
    const shared = await shareAppointment(mine, 'Kennismaking inbox');
    await shareAppointment(theirs, 'Niet voor Klaas');
    // A producer that names the client user for the team's kinds: nothing arrives.
    const sent = await notify(t().app, t().db, {
      recipients: [a.client.user.id],
      companyId: a.admin.company.id,
      content: (['notitie', 'formulier', 'contact_event', 'team_update', 'appointment_request'] as NotificationType[]).map((type) => ({
        type,
        title: `Teamsoort ${type}`,
        clientId: mine,
      })),
    });
    expect(sent).toEqual([]);

    const list = (await inbox.list()).json<ListBody>();
    expect(list.items.map((n) => [n.type, n.title, n.clientId, n.eventId])).toEqual([
      ['appointment_shared', 'Nieuwe afspraak: Kennismaking inbox', mine, shared.id],
    ]);
    expect(list.items.every((n) => n.recipientId === a.client.user.id && clientKinds.includes(n.type))).toBe(true);
    expect((await inbox.unreadCount()).json()).toMatchObject({ count: 1 });
    // The client of the other portal user heard of theirs only; the team of neither.
    const neighbourList = (await inboxOf(t().app, neighbourToken).list()).json<ListBody>();
    expect(neighbourList.items.map((n) => n.title)).toEqual(['Nieuwe afspraak: Niet voor Klaas']);
    const sanneShared = await t()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, a.sanne.user.id), eq(notifications.type, 'appointment_shared')));
    expect(sanneShared).toEqual([]);
    // Their mail arrived (a client's appointment kinds mail by default).
    expect((await latestMail(t().db, a.client.email, 'appointment_shared'))?.subject).toBe('Nieuwe afspraak: Kennismaking inbox');
  });

  it('filters by type, status and their own clients only; hostile filters are 400', async () => {
    const inbox = inboxOf(t().app, a.tokens.client);
    await shareAppointment(mine, 'Filterafspraak');
    const ofType = (await inbox.list({ type: 'appointment_shared' })).json<ListBody>();
    expect(ofType.items.length).toBeGreaterThan(0);
    expect((await inbox.list({ type: 'notitie' })).json<ListBody>().items).toEqual([]);
    expect((await inbox.list({ client: mine })).json<ListBody>().items.length).toBe(ofType.items.length);
    // Another client's id narrows to nothing (their notifications are theirs alone), never an error.
    expect((await inbox.list({ client: theirs })).json<ListBody>().items).toEqual([]);
    expect((await inbox.clients()).json()).toEqual({ clients: [{ id: mine, name: 'Bakkerij Inbox' }] });
    for (const bad of [{ type: 'bestaat_niet' }, { client: 'geen-uuid' }, { status: 'half' }, { limit: 0 }]) {
      expect((await inbox.list(bad as never)).statusCode).toBe(400);
    }
  });

  it('marks and deletes only their own notifications; another user’s ids change nothing', async () => {
    const inbox = inboxOf(t().app, a.tokens.client);
    const neighbourInbox = inboxOf(t().app, neighbourToken);
    await shareAppointment(mine, 'Leesafspraak');
    const [own] = (await inbox.list({ status: 'unread' })).json<ListBody>().items;
    const [foreign] = (await neighbourInbox.list()).json<ListBody>().items;
    expect(own && foreign).toBeTruthy();
    const before = (await inbox.unreadCount()).json<{ count: number }>().count;

    expect((await inbox.mark([foreign!.id], true)).json()).toEqual({ changed: 0 });
    expect((await inbox.remove([foreign!.id])).json()).toEqual({ changed: 0 });
    expect((await neighbourInbox.list()).json<ListBody>().items.map((n) => n.id)).toContain(foreign!.id);

    expect((await inbox.mark([own!.id], true)).json()).toEqual({ changed: 1 });
    expect((await inbox.unreadCount()).json<{ count: number }>().count).toBe(before - 1);
    expect((await inbox.remove([own!.id])).json()).toEqual({ changed: 1 });
    expect((await inbox.list()).json<ListBody>().items.map((n) => n.id)).not.toContain(own!.id);
    expect((await inbox.mark(['geen-uuid'], true)).statusCode).toBe(400);
    expect((await inbox.markAllRead()).statusCode).toBe(200);
    expect((await inbox.unreadCount()).json<{ count: number }>().count).toBe(0);
  });

  it('a client user of another agency sees none of it', async () => {
    const inbox = inboxOf(t().app, b.tokens.client);
    expect((await inbox.list()).json<ListBody>().items).toEqual([]);
    expect((await inbox.clients()).json()).toEqual({ clients: [] });
  });

  it('the new notification reaches the client’s own live channel', async () => {
    const socket = await live.open(a.tokens.client);
    const channel = channelName('notifications', a.client.user.id);
    expect(await socket.subscribe(channel)).toMatchObject({ type: 'subscribed' });
    expect(await socket.subscribe(channelName('notifications', neighbour.user.id))).toMatchObject({ type: 'refused', code: 'FORBIDDEN' });
    await shareAppointment(mine, 'Live afspraak');
    const message = await socket.next(
      (m: ServerMessage) => m.type === 'event' && m.channel === channel && (m.event as { name?: string }).name === 'notification.created',
    );
    expect(message).toMatchObject({ event: { notification: { type: 'appointment_shared', title: 'Nieuwe afspraak: Live afspraak', clientId: mine } } });
  });
});

describe('the portal’s notification settings', () => {
  it('list exactly the kinds a client receives, each with in-app and mail on by default', async () => {
    const client = await createUser(t().db, { isClient: true, company: a.admin.company });
    const prefs = (await inboxOf(t().app, await logInAs(t().app, client)).preferences()).json<NotificationPreferences>();
    expect(prefs.types).toEqual(clientKinds.map((type) => ({ type, inApp: true, email: true })));
    expect(clientKinds).toEqual([
      'form_modification',
      'deadline_reminder',
      'mention',
      'appointment_shared',
      'appointment_confirmed',
      'appointment_moved',
      'appointment_cancelled',
      'creative_review',
    ]);
  });

  it('save a client kind (honoured by the producer) and refuse a team kind with 400', async () => {
    const client = await createUser(t().db, { isClient: true, company: a.admin.company, name: 'Stille Klant' });
    const inbox = inboxOf(t().app, await logInAs(t().app, client));
    const contact = await clientsOf(t(), a.tokens.sanne).addContact(mine, { name: 'Stille Klant', email: client.email });
    await clientsOf(t(), a.tokens.sanne).invite(mine, contact.id);

    const saved = await inbox.setPreferences({ types: [{ type: 'appointment_shared', inApp: true, email: false }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<NotificationPreferences>().types.find((p) => p.type === 'appointment_shared')).toEqual({
      type: 'appointment_shared',
      inApp: true,
      email: false,
    });
    for (const type of ['notitie', 'formulier', 'team_update', 'appointment_response']) {
      const refused = await inbox.setPreferences({ types: [{ type, inApp: true, email: true }] });
      expect([refused.statusCode, refused.json<{ error: { code: string } }>().error.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect((await inbox.setPreferences({ types: 'geen lijst' })).statusCode).toBe(400);

    await shareAppointment(mine, 'Zonder mail');
    expect((await inbox.list()).json<ListBody>().items.map((n) => n.title)).toContain('Nieuwe afspraak: Zonder mail');
    expect(await latestMail(t().db, client.email, 'appointment_shared')).toBeUndefined();
  });

  it('a team member’s settings leave the client’s kinds out', async () => {
    const prefs = (await inboxOf(t().app, a.tokens.sanne).preferences()).json<NotificationPreferences>();
    expect(prefs.types.map((p) => p.type)).toEqual(kindsFor('team'));
    const refused = await inboxOf(t().app, a.tokens.sanne).setPreferences({ types: [{ type: 'appointment_shared', inApp: true, email: true }] });
    expect(refused.statusCode).toBe(400);
  });
});
