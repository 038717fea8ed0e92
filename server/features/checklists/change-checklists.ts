/**
 * Changing checklists: create (spec create_checklist: one transaction that answers the new id),
 * settings, delete, copy and save as template. Items are change-items.ts, comments and shares
 * change-sharing.ts. Each change is one transaction scoped to the active company, with the
 * checklist's row locked; its live event goes after commit to the checklist's readers on the
 * company channel (change-kit.ts; common/schemas/checklists.ts, ChecklistLiveEvent).
 */
import { and, eq } from 'drizzle-orm';
import { checklistLimits, type RefreshInterval, type RefreshSettings } from '../../../common/checklist-constants.js';
import { nextRefreshAt } from '../../../common/rules/checklist-refresh.js';
import type { ChecklistSummary, ChecklistType } from '../../../common/schemas/checklists.js';
import type { Db } from '../../db/database.js';
import { adAccounts, checklistItems, checklists } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { emitCompanyEvent } from '../company/live.js';
import { changedEvent, clock, madeEvent, readersOf, type Ctx } from './change-kit.js';
import { requireAccess, accessOf, type ChecklistActor } from './policy.js';
import { findVisible, loadSummary } from './read-checklists.js';

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
    madeEvent(emit, who, id, input.isTemplate);
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
    await changedEvent(tx, emit, row, who.actor.userId);
    return loadSummary(tx, who, updated!);
  });
}

export async function deleteChecklist(ctx: Ctx, who: ChecklistActor, id: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    const { row, share } = await findVisible(tx, who, id, { lock: true });
    requireAccess(accessOf(who, row, share), 'manage');
    const audience = await readersOf(tx, row);
    await tx.delete(checklists).where(eq(checklists.id, id));
    emitCompanyEvent(emit, who.companyId, { name: 'checklist.deleted', id, by: who.actor.userId }, { audience });
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
    madeEvent(emit, who, newId, isTemplate);
    return newId;
  });
}
