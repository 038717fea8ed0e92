import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistSummary, UpdateChecklistRequest } from '../../../../../common/schemas/checklists';
import { apiRequest } from '../../../lib/api-client';
import { putSummary } from './cached-checklists';

export interface UpdateChecklistInput {
  id: string;
  changes: UpdateChecklistRequest;
}

/** PATCH /api/checklists/:id: title, account (null clears), schedule, type, deadline (null clears). */
export async function updateChecklist({ id, changes }: UpdateChecklistInput): Promise<ChecklistSummary> {
  const response = await apiRequest<{ checklist: ChecklistSummary }>(`/api/checklists/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes });
  return response.checklist;
}

export function useUpdateChecklist(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChecklist,
    onSuccess: (summary) => putSummary(queryClient, companyId, summary),
  });
}
