import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import { apiRequest } from '../../../lib/api-client';
import { applyNoteEvent } from './cached-notes';

/** DELETE /api/notes/:id (204): the note and its conversation. */
export function deleteNote(id: string): Promise<void> {
  return apiRequest<void>(`/api/notes/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteNote(viewer: NoteViewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNote,
    onSuccess: (_nothing, id) => void applyNoteEvent(queryClient, { name: 'note.deleted', id }, viewer),
  });
}
