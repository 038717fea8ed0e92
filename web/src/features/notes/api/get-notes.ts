import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import type { NoteListFilter } from '../../../../../common/rules/note-live';
import type { NoteListResponse } from '../../../../../common/schemas/notes';
import { apiRequest } from '../../../lib/api-client';
import { noteListKey } from './keys';

export type NotePages = InfiniteData<NoteListResponse, string | null>;

/** The query string of a list request: the filters that are set and the keyset cursor. */
export function noteListSearch(filter: NoteListFilter, cursor: string | null): string {
  const search = new URLSearchParams();
  if (filter.account) search.set('account', filter.account);
  search.set('filter', filter.filter);
  if (filter.client) search.set('client', filter.client);
  if (filter.q) search.set('q', filter.q);
  if (filter.assignee) search.set('assignee', filter.assignee);
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

/** GET /api/notes: one page of 50, newest activity first; `nextCursor` continues after its last note. */
export function getNotes(filter: NoteListFilter, cursor: string | null, signal?: AbortSignal): Promise<NoteListResponse> {
  return apiRequest<NoteListResponse>(`/api/notes?${noteListSearch(filter, cursor)}`, signal ? { signal } : {});
}

export function useNoteList(filter: NoteListFilter, companyId: string | null) {
  return useInfiniteQuery({
    queryKey: noteListKey(filter, companyId),
    queryFn: ({ pageParam, signal }) => getNotes(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: companyId !== null,
  });
}
