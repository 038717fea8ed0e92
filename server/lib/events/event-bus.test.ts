import { inject, afterAll, describe, expect, it } from 'vitest';
import { channelName } from '../../../common/realtime.js';
import { openDatabase, type Database } from '../../db/database.js';
import { createUser } from '../../test/factories.js';
import { connectSocket } from '../../test/realtime-client.js';
import { testDatabaseTarget } from '../../test/test-database.js';
import { createTestApp, logInAs, type TestApp } from '../../test/test-app.js';
import { createInProcessBus, maxEventBytes } from './event-bus.js';
import { transactionWithEvents } from './with-events.js';

const onPostgres = inject('testDatabase').kind === 'postgres';
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe('in-process bus', () => {
  it('delivers in order, keeps going after a failing handler and refuses oversized events', async () => {
    const errors: unknown[] = [];
    const bus = createInProcessBus((err) => errors.push(err));
    const seen: number[] = [];
    bus.on('t', () => {
      throw new Error('boom');
    });
    bus.on('t', (p) => seen.push(p.n as number));
    await bus.publish([
      { topic: 't', payload: { n: 1 } },
      { topic: 't', payload: { n: 2 } },
    ]);
    expect(seen).toEqual([1, 2]);
    expect(errors).toHaveLength(2);
    await expect(bus.publish({ topic: 't', payload: { big: 'x'.repeat(maxEventBytes) } })).rejects.toThrow('limit');
  });
});

describe('transactionWithEvents', () => {
  it('publishes after commit, and nothing when the transaction rolls back', async () => {
    const t = await createTestApp();
    closers.push(() => t.close());
    const seen: unknown[] = [];
    t.app.events.on('probe', (p) => seen.push(p));
    const ctx = { db: t.db, events: t.app.events };
    await transactionWithEvents(ctx, async (_tx, emit) => {
      emit('probe', { n: 1 });
      expect(seen).toEqual([]);
    });
    await expect(
      transactionWithEvents(ctx, async (_tx, emit) => {
        emit('probe', { n: 2 });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual([{ n: 1 }]);
  });
});

describe.runIf(onPostgres)('two app instances on one PostgreSQL', () => {
  it('an event raised on one instance reaches a socket on the other', async () => {
    const target = await testDatabaseTarget();
    if (target.kind !== 'postgres') return;
    const databaseA: Database = await openDatabase({ mode: 'postgres', url: target.url, poolSize: 2 });
    const databaseB: Database = await openDatabase({ mode: 'postgres', url: target.url, poolSize: 2 });
    const a = await createTestApp({ database: databaseA });
    const b = await createTestApp({ database: databaseB });
    closers.push(async () => {
      await a.close();
      await databaseA.close();
    });
    closers.push(async () => {
      await b.close();
      await databaseB.close();
    });
    const baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });

    const me = await createUser(a.db);
    const socket = await connectSocket(baseB, await logInAs(b.app, me));
    closers.push(async () => socket.close());
    const channel = channelName('company', me.company.id);
    expect(await socket.subscribe(channel)).toMatchObject({ type: 'subscribed' });

    // Raised on A (through A's bus), broadcast by B's handler to B's socket.
    const relay = (app: TestApp) => app.app.events.on('test.relay', (p) => app.app.realtime.broadcast(p.channel as string, { name: 'test.relay', n: p.n }));
    relay(a);
    relay(b);
    await a.app.events.publish({ topic: 'test.relay', payload: { channel, n: 42 } });
    expect(await socket.next((m) => m.type === 'event')).toMatchObject({ event: { name: 'test.relay', n: 42 } });

    // And a session ended on A closes the socket on B.
    await a.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { sid: await logInAs(a.app, me) } });
    const other = await logInAs(a.app, me);
    const revoke = await a.app.inject({ method: 'POST', url: '/api/account/sessions/revoke-others', cookies: { sid: other } });
    expect(revoke.statusCode).toBe(200);
    expect((await socket.closed).code).toBe(4401);
  });
});

describe.runIf(onPostgres)('transactionWithEvents on PostgreSQL', () => {
  // Issue 33: the events went out after the commit on a second pool connection, queued behind
  // every transaction waiting for one (the realtime bench's delivery tail) and lost when that wait
  // ran out. NOTIFY inside the transaction is delivered at its commit and needs no other connection.
  it('announces a commit while the pool has no free connection, and a rollback not at all', async () => {
    const target = await testDatabaseTarget();
    if (target.kind !== 'postgres') return;
    const database = await openDatabase({ mode: 'postgres', url: target.url, poolSize: 1 });
    const t = await createTestApp({ database });
    let taken: Promise<{ release(): void }> | undefined;
    let released = false;
    const release = async () => {
      if (taken && !released) (await taken).release();
      released = true;
    };
    closers.push(async () => {
      await release();
      await t.close();
      await database.close();
    });
    const seen: unknown[] = [];
    const arrived = new Promise((resolve) => t.app.events.on('probe', (p) => resolve(seen.push(p))));
    const ctx = { db: t.db, events: t.app.events };

    await expect(
      transactionWithEvents(ctx, async (_tx, emit) => {
        emit('probe', { n: 1 });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await transactionWithEvents(ctx, async (_tx, emit) => {
      emit('probe', { n: 2 });
      // Waits for the pool's only connection: it gets it when this transaction ends, and keeps it.
      taken = database.pgPool!.connect();
    });
    await taken;
    await arrived;
    await release();
    expect(seen).toEqual([{ n: 2 }]);
  });
});
