import { describe, expect, it } from 'vitest';
import type { Note } from '../../../../common/schemas/notes';
import type { NotePages } from './api/get-notes';
import { applyEventToPages, notesOf, withNotes } from './note-pages';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const account = uuid(800);
const viewer = { userId: uuid(900), companyAccountIds: new Set([account]) };

function note(n: number): Note {
  const at = new Date(Date.UTC(2025, 0, 1, 12, n)).toISOString();
  return {
    id: uuid(n),
    title: `Notitie ${n}`,
    source: 'website',
    adAccount: { id: account, accountId: '1', platform: 'facebook', name: 'A' },
    clientName: null,
    clientId: null,
    campaignName: null,
    companyId: uuid(700),
    creator: null,
    userId: null,
    createdAt: at,
    updatedAt: at,
    activityAt: at,
    assignments: [],
    commentCount: 0,
    lastCommentAt: null,
    resolvedAt: null,
    resolvedBy: null,
  };
}

function pages(lists: Note[][], more = false): NotePages {
  return {
    pages: lists.map((notes, i) => ({ notes, nextCursor: i < lists.length - 1 || more ? `c${i}` : null })),
    pageParams: lists.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
  };
}

describe('note pages', () => {
  it('keeps the page sizes, the last page taking the difference', () => {
    const data = pages([[note(5), note(4)], [note(3)]]);
    const next = withNotes(data, [note(6), ...notesOf(data)]);
    expect(next.pages.map((p) => p.notes.map((n) => n.title))).toEqual([
      ['Notitie 6', 'Notitie 5'],
      ['Notitie 4', 'Notitie 3'],
    ]);
    expect(next.pages.map((p) => p.nextCursor)).toEqual(['c0', null]);
    expect(withNotes(data, [note(5)]).pages.map((p) => p.notes.length)).toEqual([1, 0]);
  });

  it('applies an event to the whole list and puts it back in pages', () => {
    const data = pages([[note(5), note(4)], [note(3)]]);
    const step = applyEventToPages(data, { name: 'note.created', note: note(9) }, viewer, { filter: 'all' });
    expect(step.kind === 'changed' && notesOf(step.data).map((n) => n.id)).toEqual([uuid(9), uuid(5), uuid(4), uuid(3)]);
    expect(applyEventToPages(data, { name: 'note.deleted', id: uuid(42) }, viewer, { filter: 'all' })).toEqual({ kind: 'same' });
  });

  it('knows a list with a further page is incomplete', () => {
    const data = pages([[note(5)]], true);
    const older = { ...note(1), updatedAt: '2024-01-01T00:00:00.000Z', activityAt: '2024-01-01T00:00:00.000Z' };
    expect(applyEventToPages(data, { name: 'note.created', note: older }, viewer, { filter: 'all' })).toEqual({ kind: 'same' });
  });
});
