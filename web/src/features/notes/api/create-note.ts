import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import type { CreateNoteRequest, Note } from '../../../../../common/schemas/notes';
import { apiRequest } from '../../../lib/api-client';
import { applyNoteEvent } from './cached-notes';

/** POST /api/notes: without colleagues the server assigns the creator (spec section 5). */
export async function createNote(input: CreateNoteRequest): Promise<Note> {
  const response = await apiRequest<{ note: Note }>('/api/notes', { method: 'POST', body: input });
  return response.note;
}

export function useCreateNote(viewer: NoteViewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNote,
    onSuccess: (note) => void applyNoteEvent(queryClient, { name: 'note.created', note }, viewer),
  });
}
