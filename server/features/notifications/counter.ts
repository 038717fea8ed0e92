/**
 * The per-recipient unread counter and version (notification_counters), changed in the same
 * transaction as the notifications themselves, and the live events that carry the new version.
 * The counter row's lock orders concurrent changes for one recipient, so versions never repeat
 * and the count always equals the unread rows.
 */
import { eq, sql } from 'drizzle-orm';
import { maxIdsPerEvent, type NotificationEvent } from '../../../common/schemas/notifications.js';
import type { Db } from '../../db/database.js';
import { notificationCounters, notifications } from '../../db/schema/index.js';
import { fitsOnBus } from '../../lib/events/event-bus.js';
import type { Emit } from '../../lib/events/with-events.js';

/** The event bus topic; payload `{ recipientId, event }` (live.ts forwards it to the socket channel). */
export const notificationsTopic = 'notifications';

export function emitInboxEvent(emit: Emit, recipientId: string, event: NotificationEvent): void {
  const payload = { recipientId, event };
  // An event too large for PostgreSQL's NOTIFY would fail after the commit: the client refetches instead.
  const fits = fitsOnBus(notificationsTopic, payload);
  emit(notificationsTopic, fits ? payload : { recipientId, event: { name: 'notifications.changed', version: event.version } });
}

/**
 * New notifications: +n unread per recipient, and one version per event they will get (one per
 * notification, or one for a single `notifications.changed` when there are too many), so every
 * event is exactly one version after the previous. Recipients are locked in id order, so two
 * producers writing to the same people cannot deadlock. Returns each recipient's new version.
 */
export async function countCreated(tx: Db, created: ReadonlyMap<string, number>): Promise<Map<string, number>> {
  const rows = [...created]
    .filter(([, n]) => n > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([recipientId, n]) => ({ recipientId, unread: n, version: createdEventCount(n) }));
  if (rows.length === 0) return new Map();
  const result = await tx
    .insert(notificationCounters)
    .values(rows)
    .onConflictDoUpdate({
      target: notificationCounters.recipientId,
      set: {
        unread: sql`${notificationCounters.unread} + excluded.unread`,
        version: sql`${notificationCounters.version} + excluded.version`,
      },
    })
    .returning({ recipientId: notificationCounters.recipientId, version: notificationCounters.version });
  return new Map(result.map((r) => [r.recipientId, r.version]));
}

/** How many events n new notifications for one recipient make. */
export function createdEventCount(n: number): number {
  return n > maxIdsPerEvent ? 1 : n;
}

/**
 * Takes the recipient's counter row lock before a change touches existing notifications, so
 * concurrent changes for one recipient queue up on one row instead of locking overlapping
 * notification rows in different orders (a deadlock). Without a row yet there is nothing to wait
 * for: countChange creates it.
 */
export async function lockCounter(tx: Db, recipientId: string): Promise<void> {
  await tx
    .select({ recipientId: notificationCounters.recipientId })
    .from(notificationCounters)
    .where(eq(notificationCounters.recipientId, recipientId))
    .for('update');
}

/** A change to existing notifications: unread += delta, version += 1; returns the new version. */
export async function countChange(tx: Db, recipientId: string, delta: number): Promise<number> {
  const [row] = await tx
    .update(notificationCounters)
    .set({ unread: sql`${notificationCounters.unread} + ${delta}`, version: sql`${notificationCounters.version} + 1` })
    .where(eq(notificationCounters.recipientId, recipientId))
    .returning({ version: notificationCounters.version });
  if (row) return row.version;
  // No counter although rows changed (rows written outside this feature): count them once.
  const [unread] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(sql`${notifications.recipientId} = ${recipientId} and ${notifications.isRead} = false`);
  const [made] = await tx
    .insert(notificationCounters)
    .values({ recipientId, unread: unread?.n ?? 0, version: 1 })
    .onConflictDoUpdate({
      target: notificationCounters.recipientId,
      set: { unread: sql`excluded.unread`, version: sql`${notificationCounters.version} + 1` },
    })
    .returning({ version: notificationCounters.version });
  return made!.version;
}

/** `notification.updated` for a read-state change, or `notifications.changed` when too many ids changed. */
export function readChangeEvent(version: number, ids: readonly string[], total: number, isRead: boolean): NotificationEvent {
  if (total > maxIdsPerEvent || ids.length < total) return { name: 'notifications.changed', version };
  return { name: 'notification.updated', version, ids: [...ids], isRead };
}

export function deleteEvent(version: number, items: readonly { id: string; isRead: boolean }[]): NotificationEvent {
  if (items.length > maxIdsPerEvent) return { name: 'notifications.changed', version };
  return { name: 'notification.deleted', version, items: items.map(({ id, isRead }) => ({ id, isRead })) };
}
