import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../common/schemas/notifications.js';
import { clientContacts, clients, notifications } from '../../db/schema/index.js';
import { addMember, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import type { NotificationContent } from './content.js';
import { allPages, inboxOf, notify, unreadTruth } from './test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minute = 60_000;
const base = Date.parse('2025-05-01T10:00:00Z');

/** Newest first, ties on created_at by id descending: the list's order. */
function newestFirst(list: Notification[]): Notification[] {
  return [...list].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

async function signedIn(): Promise<{ user: TestUser; inbox: ReturnType<typeof inboxOf> }> {
  const user = await createUser(t.db);
  return { user, inbox: inboxOf(t.app, await logInAs(t.app, user)) };
}

/** 30 notifications over 6 moments (5 per moment, so created_at ties), mixed types, clients and platforms. */
async function mixedInbox(user: TestUser): Promise<Notification[]> {
  const types = ['formulier', 'notitie', 'contact_event', 'form_modification', 'budget_warning'] as const;
  const names = ['Bakkerij De Gouden Korrel', 'Fietsenmaker Van Dijk'];
  const rows = await t.db
    .insert(clients)
    .values(names.map((name) => ({ companyId: user.company.id, name })))
    .returning({ id: clients.id, name: clients.name });
  const choices = [...rows, undefined];
  const made: Notification[] = [];
  for (let moment = 0; moment < 6; moment++) {
    const contents: NotificationContent[] = Array.from({ length: 5 }, (_, i) => ({
      type: types[(moment + i) % types.length]!,
      title: `Melding ${moment}-${i}`,
      clientName: choices[(moment * 5 + i) % choices.length]?.name,
      clientId: choices[(moment * 5 + i) % choices.length]?.id,
      platform: i % 2 === 0 ? 'facebook' : i % 3 === 0 ? 'google' : null,
    }));
    made.push(
      ...(await notify(t.app, t.db, { recipients: [user.user.id], companyId: user.company.id, content: contents, now: new Date(base + moment * minute) })),
    );
  }
  return made;
}

describe('GET /api/notifications', () => {
  it('pages newest first with no duplicates or gaps, also among equal created_at', async () => {
    const { user, inbox } = await signedIn();
    const made = await mixedInbox(user);
    const pages = await allPages(inbox, { limit: 4 });
    expect(pages).toHaveLength(8);
    expect(pages.slice(0, -1).every((p) => p.length === 4)).toBe(true);
    const ids = pages.flat().map((n) => n.id);
    expect(new Set(ids).size).toBe(30);
    expect(ids).toEqual(newestFirst(made).map((n) => n.id));
  });

  it('keeps the microseconds of created_at in the cursor (rows written by other writers)', async () => {
    const { user, inbox } = await signedIn();
    const times = ['10:00:00.123456', '10:00:00.123400', '10:00:00.123456', '10:00:00.123999', '10:00:00.124', '10:00:00.1234'];
    const inserted = await t.db
      .insert(notifications)
      .values(
        times.map((time, i) => ({
          type: 'notitie' as const,
          title: `Rij ${i}`,
          recipientId: user.user.id,
          companyId: user.company.id,
          createdAt: sql`${`2025-05-01T${time}Z`}::timestamptz`,
        })),
      )
      .returning({ id: notifications.id, micros: sql<string>`to_char(${notifications.createdAt}, 'SSUS')` });
    const expected = [...inserted].sort((a, b) => b.micros.localeCompare(a.micros) || (a.id < b.id ? 1 : -1)).map((r) => r.id);
    const pages = await allPages(inbox, { limit: 1 });
    expect(pages.flat().map((n) => n.id)).toEqual(expected);
  });

  it('applies type, status, client and platform filters on every page', async () => {
    const { user, inbox } = await signedIn();
    const made = await mixedInbox(user);
    const readIds = made.filter((_, i) => i % 3 === 0).map((n) => n.id);
    expect((await inbox.mark(readIds, true)).json()).toEqual({ changed: readIds.length });
    const isRead = (n: Notification) => readIds.includes(n.id);
    const fietsenmaker = made.find((n) => n.clientName === 'Fietsenmaker Van Dijk')!.clientId!;

    const cases = [
      { q: { type: 'notitie' as const }, keep: (n: Notification) => n.type === 'notitie' },
      { q: { status: 'unread' as const }, keep: (n: Notification) => !isRead(n) },
      { q: { status: 'read' as const }, keep: isRead },
      { q: { client: 'none' }, keep: (n: Notification) => n.clientId === null && n.clientName === 'Onbekende client' },
      { q: { platform: 'facebook' as const }, keep: (n: Notification) => n.platform === 'facebook' },
      {
        q: { type: 'formulier' as const, status: 'unread' as const, client: fietsenmaker },
        keep: (n: Notification) => n.type === 'formulier' && !isRead(n) && n.clientName === 'Fietsenmaker Van Dijk' && n.clientId === fietsenmaker,
      },
    ];
    for (const { q, keep } of cases) {
      const listed = (await allPages(inbox, { ...q, limit: 3 })).flat();
      const expected = newestFirst(made.filter(keep));
      expect(expected.length, JSON.stringify(q)).toBeGreaterThan(0);
      expect(
        listed.map((n) => n.id),
        JSON.stringify(q),
      ).toEqual(expected.map((n) => n.id));
      expect(listed.every((n) => n.isRead === isRead(n))).toBe(true);
    }
  });

  it('neither repeats nor skips when a notification arrives between two pages', async () => {
    const { user, inbox } = await signedIn();
    const made = await mixedInbox(user);
    const first = (await inbox.list({ limit: 10 })).json<{ items: Notification[]; nextCursor: string }>();
    const [fresh] = await notify(t.app, t.db, { recipients: [user.user.id], companyId: user.company.id, content: { type: 'notitie', title: 'Nieuw' } });
    const rest = (await allPages(inbox, { limit: 10, cursor: first.nextCursor })).flat();
    expect([...first.items, ...rest].map((n) => n.id)).toEqual(newestFirst(made).map((n) => n.id));
    expect((await inbox.list({ limit: 1 })).json().items[0].id).toBe(fresh!.id);
  });

  it("shows only the recipient's own notifications, from every company, in the API's shape", async () => {
    const { user, inbox } = await signedIn();
    const other = await createUser(t.db);
    // A member of the other company too: the producer notifies members only (issue 33).
    await addMember(t.db, user.user.id, other.company.id, 'marketeer');
    await notify(t.app, t.db, { recipients: [other.user.id], companyId: other.company.id, content: { type: 'notitie', title: 'Niet voor jou' } });
    const [mine] = await notify(t.app, t.db, {
      recipients: [user.user.id],
      companyId: other.company.id,
      content: { type: 'team_update', title: '  Nieuwe collega  ', description: '', colleague: other.user.id, clientName: ' ' },
    });
    const items = (await inbox.list()).json().items as Notification[];
    expect(items).toEqual([mine]);
    expect(mine).toMatchObject({
      title: 'Nieuwe collega',
      description: null,
      clientName: 'Onbekende client',
      colleague: other.user.id,
      recipientId: user.user.id,
      isRead: false,
    });
  });

  it('refuses a cursor it did not make, and answers 401 without a session', async () => {
    const { inbox } = await signedIn();
    const response = await inbox.list({ cursor: 'bm9wZQ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { cursor: 'VALIDATION_FAILED' } });
    expect((await inbox.list({ limit: 0 })).statusCode).toBe(400);
    for (const url of ['/api/notifications', '/api/notifications/unread-count', '/api/notifications/clients', '/api/notifications/preferences']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/mark-all-read' })).statusCode).toBe(401);
  });
});

describe('unread count and clients', () => {
  it('starts at 0/0 and counts new and read notifications with a growing version', async () => {
    const { user, inbox } = await signedIn();
    expect((await inbox.unreadCount()).json()).toEqual({ count: 0, version: 0 });
    const made = await notify(t.app, t.db, {
      recipients: [user.user.id],
      companyId: user.company.id,
      content: [
        { type: 'notitie', title: 'Een' },
        { type: 'notitie', title: 'Twee' },
        { type: 'formulier', title: 'Drie' },
      ],
    });
    expect((await inbox.unreadCount()).json()).toEqual({ count: 3, version: 3 });
    await inbox.mark([made[0]!.id], true);
    expect((await inbox.unreadCount()).json()).toEqual({ count: 2, version: 4 });
  });

  it('offers the active company’s clients in the Client filter, by name; a client user only their own', async () => {
    const { user, inbox } = await signedIn();
    const other = await createUser(t.db);
    await t.db.insert(clients).values([
      { companyId: user.company.id, name: 'Zeilschool Wind' },
      { companyId: user.company.id, name: 'appelboer' },
      { companyId: user.company.id, name: 'Bakkerij' },
      { companyId: other.company.id, name: 'Geheime klant' },
    ]);
    expect((await inbox.clients()).json<{ clients: { name: string }[] }>().clients.map((c) => c.name)).toEqual(['appelboer', 'Bakkerij', 'Zeilschool Wind']);
    const client = await createUser(t.db, { isClient: true, company: user.company });
    const [bakkerij] = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.companyId, user.company.id), eq(clients.name, 'Bakkerij')));
    await t.db
      .insert(clientContacts)
      .values({ clientId: bakkerij!.id, companyId: user.company.id, name: 'Klant', email: client.email, userId: client.user.id });
    const asClient = inboxOf(t.app, await logInAs(t.app, client));
    expect((await asClient.clients()).json()).toEqual({ clients: [{ id: bakkerij!.id, name: 'Bakkerij' }] });
    expect((await inbox.list({ client: 'Bakkerij' })).statusCode).toBe(400);
  });
});

describe('marking and deleting', () => {
  async function inboxWith(n: number) {
    const me = await signedIn();
    const made = await notify(t.app, t.db, {
      recipients: [me.user.user.id],
      companyId: me.user.company.id,
      content: Array.from({ length: n }, (_, i) => ({ type: 'notitie' as const, title: `Melding ${i}` })),
    });
    return { ...me, ids: made.map((m) => m.id) };
  }

  it('marks read and unread only the rows whose state changes, and only the own ones', async () => {
    const { user, inbox, ids } = await inboxWith(5);
    const other = await inboxWith(2);
    const response = await inbox.mark([ids[0]!, ids[1]!, other.ids[0]!, randomUUID()], true);
    expect(response.json()).toEqual({ changed: 2 });
    expect((await inbox.mark([ids[0]!, ids[2]!], true)).json()).toEqual({ changed: 1 });
    expect((await inbox.unreadCount()).json()).toEqual({ count: 2, version: 7 });
    // Nothing changes: no new version.
    expect((await inbox.mark([ids[0]!], true)).json()).toEqual({ changed: 0 });
    expect((await inbox.unreadCount()).json().version).toBe(7);
    expect((await inbox.mark([ids[0]!, ids[3]!], false)).json()).toEqual({ changed: 1 });
    expect((await inbox.unreadCount()).json()).toEqual({ count: 3, version: 8 });

    // The other user's rows were not touched (their id swapped into my request).
    expect((await other.inbox.list()).json().items.every((n: Notification) => !n.isRead)).toBe(true);
    expect(await unreadTruth(t.db, other.user.user.id)).toMatchObject({ rows: 2, counter: 2 });
    expect(await unreadTruth(t.db, user.user.id)).toMatchObject({ rows: 3, counter: 3 });
  });

  it("deletes only the own rows, and counts only unread ones off; someone else's id is not found", async () => {
    const { user, inbox, ids } = await inboxWith(4);
    const other = await inboxWith(1);
    await inbox.mark([ids[0]!], true);
    expect((await inbox.remove([ids[0]!, ids[1]!, other.ids[0]!])).json()).toEqual({ changed: 2 });
    expect((await inbox.remove([ids[0]!])).json()).toEqual({ changed: 0 });
    expect((await inbox.unreadCount()).json()).toEqual({ count: 2, version: 6 });
    expect((await other.inbox.list()).json().items.map((n: Notification) => n.id)).toEqual(other.ids);
    expect(await unreadTruth(t.db, user.user.id)).toMatchObject({ rows: 2, counter: 2 });
  });

  it('marks all read, and a second time changes nothing', async () => {
    const { user, inbox, ids } = await inboxWith(6);
    await inbox.mark([ids[0]!], true);
    expect((await inbox.markAllRead()).json()).toEqual({ changed: 5 });
    expect((await inbox.markAllRead()).json()).toEqual({ changed: 0 });
    expect((await inbox.unreadCount()).json()).toEqual({ count: 0, version: 8 });
    expect(await unreadTruth(t.db, user.user.id)).toMatchObject({ rows: 0, counter: 0 });
    expect((await inbox.list({ status: 'unread' })).json().items).toEqual([]);
  });

  it('refuses malformed and oversized id lists', async () => {
    const { inbox } = await inboxWith(1);
    expect((await inbox.mark([], true)).statusCode).toBe(400);
    expect((await inbox.mark(['not-a-uuid'], true)).statusCode).toBe(400);
    expect((await inbox.remove(Array.from({ length: 501 }, () => randomUUID()))).statusCode).toBe(400);
  });
});

describe('POST /api/test/notifications (TEST_HOOKS)', () => {
  it('makes notifications for an address through the producer and answers their ids', async () => {
    const { user, inbox } = await signedIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/notifications',
      payload: { recipientEmail: user.email.toUpperCase(), type: 'formulier', title: 'Nieuwe inzending', clientName: 'Bakkerij', platform: 'google', count: 3 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { ids } = response.json<{ ids: string[] }>();
    expect(ids).toHaveLength(3);
    expect((await inbox.unreadCount()).json()).toEqual({ count: 3, version: 3 });
    expect(
      (await inbox.list({ platform: 'google' }))
        .json()
        .items.map((n: Notification) => n.id)
        .sort(),
    ).toEqual([...ids].sort());
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/test/notifications',
      payload: { recipientEmail: 'niemand@test.nl', type: 'notitie', title: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
