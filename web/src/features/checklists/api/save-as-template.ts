import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { checklistTemplatesKey } from './keys';

/** POST /api/checklists/:id/template: a company template with the checklist's title, items, type and schedule; answers its id. */
export async function saveAsTemplate(id: string): Promise<string> {
  const response = await apiRequest<{ id: string }>(`/api/checklists/${encodeURIComponent(id)}/template`, { method: 'POST' });
  return response.id;
}

export function useSaveAsTemplate(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAsTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: checklistTemplatesKey(companyId), exact: true }),
  });
}
