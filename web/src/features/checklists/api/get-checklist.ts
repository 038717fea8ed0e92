import { useQuery } from '@tanstack/react-query';
import type { ChecklistDetail } from '../../../../../common/schemas/checklists';
import { apiRequest } from '../../../lib/api-client';
import { gatedQuery } from './gated-query';
import { checklistDetailKey } from './keys';

/** GET /api/checklists/:id: the checklist, its items in order, comments (oldest first), shares and finished periods (newest first). */
export function getChecklist(id: string, signal?: AbortSignal): Promise<ChecklistDetail> {
  return apiRequest<ChecklistDetail>(`/api/checklists/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function useChecklistDetail(companyId: string | null, id: string) {
  const queryKey = checklistDetailKey(companyId, id);
  return useQuery({ queryKey, ...gatedQuery(queryKey, (signal) => getChecklist(id, signal)), enabled: companyId !== null });
}
