/**
 * A transaction whose events are delivered after it committed (and not at all when it rolled
 * back): `emit` collects, the commit releases. Features use this for every change that others
 * see live. On PostgreSQL the events are sent inside the transaction as its last statement (NOTIFY
 * is delivered at commit): announcing a commit never waits for a second pool connection behind
 * the transactions queued for one, and a commit cannot happen without its events. In-process
 * (PGlite) they are published right after the commit.
 */
import type { Db } from '../../db/database.js';
import type { AppEvent, EventBus } from './event-bus.js';

export type Emit = (topic: string, payload: Record<string, unknown>) => void;

export async function transactionWithEvents<T>(ctx: { db: Db; events: EventBus }, work: (tx: Db, emit: Emit) => Promise<T>): Promise<T> {
  const pending: AppEvent[] = [];
  const inTransaction = ctx.events.publishInTransaction?.bind(ctx.events);
  const result = await ctx.db.transaction(async (tx) => {
    const value = await work(tx as unknown as Db, (topic, payload) => pending.push({ topic, payload }));
    if (inTransaction && pending.length > 0) await inTransaction(tx as unknown as Db, pending);
    return value;
  });
  if (!inTransaction && pending.length > 0) await ctx.events.publish(pending);
  return result;
}
