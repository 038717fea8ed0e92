import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checklistListKey } from './keys';

/** POST /api/checklists/:id/copy: a new checklist titled '… (Copy)', its items not done; answers its id. */
export async function copyChecklist(id: string): Promise<string> {
  const response = await apiRequest<{ id: string }>(`/api/checklists/${encodeURIComponent(id)}/copy`, { method: 'POST' });
  return response.id;
}

export function useCopyChecklist(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyChecklist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistListKey(companyId), exact: true }),
  });
}
