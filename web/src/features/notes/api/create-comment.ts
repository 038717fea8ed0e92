import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import type { NoteComment } from '../../../../../common/schemas/notes';
import { apiRequest } from '../../../lib/api-client';
import { applyNoteEvent } from './cached-notes';

export interface CreateCommentInput {
  noteId: string;
  content: string;
}

/** POST /api/notes/:id/comments: a reply in the note's conversation (COMMENT_REQUIRED, COMMENT_TOO_LONG). */
export async function createComment({ noteId, content }: CreateCommentInput): Promise<NoteComment> {
  const response = await apiRequest<{ comment: NoteComment }>(`/api/notes/${encodeURIComponent(noteId)}/comments`, { method: 'POST', body: { content } });
  return response.comment;
}

export function useCreateComment(viewer: NoteViewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (comment, { noteId }) => void applyNoteEvent(queryClient, { name: 'note.comment', noteId, comment }, viewer),
  });
}
