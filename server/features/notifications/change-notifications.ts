/**
 * Marking read or unread, marking all read and deleting: each changes only the actor's own rows
 * whose state really changes (the WHERE says so, and PostgreSQL re-checks it on a row a concurrent
 * change just wrote), moves the counter by exactly that delta in the same transaction and emits
 * the changed ids — or `notifications.changed` when there are more than fit in one event.
 * Run them in transactionWithEvents; someone else's id is simply not changed.
 */
import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { maxIdsPerEvent, type NotificationChangeResponse } from '../../../common/schemas/notifications.js';
import type { Db } from '../../db/database.js';
import { notifications } from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import { countChange, deleteEvent, emitInboxEvent, lockCounter, readChangeEvent } from './counter.js';

export async function markNotifications(
  tx: Db,
  emit: Emit,
  { recipientId, ids, isRead }: { recipientId: string; ids: readonly string[]; isRead: boolean },
): Promise<NotificationChangeResponse> {
  await lockCounter(tx, recipientId);
  const changed = await tx
    .update(notifications)
    .set({ isRead })
    .where(and(eq(notifications.recipientId, recipientId), inArray(notifications.id, [...new Set(ids)]), ne(notifications.isRead, isRead)))
    .returning({ id: notifications.id });
  if (changed.length === 0) return { changed: 0 };
  const version = await countChange(tx, recipientId, isRead ? -changed.length : changed.length);
  const changedIds = changed.map((r) => r.id);
  emitInboxEvent(emit, recipientId, readChangeEvent(version, changedIds, changedIds.length, isRead));
  return { changed: changed.length };
}

/**
 * 'Alle gelezen': every unread notification of the recipient. Only the first ids come back from
 * the database (with the total): more than maxIdsPerEvent become `notifications.changed` anyway.
 */
export async function markAllNotificationsRead(tx: Db, emit: Emit, { recipientId }: { recipientId: string }): Promise<NotificationChangeResponse> {
  await lockCounter(tx, recipientId);
  const result = await tx.execute(sql`
    with changed as (
      update notifications set is_read = true
      where recipient_id = ${recipientId} and is_read = false
      returning id
    )
    select id, (count(*) over ())::int as total from changed limit ${maxIdsPerEvent + 1}`);
  const rows = (result as unknown as { rows: { id: string; total: number }[] }).rows;
  const total = rows[0]?.total ?? 0;
  if (total === 0) return { changed: 0 };
  const version = await countChange(tx, recipientId, -total);
  emitInboxEvent(
    emit,
    recipientId,
    readChangeEvent(
      version,
      rows.map((r) => r.id),
      total,
      true,
    ),
  );
  return { changed: total };
}

/** Deletes the recipient's rows that match `which`: the counter moves by the unread ones, one event says which went. */
async function deleteRows(tx: Db, emit: Emit, recipientId: string, which: SQL): Promise<NotificationChangeResponse> {
  await lockCounter(tx, recipientId);
  const deleted = await tx
    .delete(notifications)
    .where(and(eq(notifications.recipientId, recipientId), which))
    .returning({ id: notifications.id, isRead: notifications.isRead });
  if (deleted.length === 0) return { changed: 0 };
  // Deleting a read notification changes the list but not the count; the version moves either way.
  const version = await countChange(tx, recipientId, -deleted.filter((r) => !r.isRead).length);
  emitInboxEvent(emit, recipientId, deleteEvent(version, deleted));
  return { changed: deleted.length };
}

export function deleteNotifications(
  tx: Db,
  emit: Emit,
  { recipientId, ids }: { recipientId: string; ids: readonly string[] },
): Promise<NotificationChangeResponse> {
  return deleteRows(tx, emit, recipientId, inArray(notifications.id, [...new Set(ids)]));
}

/**
 * Every notification of one company in the recipient's inbox (they were removed from it: its
 * clients' data is no longer theirs to read).
 */
export function deleteCompanyNotifications(
  tx: Db,
  emit: Emit,
  { recipientId, companyId }: { recipientId: string; companyId: string },
): Promise<NotificationChangeResponse> {
  return deleteRows(tx, emit, recipientId, eq(notifications.companyId, companyId));
}
