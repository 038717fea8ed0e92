/**
 * Making and changing creatives (the team): a new creative with its first version, a next version
 * (versions are never changed: a new upload is the next number), its name, campaign, client, ad
 * account, brief, review flow and due date (with the revision it was read at), and deleting one —
 * refused once a decision was made on it (the decision log is the audit trail).
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { creativeMediaOf } from '../../../common/creative-constants.js';
import { afterNewVersion } from '../../../common/rules/creative-review.js';
import type { AddVersionBody, CreateCreativeBody, CreativeDetail, UpdateCreativeBody } from '../../../common/schemas/creatives.js';
import type { Db } from '../../db/database.js';
import {
  adAccounts,
  clients,
  creativeDecisions,
  creatives,
  creativeVersions,
  formSubmissions,
  forms,
  storedFiles,
  type CreativeRow,
} from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents, type Emit } from '../../lib/events/with-events.js';
import { clock, creativeChanged, requireRevision, versionOwnerType, type CreativesCtx } from './kit.js';
import { notifyReviewStep } from './notify.js';
import { requireTeam, type CreativesActor } from './policy.js';
import { creativeRowFor, getCreative } from './read-creatives.js';
import { shareVersion } from './review.js';

type Input<T> = T extends (infer U)[] ? U : T;

/** The client (active, of the company), the ad account and the brief a creative may name, checked. */
async function checkLinks(
  tx: Db,
  companyId: string,
  input: { clientId?: string | undefined; adAccountId?: string | null | undefined; briefSubmissionId?: string | null | undefined },
): Promise<void> {
  if (input.clientId) {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, input.clientId), eq(clients.companyId, companyId), eq(clients.status, 'active')));
    if (!client) throw new AppError('CREATIVE_CLIENT_REQUIRED', { fields: { clientId: 'CREATIVE_CLIENT_REQUIRED' } });
  }
  if (input.adAccountId) {
    const [account] = await tx
      .select({ id: adAccounts.id })
      .from(adAccounts)
      .where(and(eq(adAccounts.id, input.adAccountId), eq(adAccounts.companyId, companyId)));
    if (!account) throw new AppError('NOT_FOUND', { fields: { adAccountId: 'NOT_FOUND' } });
  }
  if (input.briefSubmissionId) {
    const [brief] = await tx
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .innerJoin(forms, eq(forms.id, formSubmissions.formId))
      .where(and(eq(formSubmissions.id, input.briefSubmissionId), eq(formSubmissions.companyId, companyId), eq(formSubmissions.state, 'submitted')));
    if (!brief) throw new AppError('NOT_FOUND', { fields: { briefSubmissionId: 'NOT_FOUND' } });
  }
}

/**
 * Stores version `number` of the creative from the uploader's finished uploads: the file must be
 * an image, video or PDF (a poster frame only for a video, and an image), attached to the version
 * in this transaction; its measures come from the upload's inspection.
 */
async function insertVersion(
  tx: Db,
  ctx: CreativesCtx,
  who: { userId: string; companyId: string },
  creativeId: string,
  number: number,
  input: Pick<Input<AddVersionBody>, 'fileId' | 'posterFileId'> & { note?: string | undefined },
): Promise<string> {
  const versionId = randomUUID();
  const fileIds = [input.fileId, ...(input.posterFileId ? [input.posterFileId] : [])];
  await ctx.files.attachFiles(tx, { companyId: who.companyId, fileIds, ownerType: versionOwnerType, ownerId: versionId, uploaderId: who.userId });
  const rows = await tx.select().from(storedFiles).where(inArray(storedFiles.id, fileIds));
  const file = rows.find((r) => r.id === input.fileId)!;
  const media = creativeMediaOf(file.mimeType);
  if (!media) throw new AppError('FILE_TYPE_REFUSED', { fields: { fileId: 'FILE_TYPE_REFUSED' } });
  if (input.posterFileId) {
    const poster = rows.find((r) => r.id === input.posterFileId)!;
    if (media !== 'video' || creativeMediaOf(poster.mimeType) !== 'image')
      throw new AppError('FILE_TYPE_REFUSED', { fields: { posterFileId: 'FILE_TYPE_REFUSED' } });
  }
  const details = file.details ?? {};
  await tx.insert(creativeVersions).values({
    id: versionId,
    creativeId,
    companyId: who.companyId,
    version: number,
    fileId: input.fileId,
    posterFileId: input.posterFileId ?? null,
    media,
    width: file.width ?? null,
    height: file.height ?? null,
    durationMs: details.durationMs ?? null,
    pageCount: details.pageCount ?? null,
    note: input.note || null,
    uploadedBy: who.userId,
  });
  return versionId;
}

async function clientNameOf(tx: Db, clientId: string): Promise<string> {
  const [row] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
  return row?.name ?? '';
}

/** After a version: concept, or straight to review (its first step's reviewers hear of it). */
async function startReviewIfAsked(tx: Db, emit: Emit, ctx: CreativesCtx, row: CreativeRow, userId: string, versionId: string): Promise<boolean> {
  if (row.status !== 'in_review' || !row.reviewStep) return false;
  if (row.reviewStep === 'client') await shareVersion(tx, versionId, clock(ctx));
  return notifyReviewStep(tx, emit, ctx, { ...row, clientName: await clientNameOf(tx, row.clientId) }, row.reviewStep, row.currentVersion, userId);
}

export async function createCreative(ctx: CreativesCtx, actor: CreativesActor, input: CreateCreativeBody): Promise<CreativeDetail> {
  const who = requireTeam(actor);
  let mailed = false;
  const id = await transactionWithEvents(ctx, async (tx, emit) => {
    await checkLinks(tx, who.companyId, input);
    const flow = input.reviewFlow ?? 'internal_and_client';
    const state = afterNewVersion(flow, input.sendToReview ?? false);
    const now = clock(ctx);
    const [row] = await tx
      .insert(creatives)
      .values({
        companyId: who.companyId,
        clientId: input.clientId,
        name: input.name,
        campaign: input.campaign ?? null,
        adAccountId: input.adAccountId ?? null,
        briefSubmissionId: input.briefSubmissionId ?? null,
        reviewFlow: flow,
        ...state,
        dueAt: input.dueAt ? new Date(input.dueAt) : null,
        ownerId: who.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const versionId = await insertVersion(tx, ctx, who, row!.id, 1, input);
    mailed = await startReviewIfAsked(tx, emit, ctx, row!, who.userId, versionId);
    await creativeChanged(tx, emit, { companyId: who.companyId, clientId: row!.clientId, creativeId: row!.id, clientSees: row!.reviewStep === 'client' });
    return row!.id;
  });
  if (mailed) ctx.mail.kick();
  return getCreative(ctx.db, who, id);
}

/** The next version of a creative: concept again, or in review at its first step when sent at once. */
export async function addVersion(ctx: CreativesCtx, actor: CreativesActor, id: string, input: AddVersionBody): Promise<CreativeDetail> {
  const who = requireTeam(actor);
  let mailed = false;
  await transactionWithEvents(ctx, async (tx, emit) => {
    const row = await creativeRowFor(tx, who, id, { lock: true });
    const number = row.currentVersion + 1;
    const versionId = await insertVersion(tx, ctx, who, id, number, input);
    const state = afterNewVersion(row.reviewFlow, input.sendToReview ?? false);
    const [updated] = await tx
      .update(creatives)
      .set({ ...state, currentVersion: number, dueReminderSentAt: null, updatedAt: clock(ctx), revision: sql`${creatives.revision} + 1` })
      .where(eq(creatives.id, id))
      .returning();
    mailed = await startReviewIfAsked(tx, emit, ctx, updated!, who.userId, versionId);
    // The client sees a change when the new version waits for them, or when the one they were to decide on no longer does.
    const clientSees = updated!.reviewStep === 'client' || row.reviewStep === 'client';
    await creativeChanged(tx, emit, { companyId: row.companyId, clientId: row.clientId, creativeId: id, clientSees });
  });
  if (mailed) ctx.mail.kick();
  return getCreative(ctx.db, who, id);
}

export async function updateCreative(ctx: CreativesCtx, actor: CreativesActor, id: string, input: UpdateCreativeBody): Promise<CreativeDetail> {
  const who = requireTeam(actor);
  await transactionWithEvents(ctx, async (tx, emit) => {
    const row = await creativeRowFor(tx, who, id, { lock: true });
    requireRevision(row, input.revision);
    await checkLinks(tx, who.companyId, input);
    const { revision: _revision, dueAt, ...fields } = input;
    const dueChanged = dueAt !== undefined && (dueAt ? Date.parse(dueAt) : null) !== (row.dueAt?.getTime() ?? null);
    await tx
      .update(creatives)
      .set({
        ...fields,
        ...(dueAt !== undefined ? { dueAt: dueAt ? new Date(dueAt) : null } : {}),
        ...(dueChanged ? { dueReminderSentAt: null } : {}),
        updatedAt: clock(ctx),
        revision: sql`${creatives.revision} + 1`,
      })
      .where(eq(creatives.id, id));
    const clientSees = await sharedWithClient(tx, id);
    await creativeChanged(tx, emit, { companyId: row.companyId, clientId: row.clientId, creativeId: id, clientSees });
    // Moved to another client: the first client's portal no longer shows it.
    if (fields.clientId && fields.clientId !== row.clientId && clientSees)
      await creativeChanged(tx, emit, { companyId: row.companyId, clientId: fields.clientId, creativeId: id, clientSees });
  });
  return getCreative(ctx.db, who, id);
}

async function sharedWithClient(tx: Db, creativeId: string): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(creativeVersions)
    .where(and(eq(creativeVersions.creativeId, creativeId), sql`${creativeVersions.sharedAt} is not null`))
    .limit(1);
  return row !== undefined;
}

export async function deleteCreative(ctx: CreativesCtx, actor: CreativesActor, id: string): Promise<void> {
  const who = requireTeam(actor);
  await transactionWithEvents(ctx, async (tx, emit) => {
    const row = await creativeRowFor(tx, who, id, { lock: true });
    const [decided] = await tx.select({ id: creativeDecisions.id }).from(creativeDecisions).where(eq(creativeDecisions.creativeId, id)).limit(1);
    if (decided) throw new AppError('CREATIVE_HAS_DECISIONS');
    const clientSees = await sharedWithClient(tx, id);
    const versionIds = (await tx.select({ id: creativeVersions.id }).from(creativeVersions).where(eq(creativeVersions.creativeId, id))).map((v) => v.id);
    await creativeChanged(tx, emit, { companyId: row.companyId, clientId: row.clientId, creativeId: id, clientSees });
    await tx.delete(creatives).where(eq(creatives.id, id));
    await ctx.files.removeFilesOf(tx, versionOwnerType, versionIds);
  });
}
