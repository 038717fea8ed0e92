/**
 * The checklists' dashboard card (issue 18): the unfinished checklists the actor sees that are
 * due today in Europe/Amsterdam — a deadline today or already past, or a recurring round that
 * resets later today (common/rules/checklist-due.ts) — overdue first, then the earliest. The
 * scope is the list's own (`summaryQuery` with `ownOrShared` for a marketeer, as GET
 * /api/checklists reads it): the company's checklists, not its templates.
 */
import { and, asc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { checklistDueToday, startOfNextDay } from '../../../common/rules/checklist-due.js';
import type { DashboardItem } from '../../../common/schemas/dashboard.js';
import { literalLimit } from '../../db/prepared.js';
import { checklists } from '../../db/schema/index.js';
import type { DashboardProvider } from '../dashboard/registry.js';
import { summaryQuery } from './checklist-summary.js';

export const checklistsDueCard: DashboardProvider = {
  kind: 'checklists',
  order: 20,
  async items(db, who, { now, limit }) {
    const tomorrow = startOfNextDay(now);
    const deadlineDue = lt(checklists.deadline, tomorrow);
    const roundDue = and(ne(checklists.refreshInterval, 'never'), gt(checklists.nextRefreshAt, now), lt(checklists.nextRefreshAt, tomorrow));
    const dueAt = sql`case when ${deadlineDue} then ${checklists.deadline} else ${checklists.nextRefreshAt} end`;
    const rows = await summaryQuery(
      db,
      {
        actorId: who.actor.userId,
        scope: (checklist) =>
          and(
            eq(checklist.companyId, who.companyId),
            eq(checklist.isTemplate, false),
            or(eq(checklists.itemCount, 0), lt(checklists.doneCount, checklists.itemCount)),
            or(deadlineDue, roundDue),
          ),
        ownOrShared: who.role !== 'admin',
        page: true,
      },
      { total: sql<number>`(count(*) over ())::int` },
    )
      .orderBy(
        sql`coalesce(${checklists.deadline} < ${now.toISOString()}::timestamptz, false) desc`,
        sql`${dueAt} asc`,
        asc(checklists.title),
        asc(checklists.id),
      )
      .limit(literalLimit(limit));
    const items = rows.flatMap((row): DashboardItem[] => {
      const due = checklistDueToday({ ...row, isTemplate: false }, now);
      if (!due) return [];
      return [
        {
          id: row.id,
          title: row.title,
          subtitle: row.adAccount?.name ?? null,
          href: `/checklists?checklist=${encodeURIComponent(row.id)}`,
          tone: due.overdue ? 'danger' : null,
          at: due.dueAt.toISOString(),
          tags: [due.reason],
          progress: row.itemCount > 0 ? { done: row.doneCount, total: row.itemCount } : null,
          readIds: [],
        },
      ];
    });
    return { items, total: rows[0]?.total ?? 0 };
  },
};
