/**
 * A checklist as lists show it (ChecklistSummary), read by the statement that reads the rows: the
 * ad account and the creator joined, the user ids it is shared with aggregated once for all rows
 * in scope (a grouped join, cheaper than a subquery per row), and the actor's own share joined
 * for the policy's `access`. Progress comes from the row's counts, which a trigger keeps
 * (migration 0008).
 */
import { and, eq, isNotNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ChecklistSummary } from '../../../common/schemas/checklists.js';
import type { Db } from '../../db/database.js';
import { adAccounts, checklistShares, checklists, users } from '../../db/schema/index.js';
import { personColumnsOf } from '../../lib/people.js';
import { accessOf, type ChecklistActor } from './policy.js';

/** Which checklists a statement reads, as a condition on `checklists` or an alias of it. */
export type ChecklistScope = (checklist: Record<'id' | 'companyId' | 'isTemplate', AnyPgColumn>) => SQL | undefined;

const creator = alias(users, 'creator');
const actorShare = alias(checklistShares, 'actor_share');
const sharedChecklist = alias(checklists, 'shared_checklist');

/** Per checklist in scope that has shares: the user ids, oldest share first (ties by user). */
function sharedWithOf(db: Db, scope: ChecklistScope) {
  return db
    .select({
      checklistId: checklistShares.checklistId,
      userIds: sql<string[]>`json_agg(${checklistShares.sharedWithUserId} order by ${checklistShares.createdAt}, ${checklistShares.sharedWithUserId})`.as(
        'user_ids',
      ),
    })
    .from(checklistShares)
    .innerJoin(sharedChecklist, eq(sharedChecklist.id, checklistShares.checklistId))
    .where(scope(sharedChecklist))
    .groupBy(checklistShares.checklistId)
    .as('shared_with');
}

/**
 * Per checklist row: the user ids, oldest share first (ties by user). Cheaper than the grouped
 * pass when a statement reads a few of the rows in scope (a page).
 */
const sharedWithPerRow = sql<
  string[] | null
>`(${sql`select json_agg(${checklistShares.sharedWithUserId} order by ${checklistShares.createdAt}, ${checklistShares.sharedWithUserId})
  from ${checklistShares} where ${checklistShares.checklistId} = ${checklists.id}`})`;

export interface SummaryReach {
  actorId: string | Placeholder;
  scope: ChecklistScope;
  /**
   * Only the rows the actor sees as a non-admin: their own and those shared with them. The share
   * is the actor's own share the summary joins anyway (one primary-key lookup per row read), not
   * a subquery: PostgreSQL would hash all of the actor's shares for every page.
   */
  ownOrShared?: boolean;
  /** The statement reads a page of the rows in scope: shares per row instead of grouped for the whole scope. */
  page?: boolean;
}

/**
 * `select` of what a summary needs (plus `more`: further json of each checklist) for the
 * checklists in `scope` (and, with `ownOrShared`, only the actor's own and shared ones) as
 * `actorId` sees them; the caller adds the order.
 */
export function summaryQuery<More extends Record<string, SQL>>(db: Db, { actorId, scope, ownOrShared = false, page = false }: SummaryReach, more: More) {
  const sharedWith = sharedWithOf(db, scope);
  const query = db
    .select({
      id: checklists.id,
      title: checklists.title,
      adAccount: { id: adAccounts.id, accountId: adAccounts.accountId, platform: adAccounts.platform, name: adAccounts.name },
      platform: checklists.platform,
      companyId: checklists.companyId,
      refreshInterval: checklists.refreshInterval,
      refreshSettings: checklists.refreshSettings,
      checklistType: checklists.checklistType,
      isTemplate: checklists.isTemplate,
      createdByAdminId: checklists.createdByAdminId,
      creatorId: checklists.creatorId,
      creator: personColumnsOf(creator),
      itemCount: checklists.itemCount,
      doneCount: checklists.doneCount,
      deadline: checklists.deadline,
      nextRefreshAt: checklists.nextRefreshAt,
      periodStartedAt: checklists.periodStartedAt,
      sharedWith: page ? sharedWithPerRow : sql<string[] | null>`${sharedWith.userIds}`,
      createdAt: checklists.createdAt,
      updatedAt: checklists.updatedAt,
      actorShare: { userId: actorShare.sharedWithUserId, canEdit: actorShare.canEdit, isAdmin: actorShare.isAdmin },
      ...more,
    })
    .from(checklists)
    .leftJoin(adAccounts, eq(adAccounts.id, checklists.adAccountId))
    .leftJoin(creator, eq(creator.id, checklists.creatorId))
    .leftJoin(actorShare, and(eq(actorShare.checklistId, checklists.id), eq(actorShare.sharedWithUserId, actorId)))
    .where(and(scope(checklists), ownOrShared ? or(eq(checklists.creatorId, actorId), isNotNull(actorShare.sharedWithUserId)) : undefined))
    .$dynamic();
  return page ? query : query.leftJoin(sharedWith, eq(sharedWith.checklistId, checklists.id));
}

export type SummaryRow = Awaited<ReturnType<typeof summaryQuery<Record<never, SQL>>>>[number];

export function toSummary(who: ChecklistActor, row: SummaryRow): ChecklistSummary {
  const { itemCount, doneCount } = row;
  return {
    id: row.id,
    title: row.title,
    adAccount: row.adAccount,
    platform: row.platform,
    companyId: row.companyId,
    refreshInterval: row.refreshInterval,
    refreshSettings: row.refreshSettings,
    checklistType: row.checklistType,
    isTemplate: row.isTemplate,
    createdByAdminId: row.createdByAdminId,
    creatorId: row.creatorId,
    creator: row.creator,
    itemCount,
    doneCount,
    isCompleted: itemCount > 0 && doneCount === itemCount,
    deadline: row.deadline?.toISOString() ?? null,
    nextRefreshAt: row.nextRefreshAt?.toISOString() ?? null,
    periodStartedAt: row.periodStartedAt.toISOString(),
    sharedWith: row.sharedWith ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    access: accessOf(who, row, row.actorShare),
  };
}
