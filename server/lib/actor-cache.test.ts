import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { companyUsers, sessions } from '../db/schema/index.js';
import { addMember, createCompany, createUser, type TestUser } from '../test/factories.js';
import { testDatabaseTarget } from '../test/test-database.js';
import { createTestApp, logInAs, type TestApp } from '../test/test-app.js';
import type { Actor } from './actor.js';
import { ActorCache, announceMembershipsChanged, membershipsChangedTopic, sessionsRevokedTopic, actorChangedTopic } from './actor-cache.js';
import { hashSessionToken } from './session.js';

const silent = { warn() {} };

function actorOf(userId: string, sessionId = `s-${userId}`): Actor {
  return { userId, sessionId, activeCompanyId: null, memberRole: null, memberships: [] };
}

describe('the actor cache', () => {
  const entry = (userId: string, expiresAt = 10_000) => ({ actor: actorOf(userId), lastSeenAt: 0, expiresAt });

  it('answers an entry within its ttl and never past its session expiry', () => {
    const cache = new ActorCache({ ttlMs: 1_000 });
    cache.store('a', entry('u1', 1_500), cache.currentGeneration(), 0);
    expect(cache.get('a', 999)?.actor.userId).toBe('u1');
    expect(cache.get('a', 1_000)).toBeNull();
    cache.store('b', entry('u1', 500), cache.currentGeneration(), 0);
    expect(cache.get('b', 499)).not.toBeNull();
    expect(cache.get('b', 500)).toBeNull();
  });

  it("forgets all of a user's sessions, and keeps nothing loaded before an invalidation", () => {
    const cache = new ActorCache();
    cache.store('a', entry('u1'), cache.currentGeneration(), 0);
    cache.store('b', entry('u1'), cache.currentGeneration(), 0);
    cache.store('c', entry('u2'), cache.currentGeneration(), 0);
    const loadStarted = cache.currentGeneration();
    cache.forgetUser('u1');
    expect([cache.get('a', 1), cache.get('b', 1)]).toEqual([null, null]);
    expect(cache.get('c', 1)).not.toBeNull();
    // A load that read the database before the invalidation must not bring the old actor back.
    cache.store('a', entry('u1'), loadStarted, 2);
    expect(cache.get('a', 3)).toBeNull();
  });

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = new ActorCache({ maxEntries: 2 });
    for (const token of ['a', 'b', 'c']) cache.store(token, entry(`u-${token}`), cache.currentGeneration(), 0);
    expect(cache.size).toBe(2);
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.get('c', 1)).not.toBeNull();
  });

  it('forgets on every invalidation topic and empties on a gap in the bus', () => {
    const handlers = new Map<string, (payload: Record<string, unknown>) => void>();
    let gap = () => {};
    const cache = new ActorCache();
    cache.listen({
      on: (topic, handler) => (handlers.set(topic, handler), () => {}),
      onGap: (handler) => ((gap = handler), () => {}),
    });
    for (const topic of [sessionsRevokedTopic, membershipsChangedTopic, actorChangedTopic]) {
      cache.store('a', entry('u1'), cache.currentGeneration(), 0);
      handlers.get(topic)!({ userId: 'u1' });
      expect(cache.get('a', 1)).toBeNull();
    }
    cache.store('a', entry('u1'), cache.currentGeneration(), 0);
    gap();
    expect(cache.size).toBe(0);
  });
});

/** Requests against one app as one session. */
function as(app: FastifyInstance, token: string) {
  return (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    app.inject({ method, url, cookies: { sid: token }, ...(payload ? { payload } : {}) });
}

async function adminWithSecondCompany(db: TestApp['db']) {
  const person = await createUser(db, { role: 'admin' });
  const other = await createCompany(db, `Ander ${person.user.id.slice(0, 6)}`);
  await addMember(db, person.user.id, other.id, 'marketeer');
  return { person, other };
}

/**
 * What changes a session's actor and where it lands. `change` runs on `on` (the instance where the
 * person acts); `check` asks `at` — the same instance, or another one after the bus delivered.
 */
interface Scenario {
  name: string;
  run(on: TestApp, at: TestApp, afterDelivery: (topic: string, act: () => Promise<unknown>) => Promise<void>): Promise<void>;
}

const scenarios: Scenario[] = [
  {
    name: 'a revoked session (logout) is refused',
    async run(on, at, afterDelivery) {
      const person = await createUser(on.db);
      const token = await logInAs(on.app, person);
      expect((await as(at.app, token)('/api/auth/me')).statusCode).toBe(200);
      await afterDelivery(sessionsRevokedTopic, () => as(on.app, token)('/api/auth/logout', 'POST'));
      expect((await as(at.app, token)('/api/auth/me')).statusCode).toBe(401);
    },
  },
  {
    name: "a password change ends the person's other sessions",
    async run(on, at, afterDelivery) {
      const person = await createUser(on.db);
      const other = await logInAs(on.app, person);
      const acting = await logInAs(on.app, person);
      expect((await as(at.app, other)('/api/auth/me')).statusCode).toBe(200);
      await afterDelivery(sessionsRevokedTopic, async () => {
        const changed = await as(on.app, acting)('/api/account/password', 'POST', {
          currentPassword: person.password,
          password: 'Nieuw-Wachtwoord-2026!',
          confirmPassword: 'Nieuw-Wachtwoord-2026!',
        });
        expect(changed.statusCode, changed.body).toBe(204);
      });
      expect((await as(at.app, other)('/api/auth/me')).statusCode).toBe(401);
      expect((await as(at.app, acting)('/api/auth/me')).statusCode).toBe(200);
    },
  },
  {
    name: 'a role change takes effect',
    async run(on, at, afterDelivery) {
      const person = await createUser(on.db, { role: 'admin' });
      const token = await logInAs(on.app, person);
      expect((await as(at.app, token)('/api/company/invitations')).statusCode).toBe(200);
      await afterDelivery(membershipsChangedTopic, async () => {
        await setRole(on.db, person, 'marketeer');
        announceMembershipsChanged(contextOf(on.app), silent, person.user.id);
      });
      expect((await as(at.app, token)('/api/company/invitations')).statusCode).toBe(403);
    },
  },
  {
    name: 'a removed member loses the company',
    async run(on, at, afterDelivery) {
      const person = await createUser(on.db);
      const token = await logInAs(on.app, person);
      expect((await as(at.app, token)('/api/notes')).statusCode).toBe(200);
      await afterDelivery(membershipsChangedTopic, async () => {
        await on.db.delete(companyUsers).where(and(eq(companyUsers.userId, person.user.id), eq(companyUsers.companyId, person.company.id)));
        announceMembershipsChanged(contextOf(on.app), silent, person.user.id);
      });
      const refused = await as(at.app, token)('/api/notes');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('NO_ACTIVE_COMPANY');
    },
  },
  {
    name: 'a company switch moves the session to the new company',
    async run(on, at, afterDelivery) {
      const { person, other } = await adminWithSecondCompany(on.db);
      const token = await logInAs(on.app, person);
      expect((await as(at.app, token)('/api/auth/me')).json().activeCompanyId).toBe(person.company.id);
      await afterDelivery(actorChangedTopic, async () => {
        const switched = await as(on.app, token)('/api/auth/active-company', 'POST', { companyId: other.id });
        expect(switched.statusCode, switched.body).toBe(200);
      });
      expect((await as(at.app, token)('/api/auth/me')).json().activeCompanyId).toBe(other.id);
      // The role follows the company: an admin there, a marketeer here.
      expect((await as(at.app, token)('/api/company/invitations')).statusCode).toBe(403);
    },
  },
];

async function setRole(db: TestApp['db'], person: TestUser, role: 'admin' | 'marketeer') {
  await db
    .update(companyUsers)
    .set({ role })
    .where(and(eq(companyUsers.userId, person.user.id), eq(companyUsers.companyId, person.company.id)));
}

/** What the features pass to the announce functions, taken from a built app. */
function contextOf(app: FastifyInstance) {
  return { session: { actors: app.actors }, events: app.events };
}

describe('on one instance, the next request sees the change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const scenario of scenarios) {
    it(scenario.name, () => scenario.run(t, t, (_topic, act) => act().then(() => {})));
  }

  it('answers from the cache while fresh: no statement reads the session again', async () => {
    const person = await createUser(t.db);
    const token = await logInAs(t.app, person);
    expect((await as(t.app, token)('/api/auth/me')).statusCode).toBe(200);
    // Deleting the row behind the app's back (no announcement) is not seen until the entry expires.
    await t.db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect((await as(t.app, token)('/api/auth/me')).statusCode).toBe(200);
    t.app.actors.forgetUser(person.user.id);
    expect((await as(t.app, token)('/api/auth/me')).statusCode).toBe(401);
  });

  it("never outlives its session's expiry", async () => {
    const person = await createUser(t.db);
    const token = await logInAs(t.app, person);
    const expiresAt = new Date(Date.now() + 600);
    await t.db
      .update(sessions)
      .set({ expiresAt })
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect((await as(t.app, token)('/api/auth/me')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 50));
    expect((await as(t.app, token)('/api/auth/me')).statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row).toBeUndefined();
  });

  it('keeps the 5-minute throttle on the sliding expiry write for a cached actor', async () => {
    const person = await createUser(t.db);
    const token = await logInAs(t.app, person);
    const me = () => as(t.app, token)('/api/auth/me');
    expect((await me()).statusCode).toBe(200);
    const [cached] = [t.app.actors.get(hashSessionToken(token), Date.now())!];
    // Seen six minutes ago by the cache's account: the next request writes once and re-sends the cookie.
    cached.lastSeenAt = Date.now() - 6 * 60_000;
    const [first, second] = await Promise.all([me(), me()]);
    const resent = [first, second].filter((r) => r.cookies.some((c) => c.name === 'sid'));
    expect(resent).toHaveLength(1);
    const [row] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashSessionToken(token)));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await me()).cookies.some((c) => c.name === 'sid')).toBe(false);
  });
});

const target = inject('testDatabase');

describe.runIf(target.kind === 'postgres')('on a second instance, after the bus delivers (PostgreSQL)', () => {
  const opened: { app: TestApp; database: Database }[] = [];
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const worker = await testDatabaseTarget();
    if (worker.kind !== 'postgres') return;
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ mode: 'postgres', url: worker.url, poolSize: 2 });
      opened.push({ app: await createTestApp({ database }), database });
    }
    [a, b] = opened.map((o) => o.app) as [TestApp, TestApp];
  });
  afterAll(async () => {
    for (const { app, database } of opened) {
      await app.close();
      await database.close();
    }
  });

  /** Runs `act` on A, then waits until B's bus has delivered `topic` (B's cache listens first). */
  const afterDeliveryOnB = async (topic: string, act: () => Promise<unknown>) => {
    let stop = () => {};
    const delivered = new Promise<void>((resolve) => {
      stop = b.app.events.on(topic, () => resolve());
    });
    try {
      await act();
      await delivered;
    } finally {
      stop();
    }
  };

  for (const scenario of scenarios) {
    it(scenario.name, () => scenario.run(a, b, afterDeliveryOnB));
  }
});
