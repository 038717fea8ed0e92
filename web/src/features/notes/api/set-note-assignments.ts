import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import type { Note } from '../../../../../common/schemas/notes';
import { apiRequest } from '../../../lib/api-client';
import { applyNoteEvent } from './cached-notes';

export interface NoteAssignmentsInput {
  id: string;
  userIds: string[];
}

/** PUT /api/notes/:id/assignments: the full new set (an empty set assigns the creator). */
export async function setNoteAssignments({ id, userIds }: NoteAssignmentsInput): Promise<Note> {
  const response = await apiRequest<{ note: Note }>(`/api/notes/${encodeURIComponent(id)}/assignments`, { method: 'PUT', body: { userIds } });
  return response.note;
}

export function useSetNoteAssignments(viewer: NoteViewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNoteAssignments,
    onSuccess: (note) => void applyNoteEvent(queryClient, { name: 'note.assignments', noteId: note.id, assignments: note.assignments }, viewer),
  });
}
