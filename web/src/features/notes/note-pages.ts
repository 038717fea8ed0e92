/**
 * A cached note list is pages of the keyset list (newest activity first). A live change is worked
 * out on the list as a whole (common/rules/note-live.ts) and put back into pages of the sizes they
 * had, the last page taking what is more or less: each page's cursor still continues after the
 * same note, so loading more neither skips nor repeats one.
 */
import type { Note, NoteLiveEvent } from '../../../../common/schemas/notes';
import { applyNoteEventToList, type NoteListFilter, type NoteViewer } from '../../../../common/rules/note-live';
import type { NotePages } from './api/get-notes';

export function notesOf(data: NotePages): Note[] {
  return data.pages.flatMap((page) => page.notes);
}

export function withNotes(data: NotePages, notes: Note[]): NotePages {
  if (data.pages.length === 0) return data;
  let offset = 0;
  const pages = data.pages.map((page, index) => {
    const last = index === data.pages.length - 1;
    const slice = last ? notes.slice(offset) : notes.slice(offset, offset + page.notes.length);
    offset += slice.length;
    return { ...page, notes: slice };
  });
  return { ...data, pages };
}

export type PagesStep = { kind: 'same' } | { kind: 'changed'; data: NotePages } | { kind: 'reload' } | { kind: 'fetchNote'; id: string };

/** One live event applied to one cached list. */
export function applyEventToPages(data: NotePages, event: NoteLiveEvent, viewer: NoteViewer, filter: NoteListFilter): PagesStep {
  const complete = data.pages.length === 0 || data.pages[data.pages.length - 1]!.nextCursor === null;
  const step = applyNoteEventToList({ notes: notesOf(data), complete }, event, viewer, filter);
  switch (step.kind) {
    case 'unchanged':
      return { kind: 'same' };
    case 'changed':
      return { kind: 'changed', data: withNotes(data, step.notes) };
    default:
      return step;
  }
}
