/**
 * Changing checklists: create (spec create_checklist: one transaction that answers the new id),
 * settings, delete, copy, save as template, items, comments and shares. Each change is one
 * transaction scoped to the active company, with the checklist's row locked; its live event goes
 * to the company channel after commit (common/schemas/checklists.ts, ChecklistLiveEvent).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { checklistLimits, type RefreshInterval, type RefreshSettings } from '../../../common/checklist-constants.js';
import { nextRefreshAt } from '../../../common/rules/checklist-refresh.js';
import type {
  ChecklistComment,
  ChecklistItem,
  ChecklistShare,
  ChecklistSummary,
  ChecklistType,
} from '../../../common/schemas/checklists.js';
import type { Db } from '../../db/database.js';
import { adAccounts, checklistComments, checklistItems, checklistShares, checklists, type ChecklistRow } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents, type Emit } from '../../lib/events/with-events.js';
import { loadPeople } from '../../lib/people.js';
import { requireColleagues } from '../company/colleagues.js';
import { emitCompanyEvent } from '../company/live.js';
import { authorizeCommentDelete, requireAccess, accessOf, type ChecklistActor } from './policy.js';
import { findVisible, loadShares, loadSummary, toItem } from './read-checklists.js';

type Ctx = Pick<AppContext, 'db' | 'events'> & { now?: () => Date };

const clock = (ctx: Ctx) => (ctx.now ? ctx.now() : new Date());

export const changedEvent = (emit: Emit, companyId: string, id: string, by: string | null) =>
  emitCompanyEvent(emit, companyId, { name: 'checklist.changed', id, by });

/** The company's ad account (id and platform), or CHECKLIST_ACCOUNT_UNKNOWN on the field. */
async function requireAccount(tx: Db, companyId: string, id: string) {
  const [account] = await tx
    .select({ id: adAccounts.id, platform: adAccounts.platform })
    .from(adAccounts)
    .where(and(eq(adAccounts.id, id), eq(adAccounts.companyId, companyId)));
  if (!account) throw new AppError('CHECKLIST_ACCOUNT_UNKNOWN', { fields: { adAccountId: 'CHECKLIST_ACCOUNT_UNKNOWN' } });
  return account;
}

/** The next reset of a (non-template) checklist with this interval, from `now`. */
const scheduleFrom = (isTemplate: boolean, interval: RefreshInterval, settings: RefreshSettings, now: Date) =>
  isTemplate ? null : nextRefreshAt(interval, settings, now);

export interface CreateChecklistInput {
  title: string;
  adAccountId: string | null;
  items: readonly string[];
  refreshInterval: RefreshInterval;
  refreshSettings: RefreshSettings;
  checklistType: ChecklistType;
  isTemplate: boolean;
  deadline: string | null;
}

/** Spec create_checklist: the checklist and its items in one transaction; answers the new id. */
export async function createChecklist(ctx: Ctx, who: ChecklistActor, input: CreateChecklistInput): Promise<string> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const id = await insertChecklist(tx, who, input, clock(ctx));
    changedEvent(emit, who.companyId, id, who.actor.userId);
    return id;
  });
}

async function insertChecklist(tx: Db, who: ChecklistActor, input: CreateChecklistInput, now: Date): Promise<string> {
  const account = input.adAccountId && !input.isTemplate ? await requireAccount(tx, who.companyId, input.adAccountId) : null;
  const [row] = await tx
    .insert(checklists)
    .values({
      title: input.title,
      adAccountId: account?.id ?? null,
      platform: account?.platform ?? null,
      companyId: who.companyId,
      refreshInterval: input.refreshInterval,
      refreshSettings: input.refreshSettings,
      checklistType: input.checklistType,
      isTemplate: input.isTemplate,
      createdByAdminId: who.role === 'admin' ? who.actor.userId : null,
      creatorId: who.actor.userId,
      deadline: input.isTemplate || !input.deadline ? null : new Date(input.deadline),
      periodStartedAt: now,
      nextRefreshAt: scheduleFrom(input.isTemplate, input.refreshInterval, input.refreshSettings, now),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: checklists.id });
  if (input.items.length > 0) {
    await tx.insert(checklistItems).values(input.items.map((content, order) => ({ checklistId: row!.id, content, order })));
  }
  return row!.id;
}

export interface UpdateChecklistInput {
  title?: string | undefined;
  adAccountId?: string | null | undefined;
  refreshInterval?: RefreshInterval | undefined;
  refreshSettings?: RefreshSettings | undefined;
  checklistType?: ChecklistType | undefined;
  deadline?: string | null | undefined;
}

export async function updateChecklist(ctx: Ctx, who: ChecklistActor, id: string, input: UpdateChecklistInput): Promise<ChecklistSummary> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const { row, share } = await findVisible(tx, who, id, { lock: true });
    requireAccess(accessOf(who, row, share), 'manage');
    const now = clock(ctx);
    const set: Partial<typeof checklists.$inferInsert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.checklistType !== undefined) set.checklistType = input.checklistType;
    if (input.adAccountId !== undefined && !row.isTemplate) {
      const account = input.adAccountId ? await requireAccount(tx, who.companyId, input.adAccountId) : null;
      set.adAccountId = account?.id ?? null;
      set.platform = account?.platform ?? null;
    }
    if (input.deadline !== undefined && !row.isTemplate) {
      const deadline = input.deadline ? new Date(input.deadline) : null;
      if (deadline?.getTime() !== row.deadline?.getTime()) {
        set.deadline = deadline;
        // A new deadline gets its own reminder.
        set.deadlineRemindedAt = null;
      }
    }
    if (input.refreshInterval !== undefined || input.refreshSettings !== undefined) {
      const interval = input.refreshInterval ?? row.refreshInterval;
      const settings = input.refreshSettings ?? row.refreshSettings;
      set.refreshInterval = interval;
      set.refreshSettings = settings;
      set.nextRefreshAt = scheduleFrom(row.isTemplate, interval, settings, now);
    }
    const [updated] = await tx
      .update(checklists)
      .set({ ...set, updatedAt: now })
      .where(eq(checklists.id, id))
      .returning();
    changedEvent(emit, who.companyId, id, who.actor.userId);
    return loadSummary(tx, who, updated!);
  });
}

export async function deleteChecklist(ctx: Ctx, who: ChecklistActor, id: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    const { row, share } = await findVisible(tx, who, id, { lock: true });
    requireAccess(accessOf(who, row, share), 'manage');
    await tx.delete(checklists).where(eq(checklists.id, id));
    emitCompanyEvent(emit, who.companyId, { name: 'checklist.deleted', id, by: who.actor.userId });
  });
}

const copySuffix = ' (Copy)';

/** Spec section 4: the copy's title has a '(Copy)' suffix (the original is shortened to fit the limit). */
export function copyTitle(title: string): string {
  const room = checklistLimits.titleMax - copySuffix.length;
  const chars = [...title];
  return (chars.length > room ? chars.slice(0, room).join('').trimEnd() : title) + copySuffix;
}

/**
 * Copy (`asTemplate` false) or save as template (true): a new checklist of the actor with the
 * same items, none ticked. A copy keeps account, type and refresh settings; a template keeps type
 * and refresh settings but no account or deadline. Shares, comments and history stay behind.
 */
export async function duplicateChecklist(ctx: Ctx, who: ChecklistActor, id: string, asTemplate: boolean): Promise<string> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const { row } = await findVisible(tx, who, id);
    const items = await tx
      .select({ content: checklistItems.content })
      .from(checklistItems)
      .where(eq(checklistItems.checklistId, id))
      .orderBy(checklistItems.order, checklistItems.id);
    const isTemplate = asTemplate || row.isTemplate;
    const newId = await insertChecklist(
      tx,
      who,
      {
        title: asTemplate ? row.title : copyTitle(row.title),
        adAccountId: isTemplate ? null : row.adAccountId,
        items: items.map((i) => i.content),
        refreshInterval: row.refreshInterval,
        refreshSettings: row.refreshSettings,
        checklistType: row.checklistType,
        isTemplate,
        deadline: null,
      },
      clock(ctx),
    );
    changedEvent(emit, who.companyId, newId, who.actor.userId);
    return newId;
  });
}

/** Locks a checklist the actor may change items of (templates: their creator and admins). */
async function lockForItems(tx: Db, who: ChecklistActor, id: string): Promise<ChecklistRow> {
  const { row, share } = await findVisible(tx, who, id, { lock: true });
  requireAccess(accessOf(who, row, share), 'edit');
  return row;
}

const touch = (tx: Db, id: string, now: Date) => tx.update(checklists).set({ updatedAt: now }).where(eq(checklists.id, id));

export async function addItem(ctx: Ctx, who: ChecklistActor, id: string, content: string): Promise<ChecklistItem> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    await lockForItems(tx, who, id);
    const [{ n, next }] = (await tx
      .select({ n: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(${checklistItems.order}) + 1, 0)::int` })
      .from(checklistItems)
      .where(eq(checklistItems.checklistId, id))) as [{ n: number; next: number }];
    if (n >= checklistLimits.itemsMax) throw new AppError('CHECKLIST_ITEMS_TOO_MANY', { fields: { content: 'CHECKLIST_ITEMS_TOO_MANY' } });
    const [row] = await tx.insert(checklistItems).values({ checklistId: id, content, order: next }).returning();
    await touch(tx, id, clock(ctx));
    changedEvent(emit, who.companyId, id, who.actor.userId);
    return toItem(row!, null);
  });
}

export async function updateItem(
  ctx: Ctx,
  who: ChecklistActor,
  id: string,
  itemId: string,
  input: { content?: string | undefined; isCompleted?: boolean | undefined },
): Promise<ChecklistItem> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const checklist = await lockForItems(tx, who, id);
    if (input.isCompleted !== undefined && checklist.isTemplate) throw new AppError('CHECKLIST_TEMPLATE_NO_TICK');
    const now = clock(ctx);
    const set: Partial<typeof checklistItems.$inferInsert> = {};
    if (input.content !== undefined) set.content = input.content;
    if (input.isCompleted !== undefined) {
      set.isCompleted = input.isCompleted;
      set.completedAt = input.isCompleted ? now : null;
      set.completedBy = input.isCompleted ? who.actor.userId : null;
    }
    const [current] = await tx
      .select()
      .from(checklistItems)
      .where(and(eq(checklistItems.id, itemId), eq(checklistItems.checklistId, id)));
    if (!current) throw new AppError('NOT_FOUND');
    // Ticking a ticked item keeps who ticked it first and when.
    if (input.isCompleted === current.isCompleted) {
      delete set.isCompleted;
      delete set.completedAt;
      delete set.completedBy;
    }
    const [row] = Object.keys(set).length > 0 ? await tx.update(checklistItems).set(set).where(eq(checklistItems.id, itemId)).returning() : [current];
    await touch(tx, id, now);
    const people = await loadPeople(tx, [row!.completedBy]);
    const item = toItem(row!, row!.completedBy ? (people.get(row!.completedBy) ?? null) : null);
    emitCompanyEvent(emit, who.companyId, { name: 'checklist.item', checklistId: id, item, by: who.actor.userId }, { name: 'checklist.changed', id, by: who.actor.userId });
    return item;
  });
}

export async function deleteItem(ctx: Ctx, who: ChecklistActor, id: string, itemId: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    await lockForItems(tx, who, id);
    const deleted = await tx
      .delete(checklistItems)
      .where(and(eq(checklistItems.id, itemId), eq(checklistItems.checklistId, id)))
      .returning({ id: checklistItems.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND');
    await touch(tx, id, clock(ctx));
    changedEvent(emit, who.companyId, id, who.actor.userId);
  });
}

/** The new order: exactly the checklist's item ids, else CHECKLIST_ORDER_STALE (someone changed the items meanwhile). */
export async function reorderItems(ctx: Ctx, who: ChecklistActor, id: string, itemIds: readonly string[]): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    await lockForItems(tx, who, id);
    const current = await tx.select({ id: checklistItems.id }).from(checklistItems).where(eq(checklistItems.checklistId, id));
    const known = new Set(current.map((c) => c.id));
    if (new Set(itemIds).size !== itemIds.length || itemIds.length !== known.size || itemIds.some((i) => !known.has(i))) {
      throw new AppError('CHECKLIST_ORDER_STALE');
    }
    if (itemIds.length > 0) {
      const cases = sql.join(
        itemIds.map((itemId, order) => sql`when ${itemId}::uuid then ${order}::int`),
        sql` `,
      );
      await tx
        .update(checklistItems)
        .set({ order: sql`case ${checklistItems.id} ${cases} end` })
        .where(inArray(checklistItems.id, [...itemIds]));
    }
    await touch(tx, id, clock(ctx));
    changedEvent(emit, who.companyId, id, who.actor.userId);
  });
}

export async function addComment(ctx: Ctx, who: ChecklistActor, id: string, content: string): Promise<ChecklistComment> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    await findVisible(tx, who, id, { lock: true });
    const [row] = await tx.insert(checklistComments).values({ checklistId: id, content, userId: who.actor.userId, createdAt: clock(ctx) }).returning();
    const people = await loadPeople(tx, [who.actor.userId]);
    changedEvent(emit, who.companyId, id, who.actor.userId);
    return {
      id: row!.id,
      checklistId: id,
      content,
      createdAt: row!.createdAt.toISOString(),
      user: people.get(who.actor.userId) ?? null,
    };
  });
}

export async function deleteComment(ctx: Ctx, who: ChecklistActor, id: string, commentId: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    await findVisible(tx, who, id, { lock: true });
    const [comment] = await tx
      .select({ userId: checklistComments.userId })
      .from(checklistComments)
      .where(and(eq(checklistComments.id, commentId), eq(checklistComments.checklistId, id)));
    if (!comment) throw new AppError('NOT_FOUND');
    authorizeCommentDelete(who, comment.userId);
    await tx.delete(checklistComments).where(eq(checklistComments.id, commentId));
    changedEvent(emit, who.companyId, id, who.actor.userId);
  });
}

/** Adds (or changes) a share; spec defaults can_edit true, is_admin false. */
export async function shareChecklist(
  ctx: Ctx,
  who: ChecklistActor,
  id: string,
  input: { userId: string; canEdit: boolean; isAdmin: boolean },
): Promise<ChecklistShare> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const { row, share } = await findVisible(tx, who, id, { lock: true });
    requireAccess(accessOf(who, row, share), 'manage');
    await requireColleagues(tx, who.companyId, [input.userId], 'userId', 'CHECKLIST_SHARE_NOT_COLLEAGUE');
    const [{ n }] = (await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(checklistShares)
      .where(and(eq(checklistShares.checklistId, id), sql`${checklistShares.sharedWithUserId} <> ${input.userId}`))) as [{ n: number }];
    if (n >= checklistLimits.sharesMax) throw new AppError('CHECKLIST_SHARES_TOO_MANY', { fields: { userId: 'CHECKLIST_SHARES_TOO_MANY' } });
    await tx
      .insert(checklistShares)
      .values({ checklistId: id, sharedWithUserId: input.userId, createdBy: who.actor.userId, canEdit: input.canEdit, isAdmin: input.isAdmin })
      .onConflictDoUpdate({
        target: [checklistShares.checklistId, checklistShares.sharedWithUserId],
        set: { canEdit: input.canEdit, isAdmin: input.isAdmin },
      });
    changedEvent(emit, who.companyId, id, who.actor.userId);
    return (await loadShares(tx, id)).find((s) => s.userId === input.userId)!;
  });
}

export async function updateShare(
  ctx: Ctx,
  who: ChecklistActor,
  id: string,
  userId: string,
  input: { canEdit?: boolean | undefined; isAdmin?: boolean | undefined },
): Promise<ChecklistShare> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const { row, share } = await findVisible(tx, who, id, { lock: true });
    requireAccess(accessOf(who, row, share), 'manage');
    const set: Partial<typeof checklistShares.$inferInsert> = {};
    if (input.canEdit !== undefined) set.canEdit = input.canEdit;
    if (input.isAdmin !== undefined) set.isAdmin = input.isAdmin;
    const updated =
      Object.keys(set).length > 0
        ? await tx
            .update(checklistShares)
            .set(set)
            .where(and(eq(checklistShares.checklistId, id), eq(checklistShares.sharedWithUserId, userId)))
            .returning({ userId: checklistShares.sharedWithUserId })
        : [{ userId }];
    const found = (await loadShares(tx, id)).find((s) => s.userId === userId);
    if (updated.length === 0 || !found) throw new AppError('NOT_FOUND');
    changedEvent(emit, who.companyId, id, who.actor.userId);
    return found;
  });
}

/** Removes a share; a colleague may also leave a checklist shared with them. */
export async function unshareChecklist(ctx: Ctx, who: ChecklistActor, id: string, userId: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    const { row, share } = await findVisible(tx, who, id, { lock: true });
    if (userId !== who.actor.userId) requireAccess(accessOf(who, row, share), 'manage');
    const deleted = await tx
      .delete(checklistShares)
      .where(and(eq(checklistShares.checklistId, id), eq(checklistShares.sharedWithUserId, userId)))
      .returning({ userId: checklistShares.sharedWithUserId });
    if (deleted.length === 0) throw new AppError('NOT_FOUND');
    changedEvent(emit, who.companyId, id, who.actor.userId);
  });
}
