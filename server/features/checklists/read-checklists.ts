/**
 * Reading checklists of the active company (spec: get_all_checklists_for_company): the list the
 * actor sees, the company's templates and one checklist with its items, comments, shares and
 * completion history. Every query is scoped by company_id; a checklist the actor may not see (or
 * another company's) is NOT_FOUND.
 *
 * Each read is one statement: the checklists with what their summaries show joined
 * (checklist-summary.ts), and whatever else the answer shows as json of each row
 * (checklist-detail.ts). The routes' statements have a fixed shape and are prepared; the reads
 * the changes make in their transactions (findVisible, loadSummary, loadItems, loadShares) are
 * one statement each too.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChecklistDetail, ChecklistItem, ChecklistListResponse, ChecklistShare, ChecklistSummary } from '../../../common/schemas/checklists.js';
import { listPageLimits, type ListPageQuery } from '../../../common/schemas/paging.js';
import type { Db } from '../../db/database.js';
import { literalLimit, preparedFamily, preparedPageSize, preparedQuery } from '../../db/prepared.js';
import { checklistItems, checklistShares, checklists, users, type ChecklistRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { nextTextCursor, textPageOf } from '../../lib/list-cursor.js';
import { personColumnsOf } from '../../lib/people.js';
import { commentsOfChecklist, historyOfChecklist, itemsOfChecklist, sharesOfChecklist } from './checklist-detail.js';
import { summaryQuery, toSummary, type ChecklistScope } from './checklist-summary.js';
import type { ChecklistActor, ShareGrant } from './policy.js';

/** Whether the actor sees this checklist (the rule `ownOrShared` applies in SQL, plus templates and admins). */
function seenBy(who: ChecklistActor, row: Pick<ChecklistRow, 'creatorId' | 'isTemplate'>, share: ShareGrant | null): boolean {
  return row.isTemplate || who.role === 'admin' || row.creatorId === who.actor.userId || share !== null;
}

const byTitle = [asc(checklists.title), asc(checklists.id)];
const companyId = sql.placeholder('companyId');
const actorId = sql.placeholder('actorId');
const ofCompany =
  (isTemplate: boolean): ChecklistScope =>
  (checklist) =>
    and(eq(checklist.companyId, companyId), eq(checklist.isTemplate, isTemplate));

/** Which statement a list request needs: the whole list or a page of `size` (and one more row), after a cursor or not, and whose. */
interface ListShape {
  all: boolean;
  size: number | null;
  after: boolean;
}

/** After the cursor's checklist by title, then id (the order of `byTitle`). */
const afterCursor = sql`(${checklists.title}, ${checklists.id}) > (${sql.placeholder('afterTitle')}, ${sql.placeholder('afterId')}::uuid)`;

const listStatement = preparedFamily(
  ({ all, size, after }: ListShape) =>
    ['checklists_list', all ? 'all' : 'visible', ...(size === null ? [] : [`page_${size}`]), ...(after ? ['after'] : [])].join('_'),
  (db, { all, size, after }, name) => {
    const scope: ChecklistScope = (checklist) => and(ofCompany(false)(checklist), after ? afterCursor : undefined);
    const query = summaryQuery(db, { actorId, scope, ownOrShared: !all, page: size !== null }, {}).orderBy(...byTitle);
    return (size === null ? query : query.limit(literalLimit(size + 1))).prepare(name);
  },
);

/**
 * GET /api/checklists: the non-template checklists the actor sees (admins see all of the
 * company's), by title; with `limit` or `cursor` a page of them (common/schemas/paging.ts).
 */
export async function listChecklists(db: Db, who: ChecklistActor, input: ListPageQuery = {}): Promise<ChecklistListResponse> {
  const { cursor, paged, limit } = textPageOf(input, listPageLimits.maxPageSize);
  const rows = await listStatement({ all: who.role === 'admin', size: paged ? preparedPageSize(limit) : null, after: cursor !== null })(db).execute({
    companyId: who.companyId,
    actorId: who.actor.userId,
    afterTitle: cursor?.text,
    afterId: cursor?.id,
  });
  const checklistsShown = (paged ? rows.slice(0, limit) : rows).map((row) => toSummary(who, row));
  if (!paged) return { checklists: checklistsShown };
  return { checklists: checklistsShown, nextCursor: nextTextCursor(rows, limit, (row) => ({ text: row.title, id: row.id })) };
}

/** A template's item texts in their order. */
const itemTexts = sql<string[]>`coalesce((
  select json_agg(${checklistItems.content} order by ${checklistItems.order}, ${checklistItems.id})
  from ${checklistItems}
  where ${checklistItems.checklistId} = ${checklists.id}), '[]'::json)`;

const companyTemplates = preparedQuery((db) =>
  summaryQuery(db, { actorId, scope: ofCompany(true) }, { items: itemTexts })
    .orderBy(...byTitle)
    .prepare('checklists_templates'),
);

/** GET /api/checklists/templates: the company's templates with their item texts (the whole company sees them). */
export async function listTemplates(db: Db, who: ChecklistActor): Promise<(ChecklistSummary & { items: string[] })[]> {
  const rows = await companyTemplates(db).execute({ companyId: who.companyId, actorId: who.actor.userId });
  return rows.map((row) => ({ ...toSummary(who, row), items: row.items }));
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
    .select({
      row: checklists,
      share: { userId: checklistShares.sharedWithUserId, canEdit: checklistShares.canEdit, isAdmin: checklistShares.isAdmin },
    })
    .from(checklists)
    .leftJoin(checklistShares, and(eq(checklistShares.checklistId, checklists.id), eq(checklistShares.sharedWithUserId, who.actor.userId)))
    .where(and(eq(checklists.id, id), eq(checklists.companyId, who.companyId)));
  const [found] = options.lock ? await query.for('update', { of: checklists }) : await query;
  if (!found || !seenBy(who, found.row, found.share)) throw new AppError('NOT_FOUND');
  return found;
}

/** The summary of a checklist row just read or written (in the caller's transaction). */
export async function loadSummary(db: Db, who: ChecklistActor, row: ChecklistRow): Promise<ChecklistSummary> {
  const [summary] = await summaryQuery(db, { actorId: who.actor.userId, scope: (checklist) => eq(checklist.id, row.id) }, {});
  return toSummary(who, summary!);
}

const completer = alias(users, 'completer');

export async function loadItems(db: Db, checklistId: string): Promise<ChecklistItem[]> {
  const rows = await db
    .select({
      item: {
        id: checklistItems.id,
        checklistId: checklistItems.checklistId,
        content: checklistItems.content,
        order: checklistItems.order,
        isCompleted: checklistItems.isCompleted,
        completedAt: checklistItems.completedAt,
      },
      completedBy: personColumnsOf(completer),
    })
    .from(checklistItems)
    .leftJoin(completer, eq(completer.id, checklistItems.completedBy))
    .where(eq(checklistItems.checklistId, checklistId))
    .orderBy(asc(checklistItems.order), asc(checklistItems.id));
  return rows.map((r) => toItem(r.item, r.completedBy));
}

export function toItem(
  r: Pick<typeof checklistItems.$inferSelect, 'id' | 'checklistId' | 'content' | 'order' | 'isCompleted' | 'completedAt'>,
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

const sharedWith = alias(users, 'shared_with');

export async function loadShares(db: Db, checklistId: string): Promise<ChecklistShare[]> {
  return db
    .select({
      checklistId: checklistShares.checklistId,
      userId: checklistShares.sharedWithUserId,
      user: personColumnsOf(sharedWith),
      adAccount: checklistShares.adAccount,
      createdBy: checklistShares.createdBy,
      isAdmin: checklistShares.isAdmin,
      canEdit: checklistShares.canEdit,
    })
    .from(checklistShares)
    .innerJoin(sharedWith, eq(sharedWith.id, checklistShares.sharedWithUserId))
    .where(eq(checklistShares.checklistId, checklistId))
    .orderBy(asc(checklistShares.createdAt), asc(checklistShares.sharedWithUserId));
}

const oneOfCompany: ChecklistScope = (checklist) => and(eq(checklist.id, sql.placeholder('id')), eq(checklist.companyId, companyId));

const checklistWithEverything = preparedQuery((db) =>
  summaryQuery(
    db,
    { actorId, scope: oneOfCompany },
    { shares: sharesOfChecklist, items: itemsOfChecklist, comments: commentsOfChecklist, history: historyOfChecklist },
  ).prepare('checklists_detail'),
);

/** GET /api/checklists/:id */
export async function getChecklistDetail(db: Db, who: ChecklistActor, id: string): Promise<ChecklistDetail> {
  const [row] = await checklistWithEverything(db).execute({ id, companyId: who.companyId, actorId: who.actor.userId });
  if (!row || !seenBy(who, row, row.actorShare)) throw new AppError('NOT_FOUND');
  return {
    checklist: toSummary(who, row),
    items: row.items,
    comments: row.comments,
    shares: row.shares.filter((s): s is ChecklistShare => s.user !== null),
    history: row.history,
  };
}
