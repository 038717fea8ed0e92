/**
 * Reading checklists of the active company (spec: get_all_checklists_for_company): the list the
 * actor sees, the company's templates and one checklist with its items, comments, shares and
 * completion history. Every query is scoped by company_id; a checklist the actor may not see (or
 * another company's) is NOT_FOUND.
 */
import { and, asc, desc, eq, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type {
  ChecklistComment,
  ChecklistDetail,
  ChecklistItem,
  ChecklistRun,
  ChecklistShare,
  ChecklistSummary,
} from '../../../common/schemas/checklists.js';
import { checklistLimits } from '../../../common/checklist-constants.js';
import type { Db } from '../../db/database.js';
import {
  adAccounts,
  checklistComments,
  checklistItems,
  checklistRuns,
  checklistShares,
  checklists,
  type ChecklistRow,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { loadPeople } from '../../lib/people.js';
import { accessOf, type ChecklistActor, type ShareGrant } from './policy.js';

/** The checklists a non-admin sees: their own and those shared with them. */
function visibleTo(userId: string): SQL {
  return or(
    eq(checklists.creatorId, userId),
    sql`exists (select 1 from ${checklistShares} where ${checklistShares.checklistId} = ${checklists.id} and ${checklistShares.sharedWithUserId} = ${userId})`,
  )!;
}

/** A share as the access rules read it. */
const shareGrantColumns = {
  checklistId: checklistShares.checklistId,
  userId: checklistShares.sharedWithUserId,
  canEdit: checklistShares.canEdit,
  isAdmin: checklistShares.isAdmin,
};

/** `column = any($1::uuid[])`: one array parameter, however many ids (PGlite pays per parameter). */
const anyOf = (column: AnyColumn, ids: readonly string[]) =>
  sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;

/**
 * Accounts, shares and creators for rows of one company (three queries for any number); progress
 * comes from the rows' counts, which a trigger keeps (migration 0008).
 */
async function summarize(db: Db, who: ChecklistActor, rows: readonly ChecklistRow[]): Promise<ChecklistSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const accountIds = [...new Set(rows.map((r) => r.adAccountId).filter((id): id is string => id !== null))];
  const [accounts, shares] = await Promise.all([
    accountIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: adAccounts.id, accountId: adAccounts.accountId, platform: adAccounts.platform, name: adAccounts.name })
          .from(adAccounts)
          .where(anyOf(adAccounts.id, accountIds)),
    db
      .select(shareGrantColumns)
      .from(checklistShares)
      .where(anyOf(checklistShares.checklistId, ids))
      .orderBy(asc(checklistShares.createdAt)),
  ]);
  const people = await loadPeople(db, rows.map((r) => r.creatorId));
  const accountOf = new Map(accounts.map((a) => [a.id, a]));
  const sharesOf = new Map<string, ShareGrant[]>();
  for (const s of shares) {
    const list = sharesOf.get(s.checklistId) ?? [];
    list.push(s);
    sharesOf.set(s.checklistId, list);
  }
  return rows.map((row) => {
    const { itemCount, doneCount } = row;
    const rowShares = sharesOf.get(row.id) ?? [];
    return {
      id: row.id,
      title: row.title,
      adAccount: row.adAccountId ? (accountOf.get(row.adAccountId) ?? null) : null,
      platform: row.platform,
      companyId: row.companyId,
      refreshInterval: row.refreshInterval,
      refreshSettings: row.refreshSettings,
      checklistType: row.checklistType,
      isTemplate: row.isTemplate,
      createdByAdminId: row.createdByAdminId,
      creatorId: row.creatorId,
      creator: row.creatorId ? (people.get(row.creatorId) ?? null) : null,
      itemCount,
      doneCount,
      isCompleted: itemCount > 0 && doneCount === itemCount,
      deadline: row.deadline?.toISOString() ?? null,
      nextRefreshAt: row.nextRefreshAt?.toISOString() ?? null,
      periodStartedAt: row.periodStartedAt.toISOString(),
      sharedWith: rowShares.map((s) => s.userId),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      access: accessOf(who, row, rowShares.find((s) => s.userId === who.actor.userId) ?? null),
    };
  });
}

/** GET /api/checklists: the non-template checklists the actor sees (admins see all of the company's). */
export async function listChecklists(db: Db, who: ChecklistActor): Promise<ChecklistSummary[]> {
  const where = [eq(checklists.companyId, who.companyId), eq(checklists.isTemplate, false)];
  if (who.role !== 'admin') where.push(visibleTo(who.actor.userId));
  const rows = await db
    .select()
    .from(checklists)
    .where(and(...where))
    .orderBy(asc(checklists.title), asc(checklists.id));
  return summarize(db, who, rows);
}

/** GET /api/checklists/templates: the company's templates with their item texts (the whole company sees them). */
export async function listTemplates(db: Db, who: ChecklistActor): Promise<(ChecklistSummary & { items: string[] })[]> {
  const rows = await db
    .select()
    .from(checklists)
    .where(and(eq(checklists.companyId, who.companyId), eq(checklists.isTemplate, true)))
    .orderBy(asc(checklists.title), asc(checklists.id));
  const summaries = await summarize(db, who, rows);
  if (summaries.length === 0) return [];
  const items = await db
    .select({ checklistId: checklistItems.checklistId, content: checklistItems.content })
    .from(checklistItems)
    .where(inArray(checklistItems.checklistId, summaries.map((s) => s.id)))
    .orderBy(asc(checklistItems.order), asc(checklistItems.id));
  return summaries.map((s) => ({ ...s, items: items.filter((i) => i.checklistId === s.id).map((i) => i.content) }));
}

/**
 * One checklist row the actor may see, with the actor's share (if any); NOT_FOUND otherwise.
 * `lock` takes the row for the rest of the transaction (changes serialise per checklist).
 */
export async function findVisible(
  db: Db,
  who: ChecklistActor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ row: ChecklistRow; share: ShareGrant | null }> {
  const query = db
    .select()
    .from(checklists)
    .where(and(eq(checklists.id, id), eq(checklists.companyId, who.companyId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  const [share] = await db
    .select(shareGrantColumns)
    .from(checklistShares)
    .where(and(eq(checklistShares.checklistId, id), eq(checklistShares.sharedWithUserId, who.actor.userId)));
  const visible = row.isTemplate || who.role === 'admin' || row.creatorId === who.actor.userId || share !== undefined;
  if (!visible) throw new AppError('NOT_FOUND');
  return { row, share: share ?? null };
}

export async function loadSummary(db: Db, who: ChecklistActor, row: ChecklistRow): Promise<ChecklistSummary> {
  const [summary] = await summarize(db, who, [row]);
  return summary!;
}

export async function loadItems(db: Db, checklistId: string): Promise<ChecklistItem[]> {
  const rows = await db
    .select()
    .from(checklistItems)
    .where(eq(checklistItems.checklistId, checklistId))
    .orderBy(asc(checklistItems.order), asc(checklistItems.id));
  const people = await loadPeople(db, rows.map((r) => r.completedBy));
  return rows.map((r) => toItem(r, r.completedBy ? (people.get(r.completedBy) ?? null) : null));
}

export function toItem(
  r: typeof checklistItems.$inferSelect,
  completedBy: ChecklistItem['completedBy'],
): ChecklistItem {
  return {
    id: r.id,
    checklistId: r.checklistId,
    content: r.content,
    order: r.order,
    isCompleted: r.isCompleted,
    completedAt: r.completedAt?.toISOString() ?? null,
    completedBy,
  };
}

async function loadComments(db: Db, checklistId: string): Promise<ChecklistComment[]> {
  const rows = await db
    .select()
    .from(checklistComments)
    .where(eq(checklistComments.checklistId, checklistId))
    .orderBy(asc(checklistComments.createdAt), asc(checklistComments.id));
  const people = await loadPeople(db, rows.map((r) => r.userId));
  return rows.map((r) => ({
    id: r.id,
    checklistId: r.checklistId,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    user: r.userId ? (people.get(r.userId) ?? null) : null,
  }));
}

export async function loadShares(db: Db, checklistId: string): Promise<ChecklistShare[]> {
  const rows = await db
    .select()
    .from(checklistShares)
    .where(eq(checklistShares.checklistId, checklistId))
    .orderBy(asc(checklistShares.createdAt), asc(checklistShares.sharedWithUserId));
  const people = await loadPeople(db, rows.map((r) => r.sharedWithUserId));
  return rows
    .filter((r) => people.has(r.sharedWithUserId))
    .map((r) => ({
      checklistId: r.checklistId,
      userId: r.sharedWithUserId,
      user: people.get(r.sharedWithUserId)!,
      adAccount: r.adAccount,
      createdBy: r.createdBy,
      isAdmin: r.isAdmin,
      canEdit: r.canEdit,
    }));
}

async function loadHistory(db: Db, checklistId: string): Promise<ChecklistRun[]> {
  const rows = await db
    .select()
    .from(checklistRuns)
    .where(eq(checklistRuns.checklistId, checklistId))
    .orderBy(desc(checklistRuns.periodEnd), desc(checklistRuns.id))
    .limit(checklistLimits.historyShown);
  const people = await loadPeople(db, rows.flatMap((r) => r.entries.map((e) => e.completedBy)));
  return rows.map((r) => ({
    id: r.id,
    periodStart: r.periodStart.toISOString(),
    periodEnd: r.periodEnd.toISOString(),
    itemCount: r.itemCount,
    doneCount: r.doneCount,
    completedAt: r.completedAt?.toISOString() ?? null,
    entries: r.entries.map((e) => ({
      itemId: e.itemId,
      content: e.content,
      completedAt: e.completedAt,
      completedBy: e.completedBy ? (people.get(e.completedBy) ?? null) : null,
    })),
  }));
}

/** GET /api/checklists/:id */
export async function getChecklistDetail(db: Db, who: ChecklistActor, id: string): Promise<ChecklistDetail> {
  const { row } = await findVisible(db, who, id);
  const [checklist, items, comments, shares, history] = await Promise.all([
    loadSummary(db, who, row),
    loadItems(db, id),
    loadComments(db, id),
    loadShares(db, id),
    loadHistory(db, id),
  ]);
  return { checklist, items, comments, shares, history };
}
