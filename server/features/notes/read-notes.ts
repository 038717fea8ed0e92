/**
 * Reading notes of the active company: one note, a keyset-paged list (newest activity first) and
 * the conversation. Every query is scoped by company_id; a note of another company is NOT_FOUND.
 *
 * Each read is one statement: the notes (a page, or one note) come from notes alone, so a page
 * stays an index scan on the keyset index, and only those rows get their account, creator and
 * assignments with the assignees (and the conversation). The comment count and the newest comment
 * time are columns of the note, kept by a trigger (migration 0010).
 *
 * The conversation's opening message (POST /api/notes `message`) is a note_comments row marked
 * is_opening: shown first but not a reply (issue 18, defect 6), so the trigger does not count it
 * (migration 0014).
 */
import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { NoteFilter } from '../../../common/ad-account-constants.js';
import { noteLimits } from '../../../common/ad-account-constants.js';
import type { Note, NoteAssignment, NoteComment, NoteDetailResponse, NoteListResponse } from '../../../common/schemas/notes.js';
import type { Db } from '../../db/database.js';
import { literalLimit, preparedFamily, preparedPageSize, preparedQuery } from '../../db/prepared.js';
import { adAccounts, noteAssignments, noteComments, notes, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { decodeCursor, encodeCursor } from '../../lib/list-cursor.js';
import { personJson } from '../../lib/people.js';
import { jsonObject } from '../../lib/sql-json.js';
import { cursorTimeSql, isoTimeSql } from '../../lib/sql-time.js';
import { mentionsJson } from '../mentions/mentions.js';
import { containsPattern } from '../../lib/sql-like.js';

/**
 * Newest activity first, spelled as the indexes are ordered (`desc nulls last`): a plain `desc`
 * means `desc nulls first` and would turn the page into a full sort.
 */
const newestFirst = [sql`${notes.activityAt} desc nulls last`, sql`${notes.id} desc nulls last`];

const creator = alias(users, 'creator');
const assignee = alias(users, 'assignee');
const commenter = alias(users, 'commenter');

/** The notes matching `where` from notes alone: with `limit`, the first ones newest activity first. */
function pageOf(db: Db, where: SQL | undefined, limit?: number) {
  const matching = db
    .select({
      id: notes.id,
      title: notes.title,
      source: notes.source,
      adAccountId: notes.adAccountId,
      clientName: notes.clientName,
      clientId: notes.clientId,
      campaignName: notes.campaignName,
      companyId: notes.companyId,
      creatorId: notes.creatorId,
      userId: notes.userId,
      createdAt: notes.createdAt,
      updatedAt: notes.updatedAt,
      activityAt: notes.activityAt,
      commentCount: notes.commentCount,
      lastCommentAt: notes.lastCommentAt,
      resolvedAt: notes.resolvedAt,
      resolvedBy: notes.resolvedBy,
      /** PostgreSQL's timestamp as text with microseconds, for the cursor (a Date keeps milliseconds only). */
      activityText: cursorTimeSql(notes.activityAt).as('activity_text'),
    })
    .from(notes)
    .where(where)
    .$dynamic();
  return db.$with('page').as(limit === undefined ? matching : matching.orderBy(...newestFirst).limit(literalLimit(limit)));
}

type Page = ReturnType<typeof pageOf>;

/**
 * The assignments of a note with their users, oldest first (ties by user id). The user is a
 * subquery by primary key rather than a join: a page of notes then never builds a hash of users.
 */
const assignmentsOf = (noteId: Page['id']) => sql<NoteAssignment[]>`coalesce((
  select json_agg(${jsonObject({
    userId: noteAssignments.userId,
    assignedBy: noteAssignments.assignedBy,
    user: sql`(select ${personJson(assignee)} from ${users} ${assignee} where ${assignee.id} = ${noteAssignments.userId})`,
  })} order by ${noteAssignments.createdAt}, ${noteAssignments.userId})
  from ${noteAssignments}
  where ${noteAssignments.noteId} = ${noteId}), '[]'::json)`;

/** The conversation of a note, oldest first (ties by id), each message with its mentions. */
const conversationOf = (page: Page) => sql<NoteComment[]>`coalesce((
  select json_agg(${jsonObject({
    id: noteComments.id,
    noteId: noteComments.noteId,
    content: noteComments.content,
    createdAt: isoTimeSql(noteComments.createdAt),
    editedAt: isoTimeSql(noteComments.editedAt),
    opening: noteComments.isOpening,
    mentions: mentionsJson('note', noteComments.id, noteComments.content),
    user: personJson(commenter),
  })} order by ${noteComments.createdAt}, ${noteComments.id})
  from ${noteComments} left join ${users} ${commenter} on ${commenter.id} = ${noteComments.userId}
  where ${noteComments.noteId} = ${page.id}), '[]'::json)`;

/**
 * The notes of `page` as the API shows them, each one json value (`jsonObject`: half the Node time
 * of mapping twenty columns), with the keyset text of its activity time (plus `more` fields of
 * each), newest activity first.
 */
function notesQuery<More extends Record<string, SQL>>(db: Db, page: Page, more: More) {
  return db
    .with(page)
    .select({
      note: jsonObject<Note>({
        id: page.id,
        title: page.title,
        source: page.source,
        adAccount: jsonObject({ id: adAccounts.id, accountId: adAccounts.accountId, platform: adAccounts.platform, name: adAccounts.name }),
        clientName: page.clientName,
        clientId: page.clientId,
        campaignName: page.campaignName,
        companyId: page.companyId,
        creator: personJson(creator),
        userId: page.userId,
        createdAt: isoTimeSql(page.createdAt),
        updatedAt: isoTimeSql(page.updatedAt),
        activityAt: isoTimeSql(page.activityAt),
        assignments: assignmentsOf(page.id),
        commentCount: page.commentCount,
        lastCommentAt: isoTimeSql(page.lastCommentAt),
        resolvedAt: isoTimeSql(page.resolvedAt),
        resolvedBy: page.resolvedBy,
      }),
      activityText: page.activityText,
      ...more,
    })
    .from(page)
    .innerJoin(adAccounts, eq(adAccounts.id, page.adAccountId))
    .leftJoin(creator, eq(creator.id, page.creatorId))
    .orderBy(sql`${page.activityAt} desc nulls last`, sql`${page.id} desc nulls last`);
}

const noteOfCompany = () => and(eq(notes.id, sql.placeholder('id')), eq(notes.companyId, sql.placeholder('companyId')));

const noteById = preparedQuery((db) => notesQuery(db, pageOf(db, noteOfCompany()), {}).prepare('notes_by_id'));

const noteWithConversation = preparedQuery((db) => {
  const page = pageOf(db, noteOfCompany());
  return notesQuery(db, page, { comments: conversationOf(page) }).prepare('notes_detail');
});

/** One note of the company, or NOT_FOUND (also for another company's note). */
export async function loadNote(db: Db, companyId: string, id: string): Promise<Note> {
  const [row] = await noteById(db).execute({ id, companyId });
  if (!row) throw new AppError('NOT_FOUND');
  return row.note;
}

export async function getNoteDetail(db: Db, companyId: string, id: string): Promise<NoteDetailResponse> {
  const [row] = await noteWithConversation(db).execute({ id, companyId });
  if (!row) throw new AppError('NOT_FOUND');
  return { note: row.note, comments: row.comments };
}

export interface NoteListInput {
  account?: string | undefined;
  filter: NoteFilter;
  client?: string | undefined;
  q?: string | undefined;
  assignee?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** Which of the list's filters a request uses: each combination is one prepared statement. */
interface ListShape {
  filter: NoteFilter;
  account: boolean;
  client: boolean;
  search: boolean;
  assignee: boolean;
  after: boolean;
}

/** The page's condition with a placeholder for every value (companyId, userId, account, client, pattern, afterAt, afterId). */
function listCondition(shape: ListShape): SQL {
  const value = (name: string) => sql.placeholder(name);
  const where: SQL[] = [eq(notes.companyId, value('companyId'))];
  if (shape.account) where.push(eq(notes.adAccountId, value('account')));
  if (shape.filter === 'mine') where.push(eq(notes.creatorId, value('userId')));
  if (shape.filter === 'assigned') {
    where.push(sql`exists (select 1 from ${noteAssignments} where ${noteAssignments.noteId} = ${notes.id} and ${noteAssignments.userId} = ${value('userId')})`);
  }
  if (shape.assignee) {
    where.push(
      sql`exists (select 1 from ${noteAssignments} where ${noteAssignments.noteId} = ${notes.id} and ${noteAssignments.userId} = ${value('assignee')})`,
    );
  }
  // A client's id (issue 19), or a client name as typed before clients were records.
  if (shape.client) where.push(sql`(${notes.clientId}::text = ${value('client')} or lower(${notes.clientName}) = lower(${value('client')}))`);
  if (shape.search) {
    const matchingAccounts = sql`select ${adAccounts.id} from ${adAccounts} where ${adAccounts.companyId} = ${value('companyId')}
      and (${adAccounts.name} ilike ${value('pattern')} or ${adAccounts.accountId} ilike ${value('pattern')})`;
    where.push(
      or(
        ilike(notes.title, value('pattern')),
        ilike(notes.clientName, value('pattern')),
        ilike(notes.campaignName, value('pattern')),
        sql`${notes.adAccountId} in (${matchingAccounts})`,
      )!,
    );
  }
  if (shape.after) where.push(sql`(${notes.activityAt}, ${notes.id}) < (${value('afterAt')}::timestamptz, ${value('afterId')}::uuid)`);
  return and(...where)!;
}

/** The prepared statement of a shape and page size (at most 3 × 2⁵ shapes, each made when first used). */
const listStatement = preparedFamily(
  ({ shape, size }: { shape: ListShape; size: number }) =>
    ['notes_list', shape.filter, ...(['account', 'client', 'search', 'assignee', 'after'] as const).filter((flag) => shape[flag]), `${size}`].join('_'),
  (db, { shape, size }, name) => notesQuery(db, pageOf(db, listCondition(shape), size + 1), {}).prepare(name),
);

export async function listNotes(db: Db, companyId: string, userId: string, input: NoteListInput): Promise<NoteListResponse> {
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;
  if (input.cursor && !cursor) throw new AppError('VALIDATION_FAILED', { fields: { cursor: 'VALIDATION_FAILED' } });
  const shape: ListShape = {
    filter: input.filter,
    account: Boolean(input.account),
    client: Boolean(input.client),
    search: Boolean(input.q),
    assignee: Boolean(input.assignee),
    after: cursor !== null,
  };
  const pageSize = input.limit ?? noteLimits.pageSize;
  const rows = await listStatement({ shape, size: preparedPageSize(pageSize) })(db).execute({
    companyId,
    userId,
    account: input.account,
    client: input.client,
    pattern: input.q ? containsPattern(input.q) : undefined,
    assignee: input.assignee,
    afterAt: cursor?.createdAt,
    afterId: cursor?.id,
  });
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  return {
    notes: page.map((row) => row.note),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ createdAt: last.activityText, id: last.note.id }) : null,
  };
}
