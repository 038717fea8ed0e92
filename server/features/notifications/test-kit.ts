/** Helpers for the inbox's tests: producing notifications, the HTTP calls, and the truth in the table. */
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Notification, NotificationListQuery } from '../../../common/schemas/notifications.js';
import type { Db } from '../../db/database.js';
import { notificationCounters, notifications } from '../../db/schema/index.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { testAppOrigin } from '../../test/test-app.js';
import type { NotificationContent } from './content.js';
import { createNotifications } from './create-notifications.js';

/** Notifications made like a producer makes them (events published after the commit). */
export async function notify(
  app: FastifyInstance,
  db: Db,
  input: { recipients: string[]; companyId: string; content: NotificationContent | NotificationContent[]; now?: Date },
): Promise<Notification[]> {
  const result = await transactionWithEvents({ db, events: app.events }, (tx, emit) => createNotifications(tx, emit, { ...input, appOrigin: testAppOrigin }));
  return result.notifications;
}

/** The inbox API as one signed-in user sees it. */
export function inboxOf(app: FastifyInstance, token: string) {
  const cookies = { sid: token };
  const query = (q: NotificationListQuery) =>
    Object.entries(q)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
      .join('&');
  return {
    list: (q: NotificationListQuery = {}) => app.inject({ method: 'GET', url: `/api/notifications?${query(q)}`, cookies }),
    unreadCount: () => app.inject({ method: 'GET', url: '/api/notifications/unread-count', cookies }),
    clients: () => app.inject({ method: 'GET', url: '/api/notifications/clients', cookies }),
    mark: (ids: string[], isRead: boolean) => app.inject({ method: 'POST', url: '/api/notifications/mark', cookies, payload: { ids, isRead } }),
    markAllRead: () => app.inject({ method: 'POST', url: '/api/notifications/mark-all-read', cookies }),
    remove: (ids: string[]) => app.inject({ method: 'POST', url: '/api/notifications/delete', cookies, payload: { ids } }),
    preferences: () => app.inject({ method: 'GET', url: '/api/notifications/preferences', cookies }),
    setPreferences: (payload: object) => app.inject({ method: 'PUT', url: '/api/notifications/preferences', cookies, payload }),
  };
}

/** Every page of the list, following nextCursor. */
export async function allPages(inbox: ReturnType<typeof inboxOf>, q: NotificationListQuery): Promise<Notification[][]> {
  const pages: Notification[][] = [];
  let cursor: string | undefined;
  for (;;) {
    const response = await inbox.list({ ...q, ...(cursor ? { cursor } : {}) });
    if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
    const body = response.json<{ items: Notification[]; nextCursor: string | null }>();
    pages.push(body.items);
    if (!body.nextCursor) return pages;
    cursor = body.nextCursor;
  }
}

/** count(*) of the recipient's unread rows and the counter's row, side by side. */
export async function unreadTruth(db: Db, recipientId: string): Promise<{ rows: number; counter: number; version: number }> {
  const [rows] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), eq(notifications.isRead, false)));
  const [counter] = await db.select().from(notificationCounters).where(eq(notificationCounters.recipientId, recipientId));
  return { rows: rows?.n ?? 0, counter: counter?.unread ?? 0, version: counter?.version ?? 0 };
}
