/**
 * A transaction whose events are published after it committed (and not at all when it rolled
 * back): `emit` collects, the commit releases. Features use this for every change that others
 * see live.
 */
import type { Db } from '../../db/database.js';
import type { AppEvent, EventBus } from './event-bus.js';

export type Emit = (topic: string, payload: Record<string, unknown>) => void;

export async function transactionWithEvents<T>(ctx: { db: Db; events: EventBus }, work: (tx: Db, emit: Emit) => Promise<T>): Promise<T> {
  const pending: AppEvent[] = [];
  const result = await ctx.db.transaction((tx) => work(tx as unknown as Db, (topic, payload) => pending.push({ topic, payload })));
  if (pending.length > 0) await ctx.events.publish(pending);
  return result;
}
