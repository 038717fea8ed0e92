/**
 * The notifications' dashboard card (issue 18): the actor's unread `notitie` notifications about
 * the active company — the notes assigned to them they have not opened yet — one per note (its
 * newest notification; a note with several replies is listed once), newest first. The inbox is
 * personal (policy.ts), so the scope is the actor's own inbox, narrowed to the dashboard's
 * company. Each item carries the ids of its note's unread notifications, which opening it reads.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notificationHref, notificationTarget } from '../../../common/rules/notification-target.js';
import type { DashboardItem } from '../../../common/schemas/dashboard.js';
import { literalLimit } from '../../db/prepared.js';
import { notifications } from '../../db/schema/index.js';
import type { DashboardProvider } from '../dashboard/registry.js';
import { inboxOwnerOf } from './policy.js';
import { notificationColumns, toNotification } from './to-notification.js';

/** The unread notifications one item reads when opened, at most (a note rarely has more). */
const readIdsMax = 100;

export const unreadNotesCard: DashboardProvider = {
  kind: 'notes',
  order: 30,
  async items(db, who, { limit }) {
    const noteKey = sql`coalesce(${notifications.noteId}::text, ${notifications.id}::text)`;
    const groups = await db
      .select({
        newestId: sql<string>`(array_agg(${notifications.id} order by ${notifications.createdAt} desc, ${notifications.id} desc))[1]`,
        ids: sql<
          string[]
        >`(array_agg(${notifications.id}::text order by ${notifications.createdAt} desc, ${notifications.id} desc))[1:${sql.raw(String(readIdsMax))}]`,
        total: sql<number>`(count(*) over ())::int`,
      })
      .from(notifications)
      .where(
        and(
          eq(notifications.recipientId, inboxOwnerOf(who.actor)),
          eq(notifications.companyId, who.companyId),
          eq(notifications.type, 'notitie'),
          eq(notifications.isRead, false),
        ),
      )
      .groupBy(noteKey)
      .orderBy(sql`max(${notifications.createdAt}) desc`, sql`${noteKey} desc`)
      .limit(literalLimit(limit));
    if (groups.length === 0) return { items: [], total: 0 };
    const rows = await db
      .select(notificationColumns)
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          groups.map((g) => g.newestId),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, toNotification(row)]));
    const items = groups.flatMap((group): DashboardItem[] => {
      const n = byId.get(group.newestId);
      if (!n) return [];
      return [
        {
          id: n.id,
          title: n.noteTitle ?? n.title,
          subtitle: n.description ?? (n.noteTitle ? n.title : null),
          href: notificationHref(notificationTarget(n)),
          tone: null,
          at: n.createdAt,
          tags: [],
          progress: null,
          readIds: group.ids,
        },
      ];
    });
    return { items, total: groups[0]!.total };
  },
};
