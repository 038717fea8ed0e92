import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person } from '../../../../../common/schemas/ad-accounts';
import type { ChecklistDetail, ChecklistItem, UpdateItemRequest } from '../../../../../common/schemas/checklists';
import { apiRequest } from '../../../lib/api-client';
import { withItemPatch } from '../checklist-cache';
import { putItem, updateDetail } from './cached-checklists';
import { checklistDetailKey } from './keys';
import { beginItemWrite, endItemWrite } from './pending-writes';

export interface UpdateItemInput {
  checklistId: string;
  itemId: string;
  changes: UpdateItemRequest;
}

/** PATCH /api/checklists/:id/items/:itemId: tick or untick (not a template: CHECKLIST_TEMPLATE_NO_TICK), or new text. */
export async function updateItem({ checklistId, itemId, changes }: UpdateItemInput): Promise<ChecklistItem> {
  const response = await apiRequest<{ item: ChecklistItem }>(`/api/checklists/${encodeURIComponent(checklistId)}/items/${encodeURIComponent(itemId)}`, {
    method: 'PATCH',
    body: changes,
  });
  return response.item;
}

/**
 * Optimistic: the tick (or the text) shows at once, with the list row's progress; a failure puts
 * back what was there. `me` is shown as the one who ticked it until the server answers.
 */
export function useUpdateItem(companyId: string | null, me: Person | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateItem,
    onMutate: async ({ checklistId, itemId, changes }) => {
      beginItemWrite(itemId);
      const key = checklistDetailKey(companyId, checklistId);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<ChecklistDetail>(key);
      const patch: Partial<ChecklistItem> = {};
      if (changes.content !== undefined) patch.content = changes.content.trim();
      if (changes.isCompleted !== undefined) {
        patch.isCompleted = changes.isCompleted;
        patch.completedAt = changes.isCompleted ? new Date().toISOString() : null;
        patch.completedBy = changes.isCompleted ? me : null;
      }
      updateDetail(queryClient, companyId, checklistId, (detail) => withItemPatch(detail, itemId, patch));
      return { previous };
    },
    onError: (_error, { checklistId, itemId }, context) => {
      const before = context?.previous?.items.find((i) => i.id === itemId);
      if (before) updateDetail(queryClient, companyId, checklistId, (detail) => withItemPatch(detail, itemId, before));
    },
    onSuccess: (item) => putItem(queryClient, companyId, item),
    onSettled: (_item, _error, { checklistId, itemId }) => {
      endItemWrite(itemId);
      // A load that began before the save committed may still be on its way: load once more after it.
      const key = checklistDetailKey(companyId, checklistId);
      if (queryClient.isFetching({ queryKey: key, exact: true }) > 0) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    },
  });
}
