/** The inbox's small reads: the unread count with its version, and the recipient's client names. */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { UnreadCountResponse } from '../../../common/schemas/notifications.js';
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { notificationCounters } from '../../db/schema/index.js';

const counterOf = preparedQuery((db) =>
  db
    .select({ count: notificationCounters.unread, version: notificationCounters.version })
    .from(notificationCounters)
    .where(eq(notificationCounters.recipientId, sql.placeholder('recipientId')))
    .prepare('inbox_unread_count'),
);

/** One row read (prepared): the counter kept with every change (0/0 before the first notification). */
export async function getUnreadCount({ db, recipientId }: { db: Db; recipientId: string }): Promise<UnreadCountResponse> {
  const [row] = await counterOf(db).execute({ recipientId });
  return row ?? { count: 0, version: 0 };
}

/** Enough for any filter menu; a recipient with more distinct clients types to search instead. */
export const maxClientNames = 1_000;
const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/**
 * The distinct client names of the recipient's notifications, for the Client filter. A loose
 * index scan (a recursive CTE jumping from one name to the next on notifications_recipient_client_idx)
 * reads one index entry per distinct name instead of every one of the recipient's rows.
 */
export function clientNamesQuery(recipientId: string): SQL {
  return sql`
    with recursive names as (
      (select client_name from notifications where recipient_id = ${recipientId} order by client_name limit 1)
      union all
      select (
        select n.client_name from notifications n
        where n.recipient_id = ${recipientId} and n.client_name > names.client_name
        order by n.client_name limit 1
      )
      from names where names.client_name is not null
    )
    select client_name from names where client_name is not null limit ${maxClientNames}`;
}

export async function listNotificationClients({ db, recipientId }: { db: Db; recipientId: string }): Promise<{ clients: string[] }> {
  const result = await db.execute(clientNamesQuery(recipientId));
  const rows = (result as unknown as { rows: { client_name: string }[] }).rows;
  return { clients: rows.map((r) => r.client_name).sort(collator.compare) };
}
