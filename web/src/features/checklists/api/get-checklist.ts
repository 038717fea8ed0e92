import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChecklistDetail } from '../../../../../common/schemas/checklists';
import { apiRequest } from '../../../lib/api-client';
import { withPendingItems } from '../checklist-cache';
import { gatedQuery } from './gated-query';
import { checklistDetailKey } from './keys';
import { isItemWritePending } from './pending-writes';

/** GET /api/checklists/:id: the checklist, its items in order, comments (oldest first), shares and finished periods (newest first). */
export function getChecklist(id: string, signal?: AbortSignal): Promise<ChecklistDetail> {
  return apiRequest<ChecklistDetail>(`/api/checklists/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function useChecklistDetail(companyId: string | null, id: string) {
  const queryClient = useQueryClient();
  const queryKey = checklistDetailKey(companyId, id);
  // A tick still being saved stays as shown, whatever a load that started before it says.
  const load = async (signal: AbortSignal) =>
    withPendingItems(await getChecklist(id, signal), queryClient.getQueryData<ChecklistDetail>(queryKey), isItemWritePending);
  return useQuery({ queryKey, ...gatedQuery(queryKey, load), enabled: companyId !== null });
}
