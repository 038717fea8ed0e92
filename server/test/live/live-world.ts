/**
 * A small world for checking live events against the read policy (issue 16): company A with an
 * admin, an owner, a colleague without access, a colleague things get shared with and a client
 * user; company B with a marketeer. Every user is signed in with one socket on their company's
 * channel, its client portal's channel and their own inbox channel. `step` runs one change and answers, per user, the events
 * it brought; `canRead` asks the REST API whether a user may read the object an event is about.
 * `leave` removes a colleague from company A mid-sequence (Settings → Team); `rejoinAll` makes them
 * members again, with a new socket, before the next sequence.
 */
import { and, count, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { channelName, type ServerMessage } from '../../../common/realtime.js';
import { companyUsers, notifications, sessions, users as userRows } from '../../db/schema/index.js';
import { createCompany, createUser, type TestUser } from '../factories.js';
import type { TestSocket } from '../realtime-client.js';
import { logInAs, type TestApp } from '../test-app.js';

export const worldUsers = ['admin', 'owner', 'colleague', 'shared', 'client', 'outsider'] as const;
export type WorldUser = (typeof worldUsers)[number];

/** The users of company A who may listen to its channel. */
export const colleagues: readonly WorldUser[] = ['admin', 'owner', 'colleague', 'shared'];

export interface LiveEvent {
  channel: string;
  event: { name: string } & Record<string, unknown>;
}

/** What an event is about, as the REST API reads it. */
export type EventObject =
  | { kind: 'checklist' | 'note' | 'client' | 'calendarEvent'; id: string }
  /**
   * A creative in the workspace (/creatives, the team's). A client user reads the same route as the
   * portal's Creatives and hears of a change there (portal.changed, the portal object), not here.
   */
  | { kind: 'creative'; id: string }
  | { kind: 'accounts'; companyId: string }
  /** The company's forms as /forms lists them (GET /api/forms: the team of the active company). */
  | { kind: 'forms'; companyId: string }
  | { kind: 'inbox'; userId: string }
  /** A user's own calendar settings (GET /api/calendar/settings reads only the caller's). */
  | { kind: 'calendarSettings'; userId: string }
  /** A client's portal (clientId null: the agency's own part of every portal of the company). */
  | { kind: 'portal'; companyId: string; clientId: string | null };

/**
 * The object of every event kind the features publish. A kind missing here throws, so a new kind
 * cannot reach the sockets of these tests unchecked.
 */
export function objectOf({ channel, event }: LiveEvent): EventObject {
  const channelId = () => channel.slice(channel.indexOf(':') + 1);
  const id = (key: string) => {
    const value = event[key];
    if (typeof value !== 'string') throw new Error(`event ${event.name} has no ${key}`);
    return value;
  };
  switch (event.name) {
    case 'checklist.changed':
    case 'checklist.deleted':
      return { kind: 'checklist', id: id('id') };
    case 'checklist.item':
      return { kind: 'checklist', id: id('checklistId') };
    case 'note.created':
    case 'note.updated':
      return { kind: 'note', id: (event.note as { id: string }).id };
    case 'note.deleted':
    case 'note.changed':
      return { kind: 'note', id: id('id') };
    case 'note.assignments':
    case 'note.comment':
    case 'note.comment.updated':
    case 'note.comment.deleted':
      return { kind: 'note', id: id('noteId') };
    case 'accounts.changed':
      return { kind: 'accounts', companyId: channelId() };
    case 'forms.changed':
      return { kind: 'forms', companyId: channelId() };
    case 'clients.changed':
      return { kind: 'client', id: id('id') };
    case 'calendar.changed':
      return { kind: 'calendarEvent', id: id('id') };
    case 'calendar.settings.changed':
      return { kind: 'calendarSettings', userId: id('userId') };
    case 'creatives.changed':
      return { kind: 'creative', id: id('creativeId') };
    case 'portal.changed':
      return { kind: 'portal', companyId: channelId(), clientId: event.clientId === null ? null : id('clientId') };
    case 'notification.created':
    case 'notification.updated':
    case 'notification.deleted':
    case 'notifications.changed':
      return { kind: 'inbox', userId: channelId() };
    default:
      throw new Error(`no read rule for live event ${event.name}: add it to objectOf`);
  }
}

export const objectKey = (o: EventObject) => {
  switch (o.kind) {
    case 'accounts':
      return `accounts:${o.companyId}`;
    case 'forms':
      return `forms:${o.companyId}`;
    case 'inbox':
      return `inbox:${o.userId}`;
    case 'calendarSettings':
      return `calendarSettings:${o.userId}`;
    case 'portal':
      return `portal:${o.companyId}:${o.clientId ?? 'agency'}`;
    default:
      return `${o.kind}:${o.id}`;
  }
};

const barrierName = 'test.barrier';

export interface LiveWorld {
  users: Record<WorldUser, TestUser>;
  companyA: string;
  companyB: string;
  /** The user's session token (for requests `call` cannot make, such as a tus upload). */
  token(user: WorldUser): string;
  /** The request as a signed-in user (JSON body). */
  call(user: WorldUser, method: InjectOptions['method'], url: string, payload?: object): Promise<LightMyRequestResponse>;
  /** May `user` read the object through the REST API now? */
  canRead(user: WorldUser, object: EventObject): Promise<boolean>;
  /** Runs `change` and answers the events each socket received because of it (in order). */
  step(change: () => Promise<unknown>): Promise<Record<WorldUser, LiveEvent[]>>;
  /** The channels each user's socket was refused. */
  refused: Record<WorldUser, string[]>;
  /** The admin removes `user` from company A; resolves once the hub has taken the company's channel from their socket. */
  leave(user: WorldUser): Promise<void>;
  /** Every user who left is a member of company A again (direct rows), signed in on a new socket. */
  rejoinAll(): Promise<void>;
  /** How many notifications of company A are in `user`'s inbox. */
  companyNotifications(user: WorldUser): Promise<number>;
}

export async function buildLiveWorld(t: TestApp, open: (token: string) => Promise<TestSocket>): Promise<LiveWorld> {
  const { app, db } = t;
  const a = await createCompany(db);
  const b = await createCompany(db);
  const users: Record<WorldUser, TestUser> = {
    admin: await createUser(db, { role: 'admin', company: a }),
    owner: await createUser(db, { company: a }),
    colleague: await createUser(db, { company: a }),
    shared: await createUser(db, { company: a }),
    client: await createUser(db, { isClient: true, company: a }),
    outsider: await createUser(db, { company: b }),
  };
  const tokens = {} as Record<WorldUser, string>;
  const sockets = {} as Record<WorldUser, TestSocket>;
  const refused = {} as Record<WorldUser, string[]>;
  /** Opens the user's socket on their three channels. */
  const connect = async (name: WorldUser) => {
    const user = users[name];
    const socket = await open(tokens[name]);
    sockets[name] = socket;
    refused[name] = [];
    for (const channel of [channelName('company', user.company.id), channelName('portal', user.company.id), channelName('notifications', user.user.id)]) {
      const answer = await socket.subscribe(channel);
      if (answer.type !== 'subscribed') refused[name].push(channel);
    }
  };
  for (const name of worldUsers) {
    tokens[name] = await logInAs(app, users[name]);
    await connect(name);
  }
  const gone = new Set<WorldUser>();

  const call: LiveWorld['call'] = (user, method, url, payload) => app.inject({ method, url, cookies: { sid: tokens[user] }, ...(payload ? { payload } : {}) });

  let barriers = 0;
  let seen = Object.fromEntries(worldUsers.map((u) => [u, 0])) as Record<WorldUser, number>;

  const eventsOf = (messages: readonly ServerMessage[]): LiveEvent[] =>
    messages.flatMap((m) => (m.type === 'event' ? [{ channel: m.channel, event: m.event as LiveEvent['event'] }] : []));

  return {
    users,
    companyA: a.id,
    companyB: b.id,
    refused,
    token: (user) => tokens[user],
    call,
    async canRead(user, object) {
      switch (object.kind) {
        case 'checklist':
          return (await call(user, 'GET', `/api/checklists/${object.id}`)).statusCode === 200;
        case 'note':
          return (await call(user, 'GET', `/api/notes/${object.id}`)).statusCode === 200;
        case 'accounts':
          // GET /api/accounts reads the active company's accounts: readable when that is this company.
          return users[user].company.id === object.companyId && (await call(user, 'GET', '/api/accounts')).statusCode === 200;
        case 'forms':
          return users[user].company.id === object.companyId && (await call(user, 'GET', '/api/forms')).statusCode === 200;
        case 'inbox':
          // An inbox is its recipient's alone: GET /api/notifications reads only the caller's.
          return users[user].user.id === object.userId && (await call(user, 'GET', '/api/notifications')).statusCode === 200;
        case 'client':
          return (await call(user, 'GET', `/api/clients/${object.id}`)).statusCode === 200;
        case 'calendarEvent':
          return (await call(user, 'GET', `/api/calendar/events/${object.id}`)).statusCode === 200;
        case 'calendarSettings':
          return users[user].user.id === object.userId && (await call(user, 'GET', '/api/calendar/settings')).statusCode === 200;
        case 'creative':
          // The workspace is the team's: a client user's read of the same creative is the portal's.
          return !users[user].user.isClient && (await call(user, 'GET', `/api/creatives/${object.id}`)).statusCode === 200;
        case 'portal':
          // The portal reads the active company's: readable when that is this company.
          if (users[user].company.id !== object.companyId) return false;
          if (object.clientId === null) return (await call(user, 'GET', '/api/portal/me')).statusCode === 200;
          return (await call(user, 'GET', `/api/portal/clients/${object.clientId}/overview`)).statusCode === 200;
      }
    },
    async leave(user) {
      const removed = await call('admin', 'DELETE', `/api/company/members/${users[user].user.id}`);
      if (removed.statusCode !== 204) throw new Error(`removing ${user}: ${removed.statusCode} ${removed.body}`);
      gone.add(user);
      await sockets[user].next((m) => m.type === 'refused' && m.ref === null && m.channel === channelName('company', a.id));
    },
    async rejoinAll() {
      for (const user of gone) {
        const id = users[user].user.id;
        await db.insert(companyUsers).values({ userId: id, companyId: a.id, role: 'marketeer' });
        await db.update(userRows).set({ companyId: a.id }).where(eq(userRows.id, id));
        await db.update(sessions).set({ activeCompanyId: a.id }).where(eq(sessions.userId, id));
        app.actors.forgetUser(id);
        sockets[user].close();
        await connect(user);
        seen = { ...seen, [user]: 0 };
      }
      gone.clear();
    },
    async companyNotifications(user) {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .where(and(eq(notifications.recipientId, users[user].user.id), eq(notifications.companyId, a.id)));
      return row?.n ?? 0;
    },
    async step(change) {
      await change();
      // A barrier after the change, on every user's inbox channel: the bus keeps order, so once a
      // socket has it, every event of the change that was going to reach that socket has.
      const n = ++barriers;
      await app.events.publish(
        worldUsers.map((u) => ({ topic: 'notifications', payload: { recipientId: users[u].user.id, event: { name: barrierName, n } } })),
      );
      const result = {} as Record<WorldUser, LiveEvent[]>;
      for (const u of worldUsers) {
        await sockets[u].next((m) => m.type === 'event' && m.event.name === barrierName && m.event.n === n);
        const index = sockets[u].messages.findIndex((m) => m.type === 'event' && m.event.name === barrierName && m.event.n === n);
        result[u] = eventsOf(sockets[u].messages.slice(seen[u], index));
        seen = { ...seen, [u]: index + 1 };
      }
      return result;
    },
  };
}
