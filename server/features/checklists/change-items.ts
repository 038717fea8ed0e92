/**
 * Changing a checklist's items: add, edit and tick, delete and reorder, by those who may edit it
 * (policy.ts). A tick goes live as `checklist.item` to the checklist's readers, other changes as
 * `checklist.changed`.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { checklistLimits } from '../../../common/checklist-constants.js';
import type { ChecklistItem } from '../../../common/schemas/checklists.js';
import type { Db } from '../../db/database.js';
import { checklistItems, checklists, type ChecklistRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { loadPeople } from '../../lib/people.js';
import { emitCompanyEvent } from '../company/live.js';
import { changedEvent, clock, readersOf, type Ctx } from './change-kit.js';
import { requireAccess, accessOf, type ChecklistActor } from './policy.js';
import { findVisible, toItem } from './read-checklists.js';

/** Locks a checklist the actor may change items of (templates: their creator and admins). */
async function lockForItems(tx: Db, who: ChecklistActor, id: string): Promise<ChecklistRow> {
  const { row, share } = await findVisible(tx, who, id, { lock: true });
  requireAccess(accessOf(who, row, share), 'edit');
  return row;
}

const touch = (tx: Db, id: string, now: Date) => tx.update(checklists).set({ updatedAt: now }).where(eq(checklists.id, id));

export async function addItem(ctx: Ctx, who: ChecklistActor, id: string, content: string): Promise<ChecklistItem> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const checklist = await lockForItems(tx, who, id);
    const [{ n, next }] = (await tx
      .select({ n: sql<number>`count(*)::int`, next: sql<number>`coalesce(max(${checklistItems.order}) + 1, 0)::int` })
      .from(checklistItems)
      .where(eq(checklistItems.checklistId, id))) as [{ n: number; next: number }];
    if (n >= checklistLimits.itemsMax) throw new AppError('CHECKLIST_ITEMS_TOO_MANY', { fields: { content: 'CHECKLIST_ITEMS_TOO_MANY' } });
    const [row] = await tx.insert(checklistItems).values({ checklistId: id, content, order: next }).returning();
    await touch(tx, id, clock(ctx));
    await changedEvent(tx, emit, checklist, who.actor.userId);
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
    emitCompanyEvent(
      emit,
      who.companyId,
      { name: 'checklist.item', checklistId: id, item, by: who.actor.userId },
      { audience: await readersOf(tx, checklist), fallback: { name: 'checklist.changed', id, by: who.actor.userId } },
    );
    return item;
  });
}

export async function deleteItem(ctx: Ctx, who: ChecklistActor, id: string, itemId: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    const checklist = await lockForItems(tx, who, id);
    const deleted = await tx
      .delete(checklistItems)
      .where(and(eq(checklistItems.id, itemId), eq(checklistItems.checklistId, id)))
      .returning({ id: checklistItems.id });
    if (deleted.length === 0) throw new AppError('NOT_FOUND');
    await touch(tx, id, clock(ctx));
    await changedEvent(tx, emit, checklist, who.actor.userId);
  });
}

/** The new order: exactly the checklist's item ids, else CHECKLIST_ORDER_STALE (someone changed the items meanwhile). */
export async function reorderItems(ctx: Ctx, who: ChecklistActor, id: string, itemIds: readonly string[]): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    const checklist = await lockForItems(tx, who, id);
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
    await changedEvent(tx, emit, checklist, who.actor.userId);
  });
}
