import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistDetail, ChecklistItem } from '../../../../../common/schemas/checklists';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { withItemOrder } from '../checklist-cache';
import { sameOrder } from '../item-order';
import { updateDetail } from './cached-checklists';
import { checklistDetailKey } from './keys';

export interface ReorderItemsInput {
  checklistId: string;
  itemIds: string[];
}

/** PUT /api/checklists/:id/items/order: every item id in the new order (CHECKLIST_ORDER_STALE when the items changed meanwhile). */
export async function reorderItems({ checklistId, itemIds }: ReorderItemsInput): Promise<ChecklistItem[]> {
  const response = await apiRequest<{ items: ChecklistItem[] }>(`/api/checklists/${encodeURIComponent(checklistId)}/items/order`, {
    method: 'PUT',
    body: { itemIds },
  });
  return response.items;
}

/** Optimistic: the new order shows at once; a failure puts the old one back, a stale order loads the checklist again. */
export function useReorderItems(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderItems,
    onMutate: ({ checklistId, itemIds }) => {
      const previous = queryClient.getQueryData<ChecklistDetail>(checklistDetailKey(companyId, checklistId));
      updateDetail(queryClient, companyId, checklistId, (detail) => withItemOrder(detail, itemIds));
      return { previous };
    },
    onError: (error, { checklistId }, context) => {
      if (isApiError(error) && error.code === 'CHECKLIST_ORDER_STALE') {
        void queryClient.invalidateQueries({ queryKey: checklistDetailKey(companyId, checklistId), exact: true });
        return;
      }
      const order = context?.previous?.items.map((i) => i.id);
      if (order) updateDetail(queryClient, companyId, checklistId, (detail) => withItemOrder(detail, order));
    },
    // A later move made meanwhile stays (its own request follows).
    onSuccess: (items, { checklistId, itemIds }) =>
      updateDetail(queryClient, companyId, checklistId, (detail) =>
        sameOrder(
          detail.items.map((i) => i.id),
          itemIds,
        )
          ? { ...detail, items }
          : detail,
      ),
  });
}
