/**
 * Checklist deadlines on the calendar (issue 20): the checklists with a deadline in the range that
 * the reader could open through the checklists API — the list's own rule (policy.ts, findVisible):
 * admins every checklist of the company, a marketeer their own and those shared with them; templates
 * are no deadlines. A checklist's client is the client of its ad account; its owners are its creator
 * and the colleagues it is shared with; it is done when it has items and every one is ticked (the
 * checklists' own `is_completed`). One statement.
 */
import { and, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { adAccounts, checklistShares, checklists, clients } from '../../db/schema/index.js';
import type { DeadlineProvider } from '../calendar/registry.js';

const sharedWith = sql<
  string[] | null
>`(select json_agg(${checklistShares.sharedWithUserId} order by ${checklistShares.createdAt}, ${checklistShares.sharedWithUserId})
  from ${checklistShares} where ${checklistShares.checklistId} = ${checklists.id})`;

const sharedWithAny = (userIds: readonly string[]) =>
  sql`exists (select 1 from ${checklistShares} where ${checklistShares.checklistId} = ${checklists.id} and ${inArray(checklistShares.sharedWithUserId, [...userIds])})`;

export const checklistDeadlines: DeadlineProvider = {
  source: 'checklist',
  async deadlines(db, reader, query) {
    const conditions: (SQL | undefined)[] = [
      eq(checklists.companyId, reader.companyId),
      eq(checklists.isTemplate, false),
      gte(checklists.deadline, query.from),
      lt(checklists.deadline, query.to),
      reader.role === 'admin' ? undefined : or(eq(checklists.creatorId, reader.userId), sharedWithAny([reader.userId])),
      query.clientIds ? inArray(adAccounts.clientId, [...query.clientIds]) : undefined,
      query.ownerIds ? or(inArray(checklists.creatorId, [...query.ownerIds]), sharedWithAny(query.ownerIds)) : undefined,
    ];
    if (query.clientIds?.length === 0 || query.ownerIds?.length === 0) return [];
    const rows = await db
      .select({
        id: checklists.id,
        title: checklists.title,
        deadline: checklists.deadline,
        itemCount: checklists.itemCount,
        doneCount: checklists.doneCount,
        creatorId: checklists.creatorId,
        sharedWith,
        client: { id: clients.id, name: clients.name, code: clients.code, color: clients.color },
      })
      .from(checklists)
      .leftJoin(adAccounts, eq(adAccounts.id, checklists.adAccountId))
      .leftJoin(clients, eq(clients.id, adAccounts.clientId))
      .where(and(...conditions));
    return rows.map((row) => ({
      key: `checklist:${row.id}`,
      source: 'checklist',
      title: row.title,
      at: row.deadline!.toISOString(),
      href: `/checklists?checklist=${encodeURIComponent(row.id)}`,
      client: row.client,
      ownerIds: [...new Set([...(row.creatorId ? [row.creatorId] : []), ...(row.sharedWith ?? [])])],
      done: row.itemCount > 0 && row.doneCount === row.itemCount,
    }));
  },
};
