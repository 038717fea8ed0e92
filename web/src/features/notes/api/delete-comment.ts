import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import { apiRequest } from '../../../lib/api-client';
import { applyNoteEvent } from './cached-notes';

export interface DeleteCommentInput {
  noteId: string;
  commentId: string;
}

/** DELETE /api/notes/:id/comments/:commentId (204): one's own reply. */
export function deleteComment({ noteId, commentId }: DeleteCommentInput): Promise<void> {
  return apiRequest<void>(`/api/notes/${encodeURIComponent(noteId)}/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' });
}

export function useDeleteComment(viewer: NoteViewer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_nothing, { noteId, commentId }) => void applyNoteEvent(queryClient, { name: 'note.comment.deleted', noteId, commentId }, viewer),
  });
}
