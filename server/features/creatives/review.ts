/**
 * The review of a creative (issue 36; the flow's rules are common/rules/creative-review.ts):
 * sending to review (one or many at once), a decision on the step waiting — by the team for the
 * internal step, by the client's portal user or a contact's e-mail link for the client's — and
 * putting an approved creative live. Every decision is added to the append-only decision log
 * (who, what, which version, which step, when, from where) in the same transaction as the change.
 * A version that reaches the client's step is shared with the client from then on.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DecisionChannel, ReviewDecision, ReviewStep } from '../../../common/creative-constants.js';
import { afterDecision, mayGoLive, maySendToReview, sentToReview } from '../../../common/rules/creative-review.js';
import type { CreativeDetail, SendToReviewResponse } from '../../../common/schemas/creatives.js';
import type { Db } from '../../db/database.js';
import { clients, creativeDecisions, creatives, creativeVersions, users, type CreativeRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents, type Emit } from '../../lib/events/with-events.js';
import { clock, creativeChanged, type CreativesCtx } from './kit.js';
import { notifyDecision, notifyReviewStep } from './notify.js';
import { requireTeam, stepOf, type CreativesActor } from './policy.js';
import { creativeRowFor, getCreative, readableIds } from './read-creatives.js';

/** Shares the version with the client (once: the first time it reaches their step). */
export async function shareVersion(tx: Db, versionId: string, now: Date): Promise<void> {
  await tx
    .update(creativeVersions)
    .set({ sharedAt: now })
    .where(and(eq(creativeVersions.id, versionId), isNull(creativeVersions.sharedAt)));
}

async function currentVersionId(tx: Db, row: CreativeRow): Promise<string> {
  const [version] = await tx
    .select({ id: creativeVersions.id })
    .from(creativeVersions)
    .where(and(eq(creativeVersions.creativeId, row.id), eq(creativeVersions.version, row.currentVersion)));
  return version!.id;
}

async function withClientName(tx: Db, row: CreativeRow) {
  const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, row.clientId));
  return { ...row, clientName: client?.name ?? '' };
}

/** Puts one locked creative in review at its first step; answers whether mail was queued. */
async function startReview(tx: Db, emit: Emit, ctx: CreativesCtx, row: CreativeRow, actorId: string): Promise<boolean> {
  const state = sentToReview(row.reviewFlow);
  const now = clock(ctx);
  await tx
    .update(creatives)
    .set({ ...state, dueReminderSentAt: null, updatedAt: now, revision: sql`${creatives.revision} + 1` })
    .where(eq(creatives.id, row.id));
  if (state.reviewStep === 'client') await shareVersion(tx, await currentVersionId(tx, row), now);
  const mailed = await notifyReviewStep(tx, emit, ctx, await withClientName(tx, row), state.reviewStep, row.currentVersion, actorId);
  await creativeChanged(tx, emit, { companyId: row.companyId, clientId: row.clientId, creativeId: row.id, clientSees: state.reviewStep === 'client' });
  return mailed;
}

/** "Naar review sturen" for one or many: those that may go are sent, the others are answered as skipped. */
export async function sendToReview(ctx: CreativesCtx, actor: CreativesActor, ids: readonly string[]): Promise<SendToReviewResponse> {
  const who = requireTeam(actor);
  const unique = [...new Set(ids)];
  const readable = await readableIds(ctx.db, who, unique);
  if (readable.length === 0) throw new AppError('NOT_FOUND');
  let mailed = false;
  const sent = await transactionWithEvents(ctx, async (tx, emit) => {
    const rows = await tx
      .select()
      .from(creatives)
      .where(and(inArray(creatives.id, readable), eq(creatives.companyId, who.companyId)))
      .orderBy(creatives.id)
      .for('update');
    const done: string[] = [];
    for (const row of rows) {
      if (!maySendToReview(row.status)) continue;
      mailed = (await startReview(tx, emit, ctx, row, who.userId)) || mailed;
      done.push(row.id);
    }
    return done;
  });
  if (mailed) ctx.mail.kick();
  return { sent, skipped: unique.filter((id) => !sent.includes(id)) };
}

export interface Decider {
  step: ReviewStep;
  userId: string | null;
  contactId: string | null;
  name: string;
  email: string | null;
  channel: DecisionChannel;
  ip: string | null;
  userAgent: string | null;
}

/**
 * Records `decision` on the creative's newest version by `decider` (its step must be the one
 * waiting) and moves the review on: to the client after an internal approval, otherwise it ends.
 * The row must be locked by the caller.
 */
export async function recordDecision(
  tx: Db,
  emit: Emit,
  ctx: CreativesCtx,
  row: CreativeRow,
  decider: Decider,
  input: { version: number; decision: ReviewDecision; comment: string | null },
): Promise<boolean> {
  if (row.status !== 'in_review' || !row.reviewStep) throw new AppError('CREATIVE_NOT_IN_REVIEW');
  if (row.reviewStep !== decider.step) throw new AppError('CREATIVE_NOT_YOUR_STEP');
  if (input.version !== row.currentVersion) throw new AppError('CREATIVE_VERSION_OUTDATED');
  const versionId = await currentVersionId(tx, row);
  const now = clock(ctx);
  await tx.insert(creativeDecisions).values({
    creativeId: row.id,
    companyId: row.companyId,
    versionId,
    version: row.currentVersion,
    step: decider.step,
    decision: input.decision,
    comment: input.comment,
    decidedBy: decider.userId,
    decidedByContact: decider.contactId,
    deciderName: decider.name,
    deciderEmail: decider.email,
    channel: decider.channel,
    ip: decider.ip,
    userAgent: decider.userAgent?.slice(0, 400) ?? null,
    createdAt: now,
  });
  const state = afterDecision(decider.step, input.decision);
  await tx
    .update(creatives)
    .set({ ...state, updatedAt: now, revision: sql`${creatives.revision} + 1` })
    .where(eq(creatives.id, row.id));
  const news = await withClientName(tx, row);
  let mailed = await notifyDecision(tx, emit, ctx, news, { ...input, deciderName: decider.name, deciderId: decider.userId });
  if (state.reviewStep === 'client') {
    await shareVersion(tx, versionId, now);
    mailed = (await notifyReviewStep(tx, emit, ctx, news, 'client', row.currentVersion, decider.userId ?? '')) || mailed;
  }
  const clientSees = decider.step === 'client' || state.reviewStep === 'client';
  await creativeChanged(tx, emit, { companyId: row.companyId, clientId: row.clientId, creativeId: row.id, clientSees });
  return mailed;
}

/** A decision from the workspace (the team's step) or the portal (the client's step). */
export async function decide(
  ctx: CreativesCtx,
  who: CreativesActor,
  id: string,
  input: { version: number; decision: ReviewDecision; comment?: string | undefined },
  request: { ip: string; userAgent: string | null },
): Promise<CreativeDetail> {
  const mailed = await transactionWithEvents(ctx, async (tx, emit) => {
    const row = await creativeRowFor(tx, who, id, { lock: true });
    const [person] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, who.userId));
    const decider: Decider = {
      step: stepOf(who),
      userId: who.userId,
      contactId: null,
      name: person?.name || person?.email || 'Onbekend',
      email: person?.email ?? null,
      channel: who.kind === 'team' ? 'workspace' : 'portal',
      ip: request.ip,
      userAgent: request.userAgent,
    };
    return recordDecision(tx, emit, ctx, row, decider, { version: input.version, decision: input.decision, comment: input.comment || null });
  });
  if (mailed) ctx.mail.kick();
  return getCreative(ctx.db, who, id);
}

/** An approved creative is live (the ads run). */
export async function goLive(ctx: CreativesCtx, actor: CreativesActor, id: string): Promise<CreativeDetail> {
  const who = requireTeam(actor);
  await transactionWithEvents(ctx, async (tx, emit) => {
    const row = await creativeRowFor(tx, who, id, { lock: true });
    if (!mayGoLive(row.status)) throw new AppError('CREATIVE_NOT_APPROVED');
    await tx
      .update(creatives)
      .set({ status: 'live', updatedAt: clock(ctx), revision: sql`${creatives.revision} + 1` })
      .where(eq(creatives.id, id));
    await creativeChanged(tx, emit, { companyId: row.companyId, clientId: row.clientId, creativeId: id, clientSees: true });
  });
  return getCreative(ctx.db, who, id);
}
