/**
 * Comments on a creative's versions (issue 36): a comment belongs to the version it was made on,
 * with an optional annotation (a pin, rectangle, arrow or stroke in fractions of the picture, on a
 * PDF page or at a video moment) and one level of replies. The team may keep a comment internal
 * (never shown to the client); a client's comment never is. Threads still open on the version
 * before are listed with a version ("nog open uit versie 2"). The team's comments may @mention
 * colleagues and the client's portal users (the existing mentions: notified once, live; a client
 * only where they see the comment: not internal, on a version shared with them). A comment is edited or deleted by its
 * author; resolved or reopened by anyone who may see it.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { mentionedIds, type ResolvedMention } from '../../../common/mentions.js';
import { creativeTextLimits } from '../../../common/creative-constants.js';
import type { AddCommentBody, CreativeComment, CreativeCommentsResponse, UpdateCommentBody } from '../../../common/schemas/creatives.js';
import type { Db } from '../../db/database.js';
import { clients, creativeComments, creatives, creativeVersions, users, type CreativeRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import type { Emit } from '../../lib/events/with-events.js';
import { checkMentions, mentionablePeople, mentionIn, mentionsJson, type OtherMentionable } from '../mentions/mentions.js';
import { portalPeople } from '../portal/live.js';
import { clock, creativeChanged, type CreativesCtx } from './kit.js';
import type { CreativesActor } from './policy.js';
import { creativeRowFor } from './read-creatives.js';

const resolver = sql`(select coalesce(nullif(ru.name, ''), ru.email) from ${users} ru where ru.id = ${creativeComments.resolvedBy})`;

const commentColumns = {
  id: creativeComments.id,
  versionId: creativeComments.versionId,
  version: creativeVersions.version,
  parentId: creativeComments.parentId,
  authorId: creativeComments.authorId,
  authorContactId: creativeComments.authorContactId,
  authorName: creativeComments.authorName,
  currentName: sql<string | null>`coalesce(nullif(${users.name}, ''), ${users.email})`,
  avatarUrl: users.avatarUrl,
  avatarColor: users.avatarColor,
  authorRole: sql<
    string | null
  >`(select cu.role from company_users cu where cu.user_id = ${creativeComments.authorId} and cu.company_id = ${creativeComments.companyId})`,
  body: creativeComments.body,
  mentions: mentionsJson('creative', creativeComments.id, creativeComments.body),
  annotation: creativeComments.annotation,
  internal: creativeComments.internal,
  resolvedAt: creativeComments.resolvedAt,
  resolvedByName: sql<string | null>`${resolver}`,
  createdAt: creativeComments.createdAt,
  editedAt: creativeComments.editedAt,
};

type CommentRow = Awaited<ReturnType<typeof loadComments>>[number];

function loadComments(db: Db, where: SQL | undefined) {
  return db
    .select(commentColumns)
    .from(creativeComments)
    .innerJoin(creativeVersions, eq(creativeVersions.id, creativeComments.versionId))
    .leftJoin(users, eq(users.id, creativeComments.authorId))
    .where(where)
    .orderBy(asc(creativeComments.createdAt), asc(creativeComments.id));
}

function commentOf(row: CommentRow, readerId: string | null, number: number | null): CreativeComment {
  const kind = row.authorContactId ? 'contact' : row.authorRole === 'client' ? 'client' : 'team';
  return {
    id: row.id,
    versionId: row.versionId,
    version: row.version,
    parentId: row.parentId,
    number,
    author: { kind, userId: row.authorId, name: row.currentName ?? row.authorName, avatarUrl: row.avatarUrl, avatarColor: row.avatarColor },
    body: row.body,
    mentions: row.mentions,
    annotation: row.annotation ?? null,
    internal: row.internal,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedByName: row.resolvedByName,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    mine: readerId !== null && row.authorId === readerId,
  };
}

/** Numbers the annotated threads of one version 1, 2, … in the order they were made. */
function numbered(rows: CommentRow[], readerId: string | null): CreativeComment[] {
  let next = 0;
  return rows.map((row) => commentOf(row, readerId, row.parentId === null && row.annotation ? ++next : null));
}

async function versionRow(db: Db, creativeId: string, version: number, who: CreativesActor) {
  const [row] = await db
    .select({ id: creativeVersions.id, sharedAt: creativeVersions.sharedAt })
    .from(creativeVersions)
    .where(and(eq(creativeVersions.creativeId, creativeId), eq(creativeVersions.version, version)));
  if (!row || (who.kind === 'client' && !row.sharedAt)) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The comments a reader may see: a client never sees internal ones, nor any on a version that was
 * not shared with them.
 */
export function visibleSql(clientView: boolean): SQL | undefined {
  if (!clientView) return undefined;
  return and(
    eq(creativeComments.internal, false),
    sql`exists (select 1 from ${creativeVersions} vv where vv.id = ${creativeComments.versionId} and vv.shared_at is not null)`,
  );
}

/** Whether the client sees a change of this comment: not internal, on a version shared with them. */
async function clientSeesComment(tx: Db, comment: { internal: boolean; versionId: string }): Promise<boolean> {
  if (comment.internal) return false;
  const [version] = await tx.select({ sharedAt: creativeVersions.sharedAt }).from(creativeVersions).where(eq(creativeVersions.id, comment.versionId));
  return Boolean(version?.sharedAt);
}

/** A version's comments, and the threads still open from the version before. */
export async function commentsOnVersion(
  db: Db,
  input: { creativeId: string; versionId: string; version: number; clientView: boolean; readerId: string | null },
): Promise<CreativeCommentsResponse> {
  const rows = await loadComments(db, and(eq(creativeComments.versionId, input.versionId), visibleSql(input.clientView)));
  const comments = numbered(rows, input.readerId);
  let carriedOver: CreativeComment[] = [];
  if (input.version > 1) {
    const before = await loadComments(
      db,
      and(eq(creativeComments.creativeId, input.creativeId), eq(creativeVersions.version, input.version - 1), visibleSql(input.clientView)),
    );
    const numbers = numbered(before, input.readerId);
    carriedOver = numbers.filter((c) => c.parentId === null && c.resolvedAt === null);
  }
  return { comments, carriedOver };
}

/** A version's comments as `who` may see them; `mine` marks the reader's own (none for `readerId` null: the team's "Bekijk als klant"). */
export async function listComments(
  db: Db,
  who: CreativesActor,
  id: string,
  version: number,
  readerId: string | null = who.userId,
): Promise<CreativeCommentsResponse> {
  await creativeRowFor(db, who, id);
  const row = await versionRow(db, id, version, who);
  return commentsOnVersion(db, { creativeId: id, versionId: row.id, version, clientView: who.kind === 'client', readerId });
}

async function authorNameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row ? row.name || row.email : 'Onbekend';
}

/** What a comment needs of its creative to tell others: the client's name and whether the client sees it. */
async function clientNameOf(db: Db, row: CreativeRow): Promise<string> {
  const [client] = await db.select({ name: clients.name }).from(clients).where(eq(clients.id, row.clientId));
  return client?.name ?? '';
}

/**
 * Stores a comment on `version` (a reply on its thread's version) by a signed-in reader or, for an
 * e-mail review, a contact; answers the comment. The creative's row must be locked or read in `tx`.
 */
export async function insertComment(
  tx: Db,
  row: CreativeRow,
  author: { userId: string | null; contactId: string | null; name: string; clientSide: boolean },
  input: AddCommentBody,
  now: Date,
): Promise<{ id: string; internal: boolean; clientSees: boolean }> {
  const [version] = await tx
    .select({ id: creativeVersions.id, sharedAt: creativeVersions.sharedAt })
    .from(creativeVersions)
    .where(and(eq(creativeVersions.creativeId, row.id), eq(creativeVersions.version, input.version)));
  if (!version || (author.clientSide && !version.sharedAt)) throw new AppError('NOT_FOUND');
  let internal = author.clientSide ? false : (input.internal ?? false);
  if (input.parentId) {
    const [parent] = await tx
      .select({ versionId: creativeComments.versionId, parentId: creativeComments.parentId, internal: creativeComments.internal })
      .from(creativeComments)
      .where(and(eq(creativeComments.id, input.parentId), eq(creativeComments.creativeId, row.id)));
    if (!parent || parent.parentId !== null || (author.clientSide && parent.internal)) throw new AppError('NOT_FOUND', { fields: { parentId: 'NOT_FOUND' } });
    // A reply stays with its thread (on the thread's version, internal when the thread is).
    if (parent.versionId !== version.id) throw new AppError('NOT_FOUND', { fields: { parentId: 'NOT_FOUND' } });
    internal = parent.internal;
  }
  if (input.annotation) {
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(creativeComments)
      .where(and(eq(creativeComments.versionId, version.id), sql`${creativeComments.annotation} is not null`));
    if ((count?.n ?? 0) >= creativeTextLimits.annotationsPerVersion) throw new AppError('CREATIVE_ANNOTATION_LIMIT');
  }
  const shared = version.sharedAt !== null;
  const [inserted] = await tx
    .insert(creativeComments)
    .values({
      creativeId: row.id,
      versionId: version.id,
      companyId: row.companyId,
      parentId: input.parentId ?? null,
      authorId: author.userId,
      authorContactId: author.contactId,
      authorName: author.name,
      body: input.body,
      annotation: input.parentId ? null : (input.annotation ?? null),
      internal,
      createdAt: now,
    })
    .returning({ id: creativeComments.id });
  await tx.update(creatives).set({ updatedAt: now }).where(eq(creatives.id, row.id));
  return { id: inserted!.id, internal, clientSees: !internal && shared };
}

/**
 * The people a team member's comment mentions, checked: colleagues, and the client's portal users
 * where the client sees the comment (`clientSees`). A client's text is taken as written.
 */
async function checkCommentMentions(tx: Db, who: CreativesActor, row: CreativeRow, body: string, clientSees: boolean): Promise<ResolvedMention[]> {
  if (who.kind !== 'team' || mentionedIds(body).length === 0) return [];
  const clientPeople = await portalPeople(tx, row.companyId, row.clientId);
  const others = new Map<string, OtherMentionable>(
    clientPeople.map((person) => [person.id, { name: person.name || person.email, refusal: clientSees ? null : 'MENTION_CLIENT_CANNOT_SEE' }]),
  );
  return checkMentions(tx, who.companyId, 'company', body, others);
}

/** Saves a comment's mentions (an edit may add and drop people) and notifies the newly mentioned; whether a mail was queued. */
async function mentionInComment(
  tx: Db,
  emit: Emit,
  ctx: CreativesCtx,
  input: { who: CreativesActor; row: CreativeRow; commentId: string; body: string; mentioned: ResolvedMention[] },
): Promise<boolean> {
  const { who, row, commentId } = input;
  return mentionIn(tx, emit, {
    companyId: who.companyId,
    authorId: who.userId,
    appOrigin: ctx.env.appOrigin,
    place: { creativeCommentId: commentId },
    objectTitle: row.name,
    target: { creativeId: row.id, commentId, clientId: row.clientId, clientName: await clientNameOf(tx, row), platform: null },
    content: input.body,
    mentioned: input.mentioned,
  });
}

export async function addComment(ctx: CreativesCtx, who: CreativesActor, id: string, input: AddCommentBody): Promise<CreativeComment> {
  let mailed = false;
  const commentId = await transactionWithEvents(ctx, async (tx, emit) => {
    const row = await creativeRowFor(tx, who, id, { lock: true });
    const name = await authorNameOf(tx, who.userId);
    const comment = await insertComment(tx, row, { userId: who.userId, contactId: null, name, clientSide: who.kind === 'client' }, input, clock(ctx));
    // Checked once stored (in the same transaction: a refusal stores nothing), when it is known whether the client sees it.
    const mentioned = await checkCommentMentions(tx, who, row, input.body, comment.clientSees);
    if (mentioned.length > 0) mailed = await mentionInComment(tx, emit, ctx, { who, row, commentId: comment.id, body: input.body, mentioned });
    await creativeChanged(tx, emit, { companyId: row.companyId, clientId: row.clientId, creativeId: row.id, clientSees: comment.clientSees });
    return comment.id;
  });
  if (mailed) ctx.mail.kick();
  return commentById(ctx.db, who, id, commentId);
}

async function commentById(db: Db, who: CreativesActor, creativeId: string, commentId: string): Promise<CreativeComment> {
  const [row] = await loadComments(db, and(eq(creativeComments.id, commentId), eq(creativeComments.creativeId, creativeId), visibleSql(who.kind === 'client')));
  if (!row) throw new AppError('NOT_FOUND');
  // Its number is its place among the version's threads; the version before is not needed for that.
  const versionRows = await loadComments(db, and(eq(creativeComments.versionId, row.versionId), visibleSql(who.kind === 'client')));
  return numbered(versionRows, who.userId).find((c) => c.id === commentId)!;
}

/** Edit (the author), resolve or reopen (anyone who sees it) a comment. */
export async function updateComment(ctx: CreativesCtx, who: CreativesActor, id: string, commentId: string, input: UpdateCommentBody): Promise<CreativeComment> {
  let mailed = false;
  await transactionWithEvents(ctx, async (tx, emit) => {
    const row = await creativeRowFor(tx, who, id, { lock: true });
    const [comment] = await tx
      .select()
      .from(creativeComments)
      .where(and(eq(creativeComments.id, commentId), eq(creativeComments.creativeId, id), visibleSql(who.kind === 'client')));
    if (!comment) throw new AppError('NOT_FOUND');
    const now = clock(ctx);
    const changes: Partial<typeof creativeComments.$inferInsert> = {};
    if (input.body !== undefined && input.body !== comment.body) {
      if (comment.authorId !== who.userId) throw new AppError('FORBIDDEN');
      const mentioned = await checkCommentMentions(tx, who, row, input.body, await clientSeesComment(tx, comment));
      if (who.kind === 'team') mailed = await mentionInComment(tx, emit, ctx, { who, row, commentId, body: input.body, mentioned });
      Object.assign(changes, { body: input.body, editedAt: now });
    }
    if (input.resolved !== undefined && input.resolved !== (comment.resolvedAt !== null)) {
      Object.assign(changes, input.resolved ? { resolvedAt: now, resolvedBy: who.userId } : { resolvedAt: null, resolvedBy: null });
    }
    if (Object.keys(changes).length === 0) return;
    await tx.update(creativeComments).set(changes).where(eq(creativeComments.id, commentId));
    await creativeChanged(tx, emit, { companyId: row.companyId, clientId: row.clientId, creativeId: id, clientSees: await clientSeesComment(tx, comment) });
  });
  if (mailed) ctx.mail.kick();
  return commentById(ctx.db, who, id, commentId);
}

export async function deleteComment(ctx: CreativesCtx, who: CreativesActor, id: string, commentId: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    const row = await creativeRowFor(tx, who, id, { lock: true });
    const [comment] = await tx
      .select({ authorId: creativeComments.authorId, internal: creativeComments.internal, versionId: creativeComments.versionId })
      .from(creativeComments)
      .where(and(eq(creativeComments.id, commentId), eq(creativeComments.creativeId, id), visibleSql(who.kind === 'client')));
    if (!comment) throw new AppError('NOT_FOUND');
    if (comment.authorId !== who.userId) throw new AppError('FORBIDDEN');
    const clientSees = await clientSeesComment(tx, comment);
    await tx.delete(creativeComments).where(eq(creativeComments.id, commentId));
    await creativeChanged(tx, emit, { companyId: row.companyId, clientId: row.clientId, creativeId: id, clientSees });
  });
}

/**
 * Who the team may @mention in a creative's comments: the company's marketeers and admins, then
 * the creative's client's portal users (`clientUserIds`: the composer leaves them out of an
 * internal comment and of a version the client does not see). A client mentions no one.
 */
export async function mentionableForCreative(db: Db, who: CreativesActor, id: string) {
  const row = await creativeRowFor(db, who, id);
  if (who.kind !== 'team') return { people: [], clientUserIds: [] };
  const clientPeople = await portalPeople(db, row.companyId, row.clientId);
  return { people: [...(await mentionablePeople(db, who.companyId, 'company')), ...clientPeople], clientUserIds: clientPeople.map((p) => p.id) };
}
