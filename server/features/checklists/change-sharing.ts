/**
 * A checklist's comments (every reader may comment; the author or an admin deletes) and shares
 * (managed by those who may manage it; a colleague may leave one). A removed share is told once
 * more, so its holder's screen drops the checklist.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ResolvedMention } from '../../../common/mentions.js';
import { checklistLimits } from '../../../common/checklist-constants.js';
import type { ChecklistComment, ChecklistShare } from '../../../common/schemas/checklists.js';
import type { Db } from '../../db/database.js';
import { checklistComments, checklistShares, type ChecklistRow } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents, type Emit } from '../../lib/events/with-events.js';
import { loadPeople } from '../../lib/people.js';
import { requireColleagues } from '../company/colleagues.js';
import { checkMentions, mentionIn } from '../mentions/mentions.js';
import { changedEvent, clock, readersOf, type Ctx } from './change-kit.js';
import { authorizeCommentDelete, authorizeCommentEdit, requireAccess, accessOf, type ChecklistActor } from './policy.js';
import { findVisible, loadShares } from './read-checklists.js';

/** Comments notify the people they mention: the producer needs the mail queue and the app's origin. */
type CommentCtx = Ctx & Pick<AppContext, 'mail' | 'env'>;

/** Stores a comment's mentions and sends the newly mentioned their `mention` (returns whether mail was queued). */
function mentionInChecklist(
  tx: Db,
  emit: Emit,
  ctx: CommentCtx,
  who: ChecklistActor,
  checklist: ChecklistRow,
  commentId: string,
  content: string,
  mentioned: ResolvedMention[],
) {
  return mentionIn(tx, emit, {
    companyId: who.companyId,
    authorId: who.actor.userId,
    appOrigin: ctx.env.appOrigin,
    place: { checklistCommentId: commentId },
    objectTitle: checklist.title,
    target: { checklistId: checklist.id, commentId },
    content,
    mentioned,
  });
}

export async function addComment(ctx: CommentCtx, who: ChecklistActor, id: string, content: string): Promise<ChecklistComment> {
  let mailed = false;
  const comment = await transactionWithEvents(ctx, async (tx, emit) => {
    const { row: checklist } = await findVisible(tx, who, id, { lock: true });
    // Only those who may read the checklist can be mentioned (MENTION_CANNOT_SEE names who cannot).
    const mentioned = await checkMentions(tx, who.companyId, await readersOf(tx, checklist), content);
    const [row] = await tx
      .insert(checklistComments)
      .values({ checklistId: id, content, userId: who.actor.userId, createdAt: clock(ctx) })
      .returning();
    const people = await loadPeople(tx, [who.actor.userId]);
    await changedEvent(tx, emit, checklist, who.actor.userId);
    mailed = await mentionInChecklist(tx, emit, ctx, who, checklist, row!.id, content, mentioned);
    return {
      id: row!.id,
      checklistId: id,
      content,
      createdAt: row!.createdAt.toISOString(),
      editedAt: null,
      mentions: mentioned,
      user: people.get(who.actor.userId) ?? null,
    };
  });
  if (mailed) ctx.mail.kick();
  return comment;
}

/** The author edits their own comment (COMMENT_NOT_OWN for anyone else): "bewerkt", and only the newly mentioned are notified. */
export async function updateComment(ctx: CommentCtx, who: ChecklistActor, id: string, commentId: string, content: string): Promise<ChecklistComment> {
  let mailed = false;
  const comment = await transactionWithEvents(ctx, async (tx, emit) => {
    const { row: checklist } = await findVisible(tx, who, id, { lock: true });
    const [current] = await tx
      .select({ userId: checklistComments.userId })
      .from(checklistComments)
      .where(and(eq(checklistComments.id, commentId), eq(checklistComments.checklistId, id)));
    if (!current) throw new AppError('NOT_FOUND');
    authorizeCommentEdit(who, current.userId);
    const mentioned = await checkMentions(tx, who.companyId, await readersOf(tx, checklist), content);
    const [row] = await tx
      .update(checklistComments)
      .set({ content, editedAt: sql`now()` })
      .where(eq(checklistComments.id, commentId))
      .returning();
    const people = await loadPeople(tx, [who.actor.userId]);
    await changedEvent(tx, emit, checklist, who.actor.userId);
    mailed = await mentionInChecklist(tx, emit, ctx, who, checklist, commentId, content, mentioned);
    return {
      id: commentId,
      checklistId: id,
      content,
      createdAt: row!.createdAt.toISOString(),
      editedAt: row!.editedAt!.toISOString(),
      mentions: mentioned,
      user: people.get(who.actor.userId) ?? null,
    };
  });
  if (mailed) ctx.mail.kick();
  return comment;
}

export async function deleteComment(ctx: Ctx, who: ChecklistActor, id: string, commentId: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    const { row: checklist } = await findVisible(tx, who, id, { lock: true });
    const [comment] = await tx
      .select({ userId: checklistComments.userId })
      .from(checklistComments)
      .where(and(eq(checklistComments.id, commentId), eq(checklistComments.checklistId, id)));
    if (!comment) throw new AppError('NOT_FOUND');
    authorizeCommentDelete(who, comment.userId);
    await tx.delete(checklistComments).where(eq(checklistComments.id, commentId));
    await changedEvent(tx, emit, checklist, who.actor.userId);
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
    await changedEvent(tx, emit, row, who.actor.userId);
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
    await changedEvent(tx, emit, row, who.actor.userId);
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
    await changedEvent(tx, emit, row, who.actor.userId, [userId]);
  });
}
