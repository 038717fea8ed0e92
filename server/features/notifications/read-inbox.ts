/** The inbox's small reads: the unread count with its version, the clients of the Client filter, and one notification. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { NotificationClientsResponse, NotificationResponse, UnreadCountResponse } from '../../../common/schemas/notifications.js';
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { clients, notificationCounters, notifications } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { clientScopeOf, inClientScope } from '../clients/scope.js';
import { notificationColumns, toNotification } from './to-notification.js';

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

/**
 * The Client filter's options: the clients of the active company, by name (a client user: the ones
 * they are linked to, features/clients/scope.ts). Notifications carry the client's id (client_id).
 */
export async function listNotificationClients({ db, actor }: { db: Db; actor: Actor }): Promise<NotificationClientsResponse> {
  if (!actor.activeCompanyId) return { clients: [] };
  const scope = await clientScopeOf(db, actor);
  const rows = await db
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(inClientScope(scope, clients.id, clients.companyId))
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id));
  return { clients: rows };
}

/**
 * One of the recipient's own notifications (a deadline reminder about nothing else is shown on the
 * dashboard from it); someone else's, or one deleted, is NOT_FOUND.
 */
export async function getNotification({ db, recipientId, id }: { db: Db; recipientId: string; id: string }): Promise<NotificationResponse> {
  const [row] = await db
    .select(notificationColumns)
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)));
  if (!row) throw new AppError('NOT_FOUND');
  return { notification: toNotification(row) };
}
