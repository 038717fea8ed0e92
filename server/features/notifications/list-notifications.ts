/**
 * The inbox list, newest first, a page at a time. Keyset pagination on (created_at, id): a page
 * starts after the previous page's last item, so new notifications arriving in between cause no
 * duplicates or gaps, and every page is an index range scan (notifications_recipient_created_idx,
 * or the unread / type index with those filters) that stops after `limit` rows — no sort of the
 * recipient's whole inbox.
 */
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { NotificationFilters, NotificationListResponse } from '../../../common/schemas/notifications.js';
import type { Db } from '../../db/database.js';
import { notifications } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor.js';
import { toNotification } from './to-notification.js';

export interface ListNotificationsInput extends Omit<NotificationFilters, 'status'> {
  /** Default 'all'. */
  status?: NotificationFilters['status'] | undefined;
  cursor?: string | undefined;
  limit: number;
}

/**
 * The indexes are ordered `desc nulls last`; a plain `desc` means `desc nulls first` and would not
 * match them (PostgreSQL does not use NOT NULL to see they are the same), forcing a sort.
 */
const newestFirst = [sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`];

/** created_at with its microseconds, for the cursor. */
const createdAtText = sql<string>`to_char(${notifications.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function filtersOf(recipientId: string, filters: Omit<ListNotificationsInput, 'cursor' | 'limit'>): SQL[] {
  const where: SQL[] = [eq(notifications.recipientId, recipientId)];
  if (filters.type) where.push(eq(notifications.type, filters.type));
  if (filters.status === 'unread') where.push(eq(notifications.isRead, false));
  if (filters.status === 'read') where.push(eq(notifications.isRead, true));
  if (filters.client) where.push(eq(notifications.clientName, filters.client));
  if (filters.platform) where.push(eq(notifications.platform, filters.platform));
  return where;
}

/** The page's query (also what the performance test explains). */
export function listNotificationsQuery(db: Db, recipientId: string, input: ListNotificationsInput) {
  const where = filtersOf(recipientId, input);
  if (input.cursor !== undefined) {
    const cursor = decodeCursor(input.cursor);
    if (!cursor) throw new AppError('VALIDATION_FAILED', { fields: { cursor: 'VALIDATION_FAILED' } });
    where.push(sql`(${notifications.createdAt}, ${notifications.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  }
  return db
    .select({ ...getTableColumns(notifications), cursorAt: createdAtText })
    .from(notifications)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(input.limit + 1);
}

export async function listNotifications({
  db,
  recipientId,
  input,
}: {
  db: Db;
  recipientId: string;
  input: ListNotificationsInput;
}): Promise<NotificationListResponse> {
  const rows = await listNotificationsQuery(db, recipientId, input);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    nextCursor: rows.length > input.limit && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null,
  };
}
