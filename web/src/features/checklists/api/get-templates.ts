import { useQuery } from '@tanstack/react-query';
import type { ChecklistTemplatesResponse } from '../../../../../common/schemas/checklists';
import { apiRequest } from '../../../lib/api-client';
import { gatedQuery } from './gated-query';
import { checklistTemplatesKey } from './keys';

/** GET /api/checklists/templates: the company's own templates with their items (the starters are in common/checklist-starters.ts). */
export function getChecklistTemplates(signal?: AbortSignal): Promise<ChecklistTemplatesResponse> {
  return apiRequest<ChecklistTemplatesResponse>('/api/checklists/templates', signal ? { signal } : {});
}

export function useChecklistTemplates(companyId: string | null, enabled = true) {
  const queryKey = checklistTemplatesKey(companyId);
  return useQuery({ queryKey, ...gatedQuery(queryKey, getChecklistTemplates), enabled: enabled && companyId !== null });
}
