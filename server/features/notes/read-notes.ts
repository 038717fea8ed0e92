/**
 * Reading notes of the active company: one note, a keyset-paged list (newest activity first) and
 * the conversation. Every query is scoped by company_id; a note of another company is NOT_FOUND.
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { NoteFilter } from '../../../common/ad-account-constants.js';
import { noteLimits } from '../../../common/ad-account-constants.js';
import type { Note, NoteComment, NoteDetailResponse, NoteListResponse } from '../../../common/schemas/notes.js';
import type { Db } from '../../db/database.js';
import { adAccounts, noteAssignments, noteComments, notes, type NoteRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor.js';
import { loadPeople } from '../../lib/people.js';

/** PostgreSQL's timestamp as text with microseconds, for the cursor (a Date keeps milliseconds only). */
const activityText = sql<string>`to_char(${notes.activityAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const noteColumns = { note: notes, activityText };

/**
 * Newest activity first, spelled as the indexes are ordered (`desc nulls last`): a plain `desc`
 * means `desc nulls first` and would turn the page into a full sort.
 */
const newestFirst = [sql`${notes.activityAt} desc nulls last`, sql`${notes.id} desc nulls last`];

type NoteRowWithCursor = { note: NoteRow; activityText: string };

/**
 * Adds accounts, creators, assignments and comment counts to a page of notes (a few queries for
 * any page size; the page itself is read from notes alone, so it stays an index scan).
 */
async function hydrate(db: Db, rows: readonly NoteRowWithCursor[]): Promise<Note[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.note.id);
  const [accounts, assignments, counts] = await Promise.all([
    db
      .select({ id: adAccounts.id, accountId: adAccounts.accountId, platform: adAccounts.platform, name: adAccounts.name })
      .from(adAccounts)
      .where(inArray(adAccounts.id, [...new Set(rows.map((r) => r.note.adAccountId))])),
    db
      .select({ noteId: noteAssignments.noteId, userId: noteAssignments.userId, assignedBy: noteAssignments.assignedBy })
      .from(noteAssignments)
      .where(inArray(noteAssignments.noteId, ids))
      .orderBy(asc(noteAssignments.createdAt), asc(noteAssignments.userId)),
    db
      .select({ noteId: noteComments.noteId, n: count(), last: sql<Date | string>`max(${noteComments.createdAt})` })
      .from(noteComments)
      .where(inArray(noteComments.noteId, ids))
      .groupBy(noteComments.noteId),
  ]);
  const people = await loadPeople(db, [...rows.map((r) => r.note.creatorId), ...assignments.map((a) => a.userId)]);
  const countOf = new Map(counts.map((c) => [c.noteId, c]));
  const accountOf = new Map(accounts.map((a) => [a.id, a]));
  return rows.map(({ note }) => {
    const account = accountOf.get(note.adAccountId)!;
    const comments = countOf.get(note.id);
    return {
      id: note.id,
      title: note.title,
      source: note.source,
      adAccount: account,
      clientName: note.clientName,
      campaignName: note.campaignName,
      companyId: note.companyId,
      creator: note.creatorId ? (people.get(note.creatorId) ?? null) : null,
      userId: note.userId,
      createdAt: note.createdAt.toISOString(),
      updatedAt: note.updatedAt.toISOString(),
      activityAt: note.activityAt.toISOString(),
      assignments: assignments
        .filter((a) => a.noteId === note.id && people.has(a.userId))
        .map((a) => ({ userId: a.userId, assignedBy: a.assignedBy, user: people.get(a.userId)! })),
      commentCount: comments?.n ?? 0,
      lastCommentAt: comments?.last ? new Date(comments.last).toISOString() : null,
    };
  });
}

/** One note of the company, or NOT_FOUND (also for another company's note). */
export async function loadNote(db: Db, companyId: string, id: string): Promise<Note> {
  const rows = await db
    .select(noteColumns)
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.companyId, companyId)));
  const [note] = await hydrate(db, rows);
  if (!note) throw new AppError('NOT_FOUND');
  return note;
}

export async function loadComments(db: Db, noteIds: readonly string[]): Promise<NoteComment[]> {
  if (noteIds.length === 0) return [];
  const rows = await db
    .select()
    .from(noteComments)
    .where(inArray(noteComments.noteId, [...noteIds]))
    .orderBy(asc(noteComments.createdAt), asc(noteComments.id));
  const people = await loadPeople(db, rows.map((r) => r.userId));
  return rows.map((r) => ({
    id: r.id,
    noteId: r.noteId,
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    user: r.userId ? (people.get(r.userId) ?? null) : null,
  }));
}

export async function getNoteDetail(db: Db, companyId: string, id: string): Promise<NoteDetailResponse> {
  const note = await loadNote(db, companyId, id);
  return { note, comments: await loadComments(db, [id]) };
}

export interface NoteListInput {
  account?: string | undefined;
  filter: NoteFilter;
  client?: string | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listNotes(db: Db, companyId: string, userId: string, input: NoteListInput): Promise<NoteListResponse> {
  const where: SQL[] = [eq(notes.companyId, companyId)];
  if (input.account) where.push(eq(notes.adAccountId, input.account));
  if (input.filter === 'mine') where.push(eq(notes.creatorId, userId));
  if (input.filter === 'assigned') {
    where.push(
      sql`exists (select 1 from ${noteAssignments} where ${noteAssignments.noteId} = ${notes.id} and ${noteAssignments.userId} = ${userId})`,
    );
  }
  if (input.client) where.push(sql`lower(${notes.clientName}) = lower(${input.client})`);
  if (input.q) {
    const pattern = likePattern(input.q);
    const matchingAccounts = db
      .select({ id: adAccounts.id })
      .from(adAccounts)
      .where(and(eq(adAccounts.companyId, companyId), or(ilike(adAccounts.name, pattern), ilike(adAccounts.accountId, pattern))));
    where.push(
      or(
        ilike(notes.title, pattern),
        ilike(notes.clientName, pattern),
        ilike(notes.campaignName, pattern),
        inArray(notes.adAccountId, matchingAccounts),
      )!,
    );
  }
  if (input.cursor) {
    const cursor = decodeCursor(input.cursor);
    if (!cursor) throw new AppError('VALIDATION_FAILED', { fields: { cursor: 'VALIDATION_FAILED' } });
    where.push(sql`(${notes.activityAt}, ${notes.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  }
  const rows = await db
    .select(noteColumns)
    .from(notes)
    .where(and(...where))
    .orderBy(...newestFirst)
    .limit(noteLimits.pageSize + 1);
  const page = rows.slice(0, noteLimits.pageSize);
  const last = page.at(-1);
  return {
    notes: await hydrate(db, page),
    nextCursor: rows.length > noteLimits.pageSize && last ? encodeCursor({ createdAt: last.activityText, id: last.note.id }) : null,
  };
}
