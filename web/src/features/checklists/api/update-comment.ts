import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistComment } from '../../../../../common/schemas/checklists';
import { apiRequest } from '../../../lib/api-client';
import { updateDetail } from './cached-checklists';

export interface UpdateCommentInput {
  checklistId: string;
  commentId: string;
  content: string;
}

/** PATCH /api/checklists/:id/comments/:commentId: the author's edit ("bewerkt"; COMMENT_NOT_OWN, mention errors). */
export async function updateComment({ checklistId, commentId, content }: UpdateCommentInput): Promise<ChecklistComment> {
  const response = await apiRequest<{ comment: ChecklistComment }>(
    `/api/checklists/${encodeURIComponent(checklistId)}/comments/${encodeURIComponent(commentId)}`,
    { method: 'PATCH', body: { content } },
  );
  return response.comment;
}

export function useUpdateComment(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateComment,
    onSuccess: (comment) =>
      updateDetail(queryClient, companyId, comment.checklistId, (detail) => ({
        ...detail,
        comments: detail.comments.map((c) => (c.id === comment.id ? comment : c)),
      })),
  });
}
