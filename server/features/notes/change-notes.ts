/**
 * Changing notes: create, edit, delete, assignments and the conversation. Each change is one
 * transaction scoped to the active company; its live event (company channel) and the `notitie`
 * notifications for the assignees (never the author) are published after commit.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MemberRole } from '../../../common/roles.js';
import type { ResolvedMention } from '../../../common/mentions.js';
import type { Note, NoteComment } from '../../../common/schemas/notes.js';
import type { Db } from '../../db/database.js';
import { adAccounts, noteAssignments, noteComments, notes } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { transactionWithEvents, type Emit } from '../../lib/events/with-events.js';
import { loadPeople } from '../../lib/people.js';
import { requireColleagues } from '../company/colleagues.js';
import { emitCompanyEvent } from '../company/live.js';
import { clientNamed } from '../clients/client-by-name.js';
import { checkMentions, mentionIn, messageExcerpt } from '../mentions/mentions.js';
import { createNotifications } from '../notifications/create-notifications.js';
import { authorizeCommentDelete, authorizeCommentEdit, authorizeNoteEdit, noteAudience } from './policy.js';
import { getNoteDetail, loadNote } from './read-notes.js';

type Ctx = Pick<AppContext, 'db' | 'events' | 'mail' | 'env'>;

export interface NoteActor {
  actor: Actor;
  companyId: string;
  role: MemberRole;
}

const noteEvent = (emit: Emit, note: Note, name: 'note.created' | 'note.updated') =>
  emitCompanyEvent(emit, note.companyId, { name, note }, { audience: noteAudience, fallback: { name: 'note.changed', id: note.id } });

/**
 * `notitie` for the note's assignees except the author (their preferences decide in-app and
 * e-mail) and except `skip` (those mentioned in the message hear of it by their `mention`). It
 * carries the note's id, so its link opens that note's conversation (issue 18, defect 2).
 */
async function notifyAssignees(tx: Db, emit: Emit, ctx: Ctx, note: Note, authorId: string, title: string, description: string, skip: readonly string[] = []) {
  const recipients = note.assignments.map((a) => a.userId).filter((id) => id !== authorId && !skip.includes(id));
  if (recipients.length === 0) return false;
  const { mailedTo } = await createNotifications(tx, emit, {
    recipients,
    companyId: note.companyId,
    appOrigin: ctx.env.appOrigin,
    content: {
      type: 'notitie',
      title,
      description,
      clientName: note.clientName,
      clientId: note.clientId,
      platform: note.adAccount.platform,
      accountId: note.adAccount.accountId,
      noteTitle: note.title,
      noteId: note.id,
    },
  });
  return mailedTo.length > 0;
}

/** Stores a message's mentions and sends the newly mentioned their `mention` (returns whether mail was queued). */
function mentionInNote(tx: Db, emit: Emit, ctx: Ctx, who: NoteActor, note: Note, commentId: string, content: string, mentioned: ResolvedMention[]) {
  return mentionIn(tx, emit, {
    companyId: who.companyId,
    authorId: who.actor.userId,
    appOrigin: ctx.env.appOrigin,
    place: { noteCommentId: commentId },
    objectTitle: note.title,
    target: {
      noteId: note.id,
      commentId,
      accountId: note.adAccount.accountId,
      platform: note.adAccount.platform,
      clientName: note.clientName,
      clientId: note.clientId,
      noteTitle: note.title,
    },
    content,
    mentioned,
  });
}

export interface CreateNoteInput {
  adAccountId: string;
  title: string;
  clientName: string | null;
  campaignName: string | null;
  assigneeIds: string[];
  message: string | null;
}

export async function createNote(ctx: Ctx, { actor, companyId, role }: NoteActor, input: CreateNoteInput): Promise<Note> {
  let mailed = false;
  const note = await transactionWithEvents(ctx, async (tx, emit) => {
    const [account] = await tx
      .select({ id: adAccounts.id, clientName: adAccounts.clientName, clientId: adAccounts.clientId })
      .from(adAccounts)
      .where(and(eq(adAccounts.id, input.adAccountId), eq(adAccounts.companyId, companyId)))
      // Held until commit: an account being deleted right now is waited for and then not found
      // (a clear 400, not a foreign-key failure), and a delete waits for this note (it counts it).
      .for('key share');
    // Another company's account is as unknown as a missing one.
    if (!account) throw new AppError('NOTE_ACCOUNT_REQUIRED', { fields: { adAccountId: 'NOTE_ACCOUNT_REQUIRED' } });
    const checked = await requireColleagues(tx, companyId, input.assigneeIds, 'assigneeIds');
    // Spec section 5: with no assigned users, the creator is assigned.
    const assignees = checked.length > 0 ? checked : [actor.userId];
    // The note's client: the one typed, when it names a client of the company; else the account's.
    const typed = await clientNamed(tx, companyId, input.clientName);
    const client = typed ?? (input.clientName ? null : account.clientId ? { id: account.clientId, name: account.clientName } : null);
    const [row] = await tx
      .insert(notes)
      .values({
        title: input.title,
        creatorId: actor.userId,
        userId: actor.userId,
        adAccountId: account.id,
        clientName: client?.name ?? input.clientName ?? account.clientName,
        clientId: client?.id ?? null,
        campaignName: input.campaignName,
        companyId,
      })
      .returning({ id: notes.id });
    await tx.insert(noteAssignments).values(assignees.map((userId) => ({ noteId: row!.id, userId, assignedBy: actor.userId })));
    const mentioned = input.message ? await checkMentions(tx, companyId, noteAudience, input.message) : [];
    const [message] = input.message
      ? await tx
          .insert(noteComments)
          .values({ noteId: row!.id, userId: actor.userId, content: input.message, isOpening: true })
          .returning({ id: noteComments.id })
      : [];
    const note = await loadNote(tx, companyId, row!.id);
    noteEvent(emit, note, 'note.created');
    const who: NoteActor = { actor, companyId, role };
    const mentionMailed = message ? await mentionInNote(tx, emit, ctx, who, note, message.id, input.message!, mentioned) : false;
    const description = input.message ? messageExcerpt(input.message, mentioned) : note.adAccount.name;
    const skip = mentioned.map((m) => m.id);
    mailed = (await notifyAssignees(tx, emit, ctx, note, actor.userId, `Nieuwe notitie: ${note.title}`, description, skip)) || mentionMailed;
    return note;
  });
  if (mailed) ctx.mail.kick();
  return note;
}

export interface UpdateNoteInput {
  title?: string | undefined;
  clientName?: string | null | undefined;
  campaignName?: string | null | undefined;
}

export async function updateNote(ctx: Ctx, who: NoteActor, id: string, input: UpdateNoteInput): Promise<Note> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const current = await lockNote(tx, who.companyId, id);
    authorizeNoteEdit(who.actor, who.role, current.creatorId);
    const set: Partial<typeof notes.$inferInsert> = {};
    if (input.title !== undefined) set.title = input.title;
    if (input.clientName !== undefined) {
      const client = await clientNamed(tx, who.companyId, input.clientName);
      set.clientName = client?.name ?? input.clientName;
      set.clientId = client?.id ?? null;
    }
    if (input.campaignName !== undefined) set.campaignName = input.campaignName;
    if (Object.keys(set).length > 0) {
      await tx
        .update(notes)
        .set({ ...set, updatedAt: sql`now()`, activityAt: sql`now()` })
        .where(eq(notes.id, id));
    }
    const note = await loadNote(tx, who.companyId, id);
    noteEvent(emit, note, 'note.updated');
    return note;
  });
}

export async function deleteNote(ctx: Ctx, who: NoteActor, id: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    const current = await lockNote(tx, who.companyId, id);
    authorizeNoteEdit(who.actor, who.role, current.creatorId);
    await tx.delete(notes).where(eq(notes.id, id));
    emitCompanyEvent(emit, who.companyId, { name: 'note.deleted', id }, { audience: noteAudience });
  });
}

/** Replaces the assignees; an empty set assigns the creator (or the actor when the creator is gone). */
export async function setNoteAssignments(ctx: Ctx, who: NoteActor, id: string, userIds: readonly string[]): Promise<Note> {
  let mailed = false;
  const note = await transactionWithEvents(ctx, async (tx, emit) => {
    const current = await lockNote(tx, who.companyId, id);
    const checked = await requireColleagues(tx, who.companyId, userIds, 'assigneeIds');
    const wanted = checked.length > 0 ? checked : [current.creatorId ?? who.actor.userId];
    const before = await tx.select({ userId: noteAssignments.userId }).from(noteAssignments).where(eq(noteAssignments.noteId, id));
    const had = new Set(before.map((b) => b.userId));
    const removed = [...had].filter((u) => !wanted.includes(u));
    const added = wanted.filter((u) => !had.has(u));
    if (removed.length > 0) {
      await tx.delete(noteAssignments).where(and(eq(noteAssignments.noteId, id), inArray(noteAssignments.userId, removed)));
    }
    if (added.length > 0) {
      await tx.insert(noteAssignments).values(added.map((userId) => ({ noteId: id, userId, assignedBy: who.actor.userId })));
    }
    const note = await loadNote(tx, who.companyId, id);
    emitCompanyEvent(
      emit,
      who.companyId,
      { name: 'note.assignments', noteId: id, assignments: note.assignments },
      { audience: noteAudience, fallback: { name: 'note.changed', id } },
    );
    // The newly assigned hear about it; people already on the note do not.
    const fresh = { ...note, assignments: note.assignments.filter((a) => added.includes(a.userId)) };
    mailed = await notifyAssignees(tx, emit, ctx, fresh, who.actor.userId, `Toegewezen aan notitie: ${note.title}`, note.adAccount.name);
    return note;
  });
  if (mailed) ctx.mail.kick();
  return note;
}

export async function addComment(ctx: Ctx, who: NoteActor, id: string, content: string): Promise<NoteComment> {
  let mailed = false;
  const comment = await transactionWithEvents(ctx, async (tx, emit) => {
    await lockNote(tx, who.companyId, id);
    const mentioned = await checkMentions(tx, who.companyId, noteAudience, content);
    const [row] = await tx.insert(noteComments).values({ noteId: id, userId: who.actor.userId, content }).returning();
    await tx
      .update(notes)
      .set({ activityAt: sql`now()` })
      .where(eq(notes.id, id));
    const note = await loadNote(tx, who.companyId, id);
    const people = await loadPeople(tx, [who.actor.userId]);
    const comment: NoteComment = {
      id: row!.id,
      noteId: id,
      content,
      createdAt: row!.createdAt.toISOString(),
      editedAt: null,
      opening: false,
      mentions: mentioned,
      user: people.get(who.actor.userId) ?? null,
    };
    emitCompanyEvent(emit, who.companyId, { name: 'note.comment', noteId: id, comment }, { audience: noteAudience, fallback: { name: 'note.changed', id } });
    const mentionMailed = await mentionInNote(tx, emit, ctx, who, note, row!.id, content, mentioned);
    const skip = mentioned.map((m) => m.id);
    mailed =
      (await notifyAssignees(tx, emit, ctx, note, who.actor.userId, `Nieuwe reactie op: ${note.title}`, messageExcerpt(content, mentioned), skip)) ||
      mentionMailed;
    return comment;
  });
  if (mailed) ctx.mail.kick();
  return comment;
}

export async function deleteComment(ctx: Ctx, who: NoteActor, noteId: string, commentId: string): Promise<void> {
  await transactionWithEvents(ctx, async (tx, emit) => {
    await lockNote(tx, who.companyId, noteId);
    const [comment] = await tx
      .select({ userId: noteComments.userId, opening: noteComments.isOpening })
      .from(noteComments)
      .where(and(eq(noteComments.id, commentId), eq(noteComments.noteId, noteId)));
    if (!comment) throw new AppError('NOT_FOUND');
    authorizeCommentDelete(who.actor, who.role, comment.userId);
    await tx.delete(noteComments).where(eq(noteComments.id, commentId));
    emitCompanyEvent(
      emit,
      who.companyId,
      { name: 'note.comment.deleted', noteId, commentId, ...(comment.opening ? { opening: true } : {}) },
      { audience: noteAudience },
    );
  });
}

/**
 * The author edits their own message (nobody else, admins neither: COMMENT_NOT_OWN): the text is
 * replaced, edited_at set ("bewerkt"), its mentions follow the new text and only the newly
 * mentioned are notified.
 */
export async function updateComment(ctx: Ctx, who: NoteActor, noteId: string, commentId: string, content: string): Promise<NoteComment> {
  let mailed = false;
  const comment = await transactionWithEvents(ctx, async (tx, emit) => {
    await lockNote(tx, who.companyId, noteId);
    const [current] = await tx
      .select({ userId: noteComments.userId })
      .from(noteComments)
      .where(and(eq(noteComments.id, commentId), eq(noteComments.noteId, noteId)));
    if (!current) throw new AppError('NOT_FOUND');
    authorizeCommentEdit(who.actor, current.userId);
    const mentioned = await checkMentions(tx, who.companyId, noteAudience, content);
    await tx
      .update(noteComments)
      .set({ content, editedAt: sql`now()` })
      .where(eq(noteComments.id, commentId));
    const { comments, note } = await getNoteDetail(tx, who.companyId, noteId);
    const comment = comments.find((c) => c.id === commentId)!;
    const saved = { ...comment, mentions: mentioned };
    emitCompanyEvent(
      emit,
      who.companyId,
      { name: 'note.comment.updated', noteId, comment: saved },
      { audience: noteAudience, fallback: { name: 'note.changed', id: noteId } },
    );
    mailed = await mentionInNote(tx, emit, ctx, who, note, commentId, content, mentioned);
    return saved;
  });
  if (mailed) ctx.mail.kick();
  return comment;
}

/** Closes ("afgehandeld") or reopens the conversation: for whoever may edit the note (its creator, an admin). */
export async function setNoteResolved(ctx: Ctx, who: NoteActor, id: string, resolved: boolean): Promise<Note> {
  return transactionWithEvents(ctx, async (tx, emit) => {
    const current = await lockNote(tx, who.companyId, id);
    authorizeNoteEdit(who.actor, who.role, current.creatorId);
    if ((current.resolvedAt !== null) !== resolved) {
      await tx
        .update(notes)
        .set(resolved ? { resolvedAt: sql`now()`, resolvedBy: who.actor.userId } : { resolvedAt: null, resolvedBy: null })
        .where(eq(notes.id, id));
    }
    const note = await loadNote(tx, who.companyId, id);
    noteEvent(emit, note, 'note.updated');
    return note;
  });
}

/** The note's row locked for this change, or NOT_FOUND when it is not the company's. */
async function lockNote(tx: Db, companyId: string, id: string) {
  const [row] = await tx
    .select({ id: notes.id, creatorId: notes.creatorId, createdAt: notes.createdAt, resolvedAt: notes.resolvedAt })
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.companyId, companyId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
