import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { updateDetail } from './cached-checklists';

export interface DeleteCommentInput {
  checklistId: string;
  commentId: string;
}

/** DELETE /api/checklists/:id/comments/:commentId (204): the author's own, or any for an admin. */
export function deleteComment({ checklistId, commentId }: DeleteCommentInput): Promise<void> {
  return apiRequest<void>(`/api/checklists/${encodeURIComponent(checklistId)}/comments/${encodeURIComponent(commentId)}`, { method: 'DELETE' });
}

export function useDeleteComment(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_nothing, { checklistId, commentId }) =>
      updateDetail(queryClient, companyId, checklistId, (detail) => ({ ...detail, comments: detail.comments.filter((c) => c.id !== commentId) })),
  });
}
