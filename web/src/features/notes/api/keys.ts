import type { NoteListFilter } from '../../../../../common/rules/note-live';

/** Everything cached about notes (lists and open notes): refetched together after a reconnect. */
export const notesKey = ['notes'] as const;
/** Every list; one per filter combination (its key's third part). */
export const noteListsKey = ['notes', 'list'] as const;
export const noteDetailsKey = ['notes', 'detail'] as const;

/** One list: its filter (third part, read back by the live updates) and the company it belongs to. */
export function noteListKey(filter: NoteListFilter, companyId: string | null) {
  return ['notes', 'list', filter, companyId] as const;
}

export function noteDetailKey(id: string) {
  return ['notes', 'detail', id] as const;
}
