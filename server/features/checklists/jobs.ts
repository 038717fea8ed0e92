/**
 * The checklists' background work (issue 7), one pass at a time with an injectable clock:
 * - refresh: a recurring checklist whose next reset has come records the finished period in its
 *   completion history (who ticked what, when) and unticks its items; the next reset is computed
 *   from the settings in Europe/Amsterdam (common/rules/checklist-refresh.ts). A job that was down
 *   for several periods resets once and records one period.
 * - deadline: an unfinished checklist whose deadline is within 24 hours gets one
 *   `deadline_reminder` for its creator and the colleagues who may tick it.
 * Each checklist is its own transaction with its row locked (`skip locked`, so instances share
 * the work); the live event and the notifications go out after commit.
 */
import { and, asc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { checklistRules } from '../../../common/checklist-constants.js';
import { latestDueRefresh, nextRefreshAt } from '../../../common/rules/checklist-refresh.js';
import type { Db } from '../../db/database.js';
import { adAccounts, checklistItems, checklistRuns, checklistShares, checklists } from '../../db/schema/index.js';
import { startBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
import type { AppContext } from '../../lib/context.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { colleaguesAmong } from '../company/colleagues.js';
import { createNotifications } from '../notifications/create-notifications.js';
import { changedEvent } from './change-kit.js';

export type JobsCtx = Pick<AppContext, 'db' | 'events' | 'mail' | 'env'>;

const batchSize = 50;
const perPass = 2_000;

/** Resets every due checklist; answers how many were reset. */
export async function refreshDueChecklists(ctx: JobsCtx, now: Date): Promise<number> {
  let done = 0;
  while (done < perPass) {
    const due = await ctx.db
      .select({ id: checklists.id })
      .from(checklists)
      .where(and(isNotNull(checklists.nextRefreshAt), lte(checklists.nextRefreshAt, now), eq(checklists.isTemplate, false)))
      .orderBy(asc(checklists.nextRefreshAt))
      .limit(batchSize);
    if (due.length === 0) break;
    let progressed = 0;
    for (const { id } of due) if (await refreshOne(ctx, id, now)) progressed += 1;
    done += progressed;
    // Rows another instance holds are left to it.
    if (progressed === 0) break;
  }
  return done;
}

async function refreshOne(ctx: JobsCtx, id: string, now: Date): Promise<boolean> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const [row] = await tx
      .select()
      .from(checklists)
      .where(and(eq(checklists.id, id), lte(checklists.nextRefreshAt, now), eq(checklists.isTemplate, false)))
      .for('update', { skipLocked: true });
    if (!row?.nextRefreshAt) return false;
    const periodEnd = latestDueRefresh(row.refreshInterval, row.refreshSettings, row.nextRefreshAt, now);
    const items = await tx.select().from(checklistItems).where(eq(checklistItems.checklistId, id)).orderBy(asc(checklistItems.order), asc(checklistItems.id));
    const done = items.filter((i) => i.isCompleted);
    const allDone = items.length > 0 && done.length === items.length;
    const lastTick = done.reduce<Date | null>((latest, i) => (i.completedAt && (!latest || i.completedAt > latest) ? i.completedAt : latest), null);
    await tx.insert(checklistRuns).values({
      checklistId: id,
      periodStart: row.periodStartedAt,
      periodEnd,
      itemCount: items.length,
      doneCount: done.length,
      completedAt: allDone ? lastTick : null,
      entries: items.map((i) => ({
        itemId: i.id,
        content: i.content,
        completedAt: i.isCompleted ? (i.completedAt?.toISOString() ?? null) : null,
        completedBy: i.isCompleted ? i.completedBy : null,
      })),
    });
    if (done.length > 0) {
      await tx.update(checklistItems).set({ isCompleted: false, completedAt: null, completedBy: null }).where(eq(checklistItems.checklistId, id));
    }
    await tx
      .update(checklists)
      .set({
        periodStartedAt: periodEnd,
        nextRefreshAt: nextRefreshAt(row.refreshInterval, row.refreshSettings, periodEnd),
        updatedAt: now,
      })
      .where(eq(checklists.id, id));
    await changedEvent(tx, emit, row, null);
    return true;
  });
}

const deadlineText = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

/** Sends the reminders that are due; answers how many checklists were reminded about. */
export async function remindDeadlines(ctx: JobsCtx, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + checklistRules.deadlineReminderMs);
  let reminded = 0;
  let mailed = false;
  for (let round = 0; round < perPass / batchSize; round += 1) {
    const due = await ctx.db
      .select({ id: checklists.id })
      .from(checklists)
      .where(and(isNotNull(checklists.deadline), isNull(checklists.deadlineRemindedAt), lte(checklists.deadline, horizon)))
      .orderBy(asc(checklists.deadline))
      .limit(batchSize);
    if (due.length === 0) break;
    let progressed = 0;
    for (const { id } of due) {
      const outcome = await remindOne(ctx, id, now);
      if (outcome === 'locked') continue;
      progressed += 1;
      if (outcome === 'sent' || outcome === 'mailed') reminded += 1;
      if (outcome === 'mailed') mailed = true;
    }
    if (progressed === 0) break;
  }
  if (mailed) ctx.mail.kick();
  return reminded;
}

async function remindOne(ctx: JobsCtx, id: string, now: Date): Promise<'locked' | 'skipped' | 'sent' | 'mailed'> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const [row] = await tx
      .select()
      .from(checklists)
      .where(and(eq(checklists.id, id), isNull(checklists.deadlineRemindedAt)))
      .for('update', { skipLocked: true });
    if (!row?.deadline) return 'locked';
    await tx.update(checklists).set({ deadlineRemindedAt: now }).where(eq(checklists.id, id));
    const progress = { items: row.itemCount, done: row.doneCount };
    const finished = progress.items > 0 && progress.done === progress.items;
    // A deadline that already passed (the job was down) or a finished checklist needs no reminder.
    if (row.isTemplate || finished || row.deadline <= now) return 'skipped';
    const recipients = await reminderRecipients(tx, row.companyId, id, row.creatorId);
    if (recipients.length === 0) return 'skipped';
    const [account] = row.adAccountId
      ? await tx
          .select({ accountId: adAccounts.accountId, platform: adAccounts.platform, clientName: adAccounts.clientName })
          .from(adAccounts)
          .where(eq(adAccounts.id, row.adAccountId))
      : [];
    const { mailedTo } = await createNotifications(tx, emit, {
      recipients,
      companyId: row.companyId,
      appOrigin: ctx.env.appOrigin,
      content: {
        type: 'deadline_reminder',
        title: `Deadline nadert: ${row.title}`,
        description: `Deadline ${deadlineText.format(row.deadline)} · ${progress.done} van ${progress.items} taken afgevinkt`,
        checklistId: id,
        clientName: account?.clientName ?? null,
        platform: account?.platform ?? null,
        accountId: account?.accountId ?? null,
      },
    });
    return mailedTo.length > 0 ? 'mailed' : 'sent';
  });
}

/** The creator and the colleagues who may tick it, while they are still marketeers or admins of the company. */
async function reminderRecipients(tx: Db, companyId: string, checklistId: string, creatorId: string | null): Promise<string[]> {
  const shared = await tx
    .select({ userId: checklistShares.sharedWithUserId })
    .from(checklistShares)
    .where(and(eq(checklistShares.checklistId, checklistId), or(eq(checklistShares.canEdit, true), eq(checklistShares.isAdmin, true))));
  return colleaguesAmong(
    tx,
    companyId,
    [creatorId, ...shared.map((s) => s.userId)].filter((u): u is string => u !== null),
  );
}

/** Both jobs once, at `now`. */
export async function runChecklistJobs(ctx: JobsCtx, now: Date): Promise<{ refreshed: number; reminded: number }> {
  const refreshed = await refreshDueChecklists(ctx, now);
  const reminded = await remindDeadlines(ctx, now);
  return { refreshed, reminded };
}

/** Every `intervalMs` (CHECKLIST_JOB_INTERVAL_SECONDS; 0 turns it off). */
export function startChecklistJobs(options: { ctx: JobsCtx; log: Pick<FastifyBaseLogger, 'error'>; intervalMs: number; now?: () => Date }): BackgroundLoop {
  const now = options.now ?? (() => new Date());
  return startBackgroundLoop({
    pass: async () => {
      const { refreshed, reminded } = await runChecklistJobs(options.ctx, now());
      return refreshed + reminded;
    },
    intervalMs: options.intervalMs,
    log: options.log,
    failureMessage: 'checklist jobs failed',
  });
}
