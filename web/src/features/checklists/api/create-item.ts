import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistItem } from '../../../../../common/schemas/checklists';
import { apiRequest } from '../../../lib/api-client';
import { putItem } from './cached-checklists';

export interface CreateItemInput {
  checklistId: string;
  content: string;
}

/** POST /api/checklists/:id/items: a new item at the end (CHECKLIST_ITEM_REQUIRED, CHECKLIST_ITEM_TOO_LONG, CHECKLIST_ITEMS_TOO_MANY). */
export async function createItem({ checklistId, content }: CreateItemInput): Promise<ChecklistItem> {
  const response = await apiRequest<{ item: ChecklistItem }>(`/api/checklists/${encodeURIComponent(checklistId)}/items`, { method: 'POST', body: { content } });
  return response.item;
}

export function useCreateItem(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createItem,
    onSuccess: (item) => putItem(queryClient, companyId, item),
  });
}
