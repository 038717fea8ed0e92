import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dropChecklist } from './cached-checklists';
import { checklistDetailKey } from './keys';
import { markOwnDelete } from './pending-writes';

/** DELETE /api/checklists/:id (204): the checklist or template with its items, comments, shares and history. */
export function deleteChecklist(id: string): Promise<void> {
  return apiRequest<void>(`/api/checklists/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteChecklist(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChecklist,
    onMutate: async (id) => {
      markOwnDelete(id);
      // No reload of it should start meanwhile, to find it gone.
      await queryClient.cancelQueries({ queryKey: checklistDetailKey(companyId, id), exact: true });
    },
    onSuccess: (_nothing, id) => dropChecklist(queryClient, companyId, id),
  });
}
