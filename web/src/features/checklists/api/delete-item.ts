import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { withoutItem } from '../checklist-cache';
import { updateDetail } from './cached-checklists';

export interface DeleteItemInput {
  checklistId: string;
  itemId: string;
}

/** DELETE /api/checklists/:id/items/:itemId (204). */
export function deleteItem({ checklistId, itemId }: DeleteItemInput): Promise<void> {
  return apiRequest<void>(`/api/checklists/${encodeURIComponent(checklistId)}/items/${encodeURIComponent(itemId)}`, { method: 'DELETE' });
}

/**
 * Deleting runs after the undo window, possibly after the checklist was closed, so it is a plain
 * function with the cache update, not a mutation tied to a component.
 */
export function useDeleteItemNow(companyId: string | null) {
  const queryClient = useQueryClient();
  return async (input: DeleteItemInput): Promise<void> => {
    await deleteItem(input);
    updateDetail(queryClient, companyId, input.checklistId, (detail) => withoutItem(detail, input.itemId));
  };
}
