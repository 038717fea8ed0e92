import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import type { NoteComment } from '../../../../../common/schemas/notes';
import { apiRequest } from '../../../lib/api-client';
import { applyNoteEvent } from './cached-notes';

export interface UpdateCommentInput {
  noteId: string;
  commentId: string;
  content: string;
}

/** PATCH /api/notes/:id/comments/:commentId: the author's edit ("bewerkt"; COMMENT_NOT_OWN, COMMENT_REQUIRED, mention errors). */
export async function updateComment({ noteId, commentId, content }: UpdateCommentInput): Promise<NoteComment> {
  const response = await apiRequest<{ comment: NoteComment }>(`/api/notes/${encodeURIComponent(noteId)}/comments/${encodeURIComponent(commentId)}`, {
    method: 'PATCH',
    body: { content },
  });
  return response.comment;
}

export function useUpdateComment(viewer: NoteViewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (comment, { noteId }) => void applyNoteEvent(queryClient, { name: 'note.comment.updated', noteId, comment }, viewer),
  });
}
