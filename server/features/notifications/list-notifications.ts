/**
 * The inbox list, newest first, a page at a time. Keyset pagination on (created_at, id): a page
 * starts after the previous page's last item, so new notifications arriving in between cause no
 * duplicates or gaps, and every page is an index range scan (notifications_recipient_created_idx,
 * or the unread / type index with those filters) that stops after `limit` rows — no sort of the
 * recipient's whole inbox. The page reads only the columns the API shows; the unfiltered pages
 * (the inbox as it opens, and scrolling on) are prepared statements.
 */
import { and, eq, isNull, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { Notification, NotificationFilters, NotificationListResponse } from '../../../common/schemas/notifications.js';
import type { Db } from '../../db/database.js';
import { literalLimit, preparedFamily, preparedPageSize } from '../../db/prepared.js';
import { notifications } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor.js';
import { jsonFields, jsonObject } from '../../lib/sql-json.js';
import { cursorTimeSql } from '../../lib/sql-time.js';
import { notificationColumns } from './to-notification.js';

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
const createdAtText = cursorTimeSql(notifications.createdAt);

function filtersOf(recipientId: string, filters: Omit<ListNotificationsInput, 'cursor' | 'limit'>): SQL[] {
  const where: SQL[] = [eq(notifications.recipientId, recipientId)];
  if (filters.type) where.push(eq(notifications.type, filters.type));
  if (filters.status === 'unread') where.push(eq(notifications.isRead, false));
  if (filters.status === 'read') where.push(eq(notifications.isRead, true));
  if (filters.client) where.push(filters.client === 'none' ? isNull(notifications.clientId) : eq(notifications.clientId, filters.client));
  if (filters.platform) where.push(eq(notifications.platform, filters.platform));
  return where;
}

/** Rows after the cursor's (created_at, id) in the list's order. */
const after = (createdAt: string | Placeholder, id: string | Placeholder) =>
  sql`(${notifications.createdAt}, ${notifications.id}) < (${createdAt}::timestamptz, ${id}::uuid)`;

/** The cursor of a request; VALIDATION_FAILED when it is not one this server made. */
function cursorOf(value: string) {
  const cursor = decodeCursor(value);
  if (!cursor) throw new AppError('VALIDATION_FAILED', { fields: { cursor: 'VALIDATION_FAILED' } });
  return cursor;
}

/** A notification as the API shows it, built by PostgreSQL as one json value (`jsonObject`). */
const notificationJson = jsonObject<Notification>(jsonFields(notificationColumns));

/** One page (and one row more) of the rows matching `where`, newest first. */
function pageQuery(db: Db, where: SQL[], rows: number | Placeholder) {
  return db
    .select({ item: notificationJson, cursorAt: createdAtText })
    .from(notifications)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(rows);
}

/** The page's query (also what the performance test explains). */
export function listNotificationsQuery(db: Db, recipientId: string, input: ListNotificationsInput) {
  const where = filtersOf(recipientId, input);
  if (input.cursor !== undefined) {
    const cursor = cursorOf(input.cursor);
    where.push(after(cursor.createdAt, cursor.id));
  }
  return pageQuery(db, where, input.limit + 1);
}

const ofRecipient = eq(notifications.recipientId, sql.placeholder('recipientId'));

/** The unfiltered page of a page size (`preparedPageSize`, LIMIT a literal), first or after a cursor. */
const unfilteredPage = preparedFamily(
  ({ after: afterCursor, size }: { after: boolean; size: number }) => `inbox_${afterCursor ? 'next' : 'first'}_page_${size}`,
  (db, { after: afterCursor, size }, name) =>
    pageQuery(
      db,
      afterCursor ? [ofRecipient, after(sql.placeholder('afterCreatedAt'), sql.placeholder('afterId'))] : [ofRecipient],
      literalLimit(size + 1),
    ).prepare(name),
);

/** The page of `input` and the row after it (when there is one; a prepared page may read more): a prepared statement when nothing but the cursor narrows it. */
function pageOf(db: Db, recipientId: string, input: ListNotificationsInput) {
  const unfiltered = !input.type && (input.status ?? 'all') === 'all' && !input.client && !input.platform;
  if (!unfiltered) return listNotificationsQuery(db, recipientId, input);
  const cursor = input.cursor === undefined ? null : cursorOf(input.cursor);
  return unfilteredPage({ after: cursor !== null, size: preparedPageSize(input.limit) })(db).execute({
    recipientId,
    afterCreatedAt: cursor?.createdAt,
    afterId: cursor?.id,
  });
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
  const rows = await pageOf(db, recipientId, input);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => row.item),
    nextCursor: rows.length > input.limit && last ? encodeCursor({ createdAt: last.cursorAt, id: last.item.id }) : null,
  };
}
