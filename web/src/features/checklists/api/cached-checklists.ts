import type { QueryClient } from '@tanstack/react-query';
import type {
  ChecklistDetail,
  ChecklistItem,
  ChecklistListResponse,
  ChecklistSummary,
  ChecklistTemplatesResponse,
} from '../../../../../common/schemas/checklists';
import { countsOf, withItem, withListCounts, withListItemChange, withoutChecklist, withSummary } from '../checklist-cache';
import { checklistDetailKey, checklistListKey, checklistTemplatesKey } from './keys';

/** Changes the open checklist's cached data (if it is cached) and lets the list row follow its counts. */
export function updateDetail(
  queryClient: QueryClient,
  companyId: string | null,
  checklistId: string,
  change: (detail: ChecklistDetail) => ChecklistDetail,
): ChecklistDetail | undefined {
  const next = queryClient.setQueryData<ChecklistDetail>(checklistDetailKey(companyId, checklistId), (detail) => (detail ? change(detail) : detail));
  if (next?.checklist.isTemplate) {
    // The templates list carries each template's items.
    void queryClient.invalidateQueries({ queryKey: checklistTemplatesKey(companyId), exact: true });
  } else if (next) {
    queryClient.setQueryData<ChecklistListResponse>(checklistListKey(companyId), (list) =>
      list ? withListCounts(list, checklistId, countsOf(next.items)) : list,
    );
  }
  return next;
}

/**
 * An item as the server has it now (this tab's save, or a colleague's `checklist.item`): in the
 * open checklist and in the list row's progress. Without the open checklist the list cannot tell
 * what changed and is loaded again.
 */
export function putItem(queryClient: QueryClient, companyId: string | null, item: ChecklistItem): void {
  const detailKey = checklistDetailKey(companyId, item.checklistId);
  const detail = queryClient.getQueryData<ChecklistDetail>(detailKey);
  if (detail) {
    updateDetail(queryClient, companyId, item.checklistId, (d) => withItem(d, item));
    return;
  }
  const list = queryClient.getQueryData<ChecklistListResponse>(checklistListKey(companyId));
  if (!list?.checklists.some((c) => c.id === item.checklistId)) return;
  void queryClient.invalidateQueries({ queryKey: checklistListKey(companyId), exact: true });
}

/** The list row's counts when only the previous state of the item is known (an optimistic change). */
export function moveListProgress(
  queryClient: QueryClient,
  companyId: string | null,
  checklistId: string,
  previous: ChecklistItem | null,
  item: ChecklistItem,
): void {
  queryClient.setQueryData<ChecklistListResponse>(checklistListKey(companyId), (list) => (list ? withListItemChange(list, checklistId, previous, item) : list));
}

/** A saved checklist's summary, in the list, the templates and its open view. */
export function putSummary(queryClient: QueryClient, companyId: string | null, summary: ChecklistSummary): void {
  queryClient.setQueryData<ChecklistListResponse>(checklistListKey(companyId), (list) => (list ? withSummary(list, summary) : list));
  queryClient.setQueryData<ChecklistTemplatesResponse>(checklistTemplatesKey(companyId), (data) =>
    data ? { templates: data.templates.map((t) => (t.id === summary.id ? { ...t, ...summary } : t)) } : data,
  );
  queryClient.setQueryData<ChecklistDetail>(checklistDetailKey(companyId, summary.id), (detail) => (detail ? { ...detail, checklist: summary } : detail));
}

/** A deleted checklist leaves the list and the templates; its open view is forgotten once nobody shows it. */
export function dropChecklist(queryClient: QueryClient, companyId: string | null, id: string): void {
  queryClient.setQueryData<ChecklistListResponse>(checklistListKey(companyId), (list) => (list ? withoutChecklist(list, id) : list));
  queryClient.setQueryData<ChecklistTemplatesResponse>(checklistTemplatesKey(companyId), (data) =>
    data ? { templates: data.templates.filter((t) => t.id !== id) } : data,
  );
  // A reload still waiting for its turn (fetch gate) would only find it gone (404).
  void queryClient.cancelQueries({ queryKey: checklistDetailKey(companyId, id), exact: true });
  // Removing it while it is shown would load it again, for a 404.
  setTimeout(() => queryClient.removeQueries({ queryKey: checklistDetailKey(companyId, id), exact: true, type: 'inactive' }), 0);
}
