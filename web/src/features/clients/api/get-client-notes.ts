import { useQuery } from '@tanstack/react-query';
import type { NoteListResponse } from '../../../../../common/schemas/notes';
import { apiRequest } from '../../../lib/api-client';
import { clientNotesKey } from './keys';
import { isClientDeleted } from './deleted-clients';

/** How many of the client's notes its page shows (the rest behind a link). */
export const clientNotesShown = 10;

/** GET /api/notes?client=<id>: the newest notes of the client. */
export function getClientNotes(clientId: string, signal?: AbortSignal): Promise<NoteListResponse> {
  const search = new URLSearchParams({ client: clientId, filter: 'all', limit: String(clientNotesShown) });
  return apiRequest<NoteListResponse>(`/api/notes?${search.toString()}`, signal ? { signal } : {});
}

export function useClientNotes(companyId: string | null, clientId: string) {
  return useQuery({
    queryKey: clientNotesKey(companyId, clientId),
    queryFn: ({ signal }) => getClientNotes(clientId, signal),
    // A client deleted in this tab is never fetched again (its page may still be on screen for a moment).
    enabled: companyId !== null && !isClientDeleted(clientId),
  });
}
