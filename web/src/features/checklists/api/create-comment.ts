import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistComment } from '../../../../../common/schemas/checklists';
import { apiRequest } from '../../../lib/api-client';
import { updateDetail } from './cached-checklists';

export interface CreateCommentInput {
  checklistId: string;
  content: string;
}

/** POST /api/checklists/:id/comments (COMMENT_REQUIRED, COMMENT_TOO_LONG): every viewer may comment. */
export async function createComment({ checklistId, content }: CreateCommentInput): Promise<ChecklistComment> {
  const response = await apiRequest<{ comment: ChecklistComment }>(`/api/checklists/${encodeURIComponent(checklistId)}/comments`, {
    method: 'POST',
    body: { content },
  });
  return response.comment;
}

export function useCreateComment(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    onSuccess: (comment) =>
      updateDetail(queryClient, companyId, comment.checklistId, (detail) =>
        detail.comments.some((c) => c.id === comment.id) ? detail : { ...detail, comments: [...detail.comments, comment] },
      ),
  });
}
