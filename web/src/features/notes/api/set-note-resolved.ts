import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import type { Note } from '../../../../../common/schemas/notes';
import { apiRequest } from '../../../lib/api-client';
import { applyNoteEvent } from './cached-notes';

export interface SetNoteResolvedInput {
  id: string;
  resolved: boolean;
}

/** PUT /api/notes/:id/resolved: "afgehandeld" or open again (the note's creator and admins). */
export async function setNoteResolved({ id, resolved }: SetNoteResolvedInput): Promise<Note> {
  const response = await apiRequest<{ note: Note }>(`/api/notes/${encodeURIComponent(id)}/resolved`, { method: 'PUT', body: { resolved } });
  return response.note;
}

export function useSetNoteResolved(viewer: NoteViewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNoteResolved,
    onSuccess: (note) => void applyNoteEvent(queryClient, { name: 'note.updated', note }, viewer),
  });
}
