import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateChecklistRequest } from '../../../../../common/schemas/checklists';
import { apiRequest } from '../../../lib/api-client';
import { checklistListKey, checklistTemplatesKey } from './keys';

/** POST /api/checklists: answers the new id (CHECKLIST_NO_COMPANY without a company; field codes on 400). */
export async function createChecklist(input: CreateChecklistRequest): Promise<string> {
  const response = await apiRequest<{ id: string }>('/api/checklists', { method: 'POST', body: input });
  return response.id;
}

export function useCreateChecklist(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChecklist,
    onSuccess: (_id, input) =>
      queryClient.invalidateQueries({ queryKey: input.isTemplate ? checklistTemplatesKey(companyId) : checklistListKey(companyId), exact: true }),
  });
}
