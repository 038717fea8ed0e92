import { useQuery } from '@tanstack/react-query';
import type { ChecklistListResponse } from '../../../../../common/schemas/checklists';
import { apiRequest } from '../../../lib/api-client';
import { gatedQuery } from './gated-query';
import { checklistListKey } from './keys';

/** GET /api/checklists: the company's checklists the user sees (not the templates). NO_ACTIVE_COMPANY without a company. */
export function getChecklists(signal?: AbortSignal): Promise<ChecklistListResponse> {
  return apiRequest<ChecklistListResponse>('/api/checklists', signal ? { signal } : {});
}

export function useChecklists(companyId: string | null) {
  const queryKey = checklistListKey(companyId);
  return useQuery({ queryKey, ...gatedQuery(queryKey, getChecklists), enabled: companyId !== null });
}
