/**
 * Notes follow the company channel live (spec section 4, Notes): an insert adds the note if the
 * viewer created it or its ad account is one of the current company's accounts; an update
 * replaces it, or removes it when it no longer belongs in the list (a filter no longer matches);
 * a delete removes it; assignment changes refresh its assignments; `note.changed` asks for the
 * note again. Lists are newest activity first (the server's activity_at: creation, edit or reply),
 * as GET /api/notes answers them.
 *
 * Every step is idempotent: the same event twice, or an event after this tab's own change, changes
 * nothing more (a reply counts once: one not newer than the note's last reply is already counted).
 */
import type { NoteFilter } from '../ad-account-constants.js';
import type { Note, NoteAssignment, NoteComment, NoteDetailResponse, NoteLiveEvent } from '../schemas/notes.js';

/** What a list shows: the query of GET /api/notes. */
export interface NoteListFilter {
  /** Only the notes of this ad account (its uuid). */
  account?: string | undefined;
  filter: NoteFilter;
  client?: string | undefined;
  q?: string | undefined;
  /** Only the notes assigned to this colleague (the sidebar's marketeer selector). */
  assignee?: string | undefined;
}

export interface NoteViewer {
  userId: string;
  /** The uuids of the current company's ad accounts. */
  companyAccountIds: ReadonlySet<string>;
}

export type NoteListStep =
  | { kind: 'unchanged' }
  | { kind: 'changed'; notes: Note[] }
  /** The list cannot follow on its own (a search decides on the server): load it again. */
  | { kind: 'reload' }
  /** Load this note (GET /api/notes/:id) and apply it as `note.updated`. */
  | { kind: 'fetchNote'; id: string };

export interface NoteListState {
  notes: readonly Note[];
  /** Every note of the list is loaded (no further page): a note that sorts last still belongs in it. */
  complete: boolean;
}

/** When the note last saw activity (the server's order: creation, edit or reply). */
export function noteActivityAt(note: Pick<Note, 'activityAt'>): number {
  return Date.parse(note.activityAt);
}

/** The spec's insert rule: the viewer created it, or it is about one of the company's accounts. */
export function isNoteVisible(note: Note, viewer: NoteViewer): boolean {
  return note.creator?.id === viewer.userId || note.userId === viewer.userId || viewer.companyAccountIds.has(note.adAccount.id);
}

function sameText(a: string | null, b: string): boolean {
  return a !== null && a.trim().toLocaleLowerCase('nl') === b.trim().toLocaleLowerCase('nl');
}

/** Account, Alle / Mijn notities / Aan mij toegewezen and client; the search (q) is the server's to judge. */
export function matchesNoteFilter(note: Note, filter: NoteListFilter, viewerId: string): boolean {
  if (filter.account && note.adAccount.id !== filter.account) return false;
  if (filter.filter === 'mine' && note.creator?.id !== viewerId && note.userId !== viewerId) return false;
  if (filter.filter === 'assigned' && !note.assignments.some((a) => a.userId === viewerId)) return false;
  // A client's id (issue 19), or a client name as typed before clients were records.
  if (filter.client && note.clientId !== filter.client && !sameText(note.clientName, filter.client)) return false;
  if (filter.assignee && !note.assignments.some((a) => a.userId === filter.assignee)) return false;
  return true;
}

function belongs(note: Note, viewer: NoteViewer, filter: NoteListFilter): boolean {
  return isNoteVisible(note, viewer) && matchesNoteFilter(note, filter, viewer.userId);
}

/**
 * The list without the note and with it at its place by activity. In a list with more pages to
 * come, a note that sorts after the last loaded one is left to the page it belongs to.
 */
function place(state: NoteListState, note: Note): Note[] {
  const rest = state.notes.filter((n) => n.id !== note.id);
  const at = noteActivityAt(note);
  const index = rest.findIndex((n) => noteActivityAt(n) < at);
  if (index === -1) return state.complete ? [...rest, note] : rest;
  return [...rest.slice(0, index), note, ...rest.slice(index)];
}

function changed(before: readonly Note[], after: Note[]): NoteListStep {
  const same = before.length === after.length && before.every((n, i) => n === after[i]);
  return same ? { kind: 'unchanged' } : { kind: 'changed', notes: after };
}

function upsert(state: NoteListState, note: Note, viewer: NoteViewer, filter: NoteListFilter): NoteListStep {
  if (filter.q) return { kind: 'reload' };
  const present = state.notes.some((n) => n.id === note.id);
  if (!belongs(note, viewer, filter)) {
    return present
      ? changed(
          state.notes,
          state.notes.filter((n) => n.id !== note.id),
        )
      : { kind: 'unchanged' };
  }
  return changed(state.notes, place(state, note));
}

function withAssignments(state: NoteListState, noteId: string, assignments: NoteAssignment[], viewer: NoteViewer, filter: NoteListFilter): NoteListStep {
  const current = state.notes.find((n) => n.id === noteId);
  if (!current) {
    // Newly assigned to the viewer: the note may now belong in "Aan mij toegewezen".
    const mayBelong =
      (filter.filter === 'assigned' && assignments.some((a) => a.userId === viewer.userId)) ||
      (filter.assignee !== undefined && assignments.some((a) => a.userId === filter.assignee));
    return mayBelong ? { kind: 'fetchNote', id: noteId } : { kind: 'unchanged' };
  }
  const next = { ...current, assignments };
  if (!matchesNoteFilter(next, filter, viewer.userId))
    return changed(
      state.notes,
      state.notes.filter((n) => n.id !== noteId),
    );
  return { kind: 'changed', notes: state.notes.map((n) => (n.id === noteId ? next : n)) };
}

function withComment(state: NoteListState, noteId: string, comment: NoteComment): NoteListStep {
  const current = state.notes.find((n) => n.id === noteId);
  if (!current) return state.complete ? { kind: 'unchanged' } : { kind: 'fetchNote', id: noteId };
  if (current.lastCommentAt && Date.parse(comment.createdAt) <= Date.parse(current.lastCommentAt)) return { kind: 'unchanged' };
  const activityAt = Date.parse(comment.createdAt) > Date.parse(current.activityAt) ? comment.createdAt : current.activityAt;
  const next = { ...current, commentCount: current.commentCount + 1, lastCommentAt: comment.createdAt, activityAt };
  return changed(state.notes, place(state, next));
}

function withoutComment(state: NoteListState, noteId: string, opening: boolean): NoteListStep {
  const current = state.notes.find((n) => n.id === noteId);
  // The note's opening message is not a reply: it was never counted.
  if (!current || current.commentCount === 0 || opening) return { kind: 'unchanged' };
  const next = { ...current, commentCount: current.commentCount - 1 };
  return { kind: 'changed', notes: state.notes.map((n) => (n.id === noteId ? next : n)) };
}

/** One live event applied to one list (of one filter). */
export function applyNoteEventToList(state: NoteListState, event: NoteLiveEvent, viewer: NoteViewer, filter: NoteListFilter): NoteListStep {
  switch (event.name) {
    case 'note.created':
    case 'note.updated':
      return upsert(state, event.note, viewer, filter);
    case 'note.deleted':
      return changed(
        state.notes,
        state.notes.filter((n) => n.id !== event.id),
      );
    case 'note.assignments':
      return withAssignments(state, event.noteId, event.assignments, viewer, filter);
    case 'note.comment':
      return withComment(state, event.noteId, event.comment);
    case 'note.comment.updated':
      // An edit changes neither the count nor the order.
      return { kind: 'unchanged' };
    case 'note.comment.deleted':
      return withoutComment(state, event.noteId, event.opening === true);
    case 'note.changed':
      return { kind: 'fetchNote', id: event.id };
  }
}

/** The replies of a conversation: its messages without the note's opening message. */
export const replyCount = (comments: readonly Pick<NoteComment, 'opening'>[]): number => comments.filter((c) => !c.opening).length;

export type NoteDetailStep = { kind: 'unchanged' } | { kind: 'changed'; detail: NoteDetailResponse } | { kind: 'deleted' } | { kind: 'reload' };

/** The note's id an event is about. */
export function noteIdOf(event: NoteLiveEvent): string {
  switch (event.name) {
    case 'note.created':
    case 'note.updated':
      return event.note.id;
    case 'note.deleted':
    case 'note.changed':
      return event.id;
    default:
      return event.noteId;
  }
}

/** One live event applied to an open note and its conversation (replies oldest first, newest last). */
export function applyNoteEventToDetail(detail: NoteDetailResponse, event: NoteLiveEvent): NoteDetailStep {
  if (noteIdOf(event) !== detail.note.id) return { kind: 'unchanged' };
  switch (event.name) {
    case 'note.created':
    case 'note.updated':
      return event.note === detail.note ? { kind: 'unchanged' } : { kind: 'changed', detail: { ...detail, note: event.note } };
    case 'note.deleted':
      return { kind: 'deleted' };
    case 'note.assignments':
      return { kind: 'changed', detail: { ...detail, note: { ...detail.note, assignments: event.assignments } } };
    case 'note.comment': {
      if (detail.comments.some((c) => c.id === event.comment.id)) return { kind: 'unchanged' };
      const comments = [...detail.comments, event.comment].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
      const last = comments[comments.length - 1]!.createdAt;
      return { kind: 'changed', detail: { note: { ...detail.note, commentCount: replyCount(comments), lastCommentAt: last }, comments } };
    }
    case 'note.comment.updated': {
      const current = detail.comments.find((c) => c.id === event.comment.id);
      if (!current) return { kind: 'reload' };
      if (current.content === event.comment.content && current.editedAt === event.comment.editedAt) return { kind: 'unchanged' };
      // The opening flag is the server's reading of the stored row: kept as it was.
      const comments = detail.comments.map((c) => (c.id === event.comment.id ? { ...event.comment, opening: c.opening } : c));
      return { kind: 'changed', detail: { ...detail, comments } };
    }
    case 'note.comment.deleted': {
      if (!detail.comments.some((c) => c.id === event.commentId)) return { kind: 'unchanged' };
      const comments = detail.comments.filter((c) => c.id !== event.commentId);
      return { kind: 'changed', detail: { note: { ...detail.note, commentCount: replyCount(comments) }, comments } };
    }
    case 'note.changed':
      return { kind: 'reload' };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const hasId = (value: unknown): boolean => isRecord(value) && typeof value.id === 'string';

/**
 * A live event of the company channel checked for the fields the rules above read (the server
 * builds them from common/schemas/notes.ts; zod stays out of the browser's chunks). Anything else,
 * such as `accounts.changed`, is null.
 */
export function asNoteLiveEvent(event: { name: string } & Record<string, unknown>): NoteLiveEvent | null {
  switch (event.name) {
    case 'note.created':
    case 'note.updated': {
      const note = event.note;
      const ok =
        isRecord(note) && typeof note.id === 'string' && hasId(note.adAccount) && Array.isArray(note.assignments) && typeof note.updatedAt === 'string';
      return ok ? (event as NoteLiveEvent) : null;
    }
    case 'note.deleted':
    case 'note.changed':
      return typeof event.id === 'string' ? (event as NoteLiveEvent) : null;
    case 'note.assignments':
      return typeof event.noteId === 'string' && Array.isArray(event.assignments) ? (event as NoteLiveEvent) : null;
    case 'note.comment':
    case 'note.comment.updated': {
      const comment = event.comment;
      return typeof event.noteId === 'string' && hasId(comment) && typeof (comment as Record<string, unknown>).createdAt === 'string'
        ? (event as NoteLiveEvent)
        : null;
    }
    case 'note.comment.deleted':
      return typeof event.noteId === 'string' && typeof event.commentId === 'string' ? (event as NoteLiveEvent) : null;
    default:
      return null;
  }
}
