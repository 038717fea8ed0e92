import { describe, expect, it } from 'vitest';
import type { Note, NoteAssignment, NoteComment, NoteDetailResponse, NoteLiveEvent } from '../schemas/notes.js';
import {
  applyNoteEventToDetail,
  applyNoteEventToList,
  asNoteLiveEvent,
  isNoteVisible,
  matchesNoteFilter,
  type NoteListFilter,
  type NoteListState,
  type NoteViewer,
  noteActivityAt,
} from './note-live.js';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const me = uuid(900);
const colleague = uuid(901);
const ownAccount = uuid(800);
const otherAccount = uuid(801);
const foreignAccount = uuid(802);
const viewer: NoteViewer = { userId: me, companyAccountIds: new Set([ownAccount, otherAccount]) };
const all: NoteListFilter = { filter: 'all' };

const person = (id: string) => ({ id, name: `Persoon ${id.slice(-3)}`, email: `${id.slice(-3)}@demo.nl`, avatarUrl: null, avatarColor: null });
const assignment = (userId: string): NoteAssignment => ({ userId, assignedBy: me, user: person(userId) });

let seq = 0;
function note(overrides: Partial<Note> = {}): Note {
  seq++;
  const at = new Date(Date.UTC(2025, 0, 1, 12, seq)).toISOString();
  return {
    id: uuid(seq),
    title: `Notitie ${seq}`,
    source: 'website',
    adAccount: { id: ownAccount, accountId: '1234567890', platform: 'facebook', name: 'Bakker Ads' },
    clientName: 'Bakker',
    clientId: null,
    campaignName: null,
    companyId: uuid(700),
    creator: person(colleague),
    userId: colleague,
    createdAt: at,
    updatedAt: at,
    activityAt: at,
    assignments: [assignment(colleague)],
    commentCount: 0,
    lastCommentAt: null,
    resolvedAt: null,
    resolvedBy: null,
    ...overrides,
  };
}

function comment(noteId: string, minute: number, overrides: Partial<NoteComment> = {}): NoteComment {
  seq++;
  return {
    id: uuid(500 + seq),
    noteId,
    content: 'Hoi',
    createdAt: new Date(Date.UTC(2025, 0, 2, 9, minute)).toISOString(),
    editedAt: null,
    opening: false,
    mentions: [],
    user: person(me),
    ...overrides,
  };
}

const ids = (step: ReturnType<typeof applyNoteEventToList>) => (step.kind === 'changed' ? step.notes.map((n) => n.id) : step.kind);
const list = (notes: Note[], complete = true): NoteListState => ({ notes, complete });

describe('note visibility and filters', () => {
  it('shows a note the viewer created or one about an account of the company', () => {
    expect(isNoteVisible(note(), viewer)).toBe(true);
    expect(isNoteVisible(note({ adAccount: { id: foreignAccount, accountId: '1', platform: 'google', name: 'X' } }), viewer)).toBe(false);
    const ownForeign = note({ adAccount: { id: foreignAccount, accountId: '1', platform: 'google', name: 'X' }, creator: person(me), userId: me });
    expect(isNoteVisible(ownForeign, viewer)).toBe(true);
  });

  it('matches account, mine, assigned and client (case and spaces do not matter)', () => {
    const n = note({ clientName: 'Bakker & Zn' });
    expect(matchesNoteFilter(n, all, me)).toBe(true);
    expect(matchesNoteFilter(n, { filter: 'all', account: ownAccount }, me)).toBe(true);
    expect(matchesNoteFilter(n, { filter: 'all', account: otherAccount }, me)).toBe(false);
    expect(matchesNoteFilter(n, { filter: 'mine' }, me)).toBe(false);
    expect(matchesNoteFilter(note({ creator: person(me), userId: me }), { filter: 'mine' }, me)).toBe(true);
    expect(matchesNoteFilter(n, { filter: 'assigned' }, me)).toBe(false);
    expect(matchesNoteFilter(note({ assignments: [assignment(me)] }), { filter: 'assigned' }, me)).toBe(true);
    expect(matchesNoteFilter(n, { filter: 'all', client: ' bakker & zn ' }, me)).toBe(true);
    expect(matchesNoteFilter(n, { filter: 'all', client: 'Acme' }, me)).toBe(false);
    expect(matchesNoteFilter(note({ clientName: null }), { filter: 'all', client: 'Acme' }, me)).toBe(false);
  });

  it('matches the sidebar marketeer: only notes assigned to that colleague', () => {
    // The default note is assigned to the colleague.
    expect(matchesNoteFilter(note(), { filter: 'all', assignee: colleague }, me)).toBe(true);
    expect(matchesNoteFilter(note(), { filter: 'all', assignee: me }, me)).toBe(false);
    expect(matchesNoteFilter(note({ assignments: [] }), { filter: 'all', assignee: colleague }, me)).toBe(false);
    expect(matchesNoteFilter(note(), { filter: 'assigned', assignee: colleague }, me)).toBe(false);
  });

  it('orders by the server’s activity time, which a reply moves forward', () => {
    const n = note({ updatedAt: '2025-01-01T10:00:00.000Z', activityAt: '2025-01-01T11:00:00.000Z' });
    expect(noteActivityAt(n)).toBe(Date.parse('2025-01-01T11:00:00.000Z'));
  });
});

describe('applyNoteEventToList', () => {
  it('adds a new note on top when it belongs, once', () => {
    const a = note();
    const b = note();
    const state = list([b, a]);
    const fresh = note();
    const step = applyNoteEventToList(state, { name: 'note.created', note: fresh }, viewer, all);
    expect(ids(step)).toEqual([fresh.id, b.id, a.id]);
    if (step.kind !== 'changed') throw new Error('expected a change');
    expect(applyNoteEventToList(list(step.notes), { name: 'note.created', note: fresh }, viewer, all)).toEqual({ kind: 'unchanged' });
  });

  it('does not add a note about another company’s account that someone else created', () => {
    const foreign = note({ adAccount: { id: foreignAccount, accountId: '9', platform: 'google', name: 'Elders' } });
    expect(applyNoteEventToList(list([note()]), { name: 'note.created', note: foreign }, viewer, all)).toEqual({ kind: 'unchanged' });
    const mine = { ...foreign, creator: person(me), userId: me };
    expect(ids(applyNoteEventToList(list([]), { name: 'note.created', note: mine }, viewer, all))).toEqual([mine.id]);
  });

  it('does not add a note that the active filter leaves out', () => {
    const state = list([note()]);
    const other = note({ adAccount: { id: otherAccount, accountId: '2', platform: 'google', name: 'Ander' } });
    expect(applyNoteEventToList(state, { name: 'note.created', note: other }, viewer, { filter: 'all', account: ownAccount })).toEqual({ kind: 'unchanged' });
    expect(applyNoteEventToList(state, { name: 'note.created', note: note() }, viewer, { filter: 'mine' })).toEqual({ kind: 'unchanged' });
  });

  it('replaces an updated note and moves it to its place by activity', () => {
    const a = note();
    const b = note();
    const updated = {
      ...a,
      title: 'Nieuwe titel',
      updatedAt: new Date(Date.UTC(2025, 0, 3)).toISOString(),
      activityAt: new Date(Date.UTC(2025, 0, 3)).toISOString(),
    };
    const step = applyNoteEventToList(list([b, a]), { name: 'note.updated', note: updated }, viewer, all);
    expect(ids(step)).toEqual([a.id, b.id]);
    if (step.kind === 'changed') expect(step.notes[0]!.title).toBe('Nieuwe titel');
  });

  it('removes an updated note that no longer matches the filter', () => {
    const a = note({ clientName: 'Bakker' });
    const b = note({ clientName: 'Bakker' });
    const filter: NoteListFilter = { filter: 'all', client: 'Bakker' };
    const step = applyNoteEventToList(list([b, a]), { name: 'note.updated', note: { ...a, clientName: 'Acme' } }, viewer, filter);
    expect(ids(step)).toEqual([b.id]);
  });

  it('adds an updated note that now matches, and ignores one that still does not', () => {
    const a = note({ clientName: 'Acme' });
    const filter: NoteListFilter = { filter: 'all', client: 'Bakker' };
    expect(ids(applyNoteEventToList(list([]), { name: 'note.updated', note: { ...a, clientName: 'Bakker' } }, viewer, filter))).toEqual([a.id]);
    expect(applyNoteEventToList(list([]), { name: 'note.updated', note: a }, viewer, filter)).toEqual({ kind: 'unchanged' });
  });

  it('leaves a note that sorts after the last loaded one to a later page', () => {
    const newer = note();
    const older = { ...note(), updatedAt: '2024-01-01T00:00:00.000Z', activityAt: '2024-01-01T00:00:00.000Z', createdAt: '2024-01-01T00:00:00.000Z' };
    expect(applyNoteEventToList(list([newer], false), { name: 'note.created', note: older }, viewer, all)).toEqual({ kind: 'unchanged' });
    expect(ids(applyNoteEventToList(list([newer], true), { name: 'note.created', note: older }, viewer, all))).toEqual([newer.id, older.id]);
  });

  it('asks for a reload while a search is active (the server judges what matches)', () => {
    const a = note();
    expect(applyNoteEventToList(list([a]), { name: 'note.updated', note: a }, viewer, { filter: 'all', q: 'budget' })).toEqual({ kind: 'reload' });
    expect(ids(applyNoteEventToList(list([a]), { name: 'note.deleted', id: a.id }, viewer, { filter: 'all', q: 'budget' }))).toEqual([]);
  });

  it('removes a deleted note, idempotently', () => {
    const a = note();
    const b = note();
    expect(ids(applyNoteEventToList(list([b, a]), { name: 'note.deleted', id: a.id }, viewer, all))).toEqual([b.id]);
    expect(applyNoteEventToList(list([b]), { name: 'note.deleted', id: a.id }, viewer, all)).toEqual({ kind: 'unchanged' });
  });

  it('refreshes assignments, and drops the note from "Aan mij toegewezen" when the viewer is unassigned', () => {
    const a = note({ assignments: [assignment(me)] });
    const event: NoteLiveEvent = { name: 'note.assignments', noteId: a.id, assignments: [assignment(colleague)] };
    const step = applyNoteEventToList(list([a]), event, viewer, all);
    expect(step.kind === 'changed' && step.notes[0]!.assignments.map((x) => x.userId)).toEqual([colleague]);
    expect(ids(applyNoteEventToList(list([a]), event, viewer, { filter: 'assigned' }))).toEqual([]);
  });

  it('fetches a note the viewer was just assigned to when the list is "Aan mij toegewezen"', () => {
    const event: NoteLiveEvent = { name: 'note.assignments', noteId: uuid(42), assignments: [assignment(me)] };
    expect(applyNoteEventToList(list([]), event, viewer, { filter: 'assigned' })).toEqual({ kind: 'fetchNote', id: uuid(42) });
    expect(applyNoteEventToList(list([]), event, viewer, all)).toEqual({ kind: 'unchanged' });
  });

  it('counts a reply once and moves the note to the top', () => {
    const a = note();
    const b = note();
    const reply = comment(a.id, 5);
    const step = applyNoteEventToList(list([b, a]), { name: 'note.comment', noteId: a.id, comment: reply }, viewer, all);
    expect(ids(step)).toEqual([a.id, b.id]);
    if (step.kind !== 'changed') throw new Error('expected a change');
    expect(step.notes[0]).toMatchObject({ commentCount: 1, lastCommentAt: reply.createdAt, activityAt: reply.createdAt });
    expect(applyNoteEventToList(list(step.notes), { name: 'note.comment', noteId: a.id, comment: reply }, viewer, all)).toEqual({ kind: 'unchanged' });
  });

  it('fetches a replied-to note that is not loaded only when more pages exist', () => {
    const reply = comment(uuid(77), 1);
    expect(applyNoteEventToList(list([], true), { name: 'note.comment', noteId: uuid(77), comment: reply }, viewer, all)).toEqual({ kind: 'unchanged' });
    expect(applyNoteEventToList(list([], false), { name: 'note.comment', noteId: uuid(77), comment: reply }, viewer, all)).toEqual({
      kind: 'fetchNote',
      id: uuid(77),
    });
  });

  it('counts a deleted reply down, never below 0', () => {
    const a = note({ commentCount: 2 });
    const step = applyNoteEventToList(list([a]), { name: 'note.comment.deleted', noteId: a.id, commentId: uuid(1) }, viewer, all);
    expect(step.kind === 'changed' && step.notes[0]!.commentCount).toBe(1);
    const none = note({ commentCount: 0 });
    expect(applyNoteEventToList(list([none]), { name: 'note.comment.deleted', noteId: none.id, commentId: uuid(1) }, viewer, all)).toEqual({
      kind: 'unchanged',
    });
  });

  it('fetches a note that changed too much for the event', () => {
    expect(applyNoteEventToList(list([]), { name: 'note.changed', id: uuid(3) }, viewer, all)).toEqual({ kind: 'fetchNote', id: uuid(3) });
  });
});

describe('applyNoteEventToDetail', () => {
  const base = note({ commentCount: 1 });
  const first = comment(base.id, 1);
  const detail: NoteDetailResponse = { note: { ...base, lastCommentAt: first.createdAt }, comments: [first] };

  it('appends a reply once, newest last, and keeps the count', () => {
    const reply = comment(base.id, 7);
    const step = applyNoteEventToDetail(detail, { name: 'note.comment', noteId: base.id, comment: reply });
    if (step.kind !== 'changed') throw new Error('expected a change');
    expect(step.detail.comments.map((c) => c.id)).toEqual([first.id, reply.id]);
    expect(step.detail.note).toMatchObject({ commentCount: 2, lastCommentAt: reply.createdAt });
    expect(applyNoteEventToDetail(step.detail, { name: 'note.comment', noteId: base.id, comment: reply })).toEqual({ kind: 'unchanged' });
  });

  it('removes a deleted reply once', () => {
    const step = applyNoteEventToDetail(detail, { name: 'note.comment.deleted', noteId: base.id, commentId: first.id });
    if (step.kind !== 'changed') throw new Error('expected a change');
    expect(step.detail.comments).toEqual([]);
    expect(step.detail.note.commentCount).toBe(0);
    expect(applyNoteEventToDetail(step.detail, { name: 'note.comment.deleted', noteId: base.id, commentId: first.id })).toEqual({ kind: 'unchanged' });
  });

  it('follows updates, assignments, deletion and asks to reload on note.changed', () => {
    const updated = { ...detail.note, title: 'Anders' };
    const step = applyNoteEventToDetail(detail, { name: 'note.updated', note: updated });
    expect(step.kind === 'changed' && step.detail.note.title).toBe('Anders');
    const assigned = applyNoteEventToDetail(detail, { name: 'note.assignments', noteId: base.id, assignments: [assignment(me)] });
    expect(assigned.kind === 'changed' && assigned.detail.note.assignments.map((a) => a.userId)).toEqual([me]);
    expect(applyNoteEventToDetail(detail, { name: 'note.deleted', id: base.id })).toEqual({ kind: 'deleted' });
    expect(applyNoteEventToDetail(detail, { name: 'note.changed', id: base.id })).toEqual({ kind: 'reload' });
  });

  it('ignores events about other notes', () => {
    expect(applyNoteEventToDetail(detail, { name: 'note.deleted', id: uuid(999) })).toEqual({ kind: 'unchanged' });
  });

  it('does not count the opening message as a reply (issue 18, defect 6)', () => {
    const opening = comment(base.id, 0, { opening: true });
    const withOpening: NoteDetailResponse = { note: { ...base, commentCount: 0, lastCommentAt: opening.createdAt }, comments: [opening] };
    const reply = comment(base.id, 5);
    const step = applyNoteEventToDetail(withOpening, { name: 'note.comment', noteId: base.id, comment: reply });
    expect(step.kind === 'changed' && step.detail.note.commentCount).toBe(1);
    // The list leaves its count alone when the opening message goes.
    const listed = note({ commentCount: 1 });
    expect(applyNoteEventToList(list([listed]), { name: 'note.comment.deleted', noteId: listed.id, commentId: uuid(4), opening: true }, viewer, all)).toEqual({
      kind: 'unchanged',
    });
  });

  it('replaces an edited reply in place, keeping its opening flag, once', () => {
    const edited = { ...first, content: 'Bijgewerkt', editedAt: '2025-01-03T10:00:00.000Z', opening: false };
    const mine = { ...detail, comments: [{ ...first, opening: true }] };
    const step = applyNoteEventToDetail(mine, { name: 'note.comment.updated', noteId: base.id, comment: edited });
    if (step.kind !== 'changed') throw new Error('expected a change');
    expect(step.detail.comments[0]).toMatchObject({ content: 'Bijgewerkt', editedAt: edited.editedAt, opening: true });
    expect(applyNoteEventToDetail(step.detail, { name: 'note.comment.updated', noteId: base.id, comment: edited })).toEqual({ kind: 'unchanged' });
    expect(applyNoteEventToList(list([base]), { name: 'note.comment.updated', noteId: base.id, comment: edited }, viewer, all)).toEqual({ kind: 'unchanged' });
    expect(asNoteLiveEvent({ name: 'note.comment.updated', noteId: base.id, comment: edited })).not.toBeNull();
  });
});

describe('asNoteLiveEvent', () => {
  it('accepts the note events with the fields the rules read', () => {
    const n = note();
    expect(asNoteLiveEvent({ name: 'note.created', note: n })).not.toBeNull();
    expect(asNoteLiveEvent({ name: 'note.deleted', id: n.id })).not.toBeNull();
    expect(asNoteLiveEvent({ name: 'note.assignments', noteId: n.id, assignments: [] })).not.toBeNull();
    expect(asNoteLiveEvent({ name: 'note.comment', noteId: n.id, comment: comment(n.id, 1) })).not.toBeNull();
    expect(asNoteLiveEvent({ name: 'note.comment.deleted', noteId: n.id, commentId: uuid(1) })).not.toBeNull();
    expect(asNoteLiveEvent({ name: 'note.changed', id: n.id })).not.toBeNull();
  });

  it('ignores anything else', () => {
    expect(asNoteLiveEvent({ name: 'accounts.changed' })).toBeNull();
    expect(asNoteLiveEvent({ name: 'note.created', note: { id: 'x' } })).toBeNull();
    expect(asNoteLiveEvent({ name: 'note.comment', noteId: 'x', comment: null })).toBeNull();
    expect(asNoteLiveEvent({ name: 'note.deleted' })).toBeNull();
  });
});
