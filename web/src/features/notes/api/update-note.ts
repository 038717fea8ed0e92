import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import type { Note, UpdateNoteRequest } from '../../../../../common/schemas/notes';
import { apiRequest } from '../../../lib/api-client';
import { applyNoteEvent } from './cached-notes';

export interface UpdateNoteInput {
  id: string;
  changes: UpdateNoteRequest;
}

/** PATCH /api/notes/:id: title, client and campaign. */
export async function updateNote({ id, changes }: UpdateNoteInput): Promise<Note> {
  const response = await apiRequest<{ note: Note }>(`/api/notes/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
  return response.note;
}

export function useUpdateNote(viewer: NoteViewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNote,
    onSuccess: (note) => void applyNoteEvent(queryClient, { name: 'note.updated', note }, viewer),
  });
}
