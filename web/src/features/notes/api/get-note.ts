import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoteDetailResponse } from '../../../../../common/schemas/notes';
import { apiRequest } from '../../../lib/api-client';
import { noteDetailKey } from './keys';

/** GET /api/notes/:id: the note and its conversation, oldest reply first (NOT_FOUND when it is gone or not this company's). */
export function getNote(id: string, signal?: AbortSignal): Promise<NoteDetailResponse> {
  return apiRequest<NoteDetailResponse>(`/api/notes/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function noteDetailQueryOptions(id: string) {
  return queryOptions({ queryKey: noteDetailKey(id), queryFn: ({ signal }) => getNote(id, signal) });
}

export function useNoteDetail(id: string | null) {
  return useQuery({ ...noteDetailQueryOptions(id ?? ''), enabled: id !== null });
}
