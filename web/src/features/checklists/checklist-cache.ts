/**
 * The cached checklist data, changed without a refetch: an item ticked here or by a colleague
 * (a `checklist.item` event), added, edited, removed or moved. The open checklist's counts and the
 * list row's progress ('x/y', 'Voltooid') follow from its items.
 */
import type { ChecklistDetail, ChecklistItem, ChecklistListResponse, ChecklistSummary } from '../../../../common/schemas/checklists';

export interface ChecklistCounts {
  itemCount: number;
  doneCount: number;
  /** True exactly when there are items and all are done (as the server derives it). */
  isCompleted: boolean;
}

export function countsOf(items: readonly Pick<ChecklistItem, 'isCompleted'>[]): ChecklistCounts {
  const doneCount = items.filter((item) => item.isCompleted).length;
  return { itemCount: items.length, doneCount, isCompleted: items.length > 0 && doneCount === items.length };
}

const byOrder = (a: ChecklistItem, b: ChecklistItem) => a.order - b.order;

function withItems(detail: ChecklistDetail, items: ChecklistItem[]): ChecklistDetail {
  return { ...detail, items, checklist: { ...detail.checklist, ...countsOf(items) } };
}

/** An item as the server now has it: replaced in place, or added at its order. */
export function withItem(detail: ChecklistDetail, item: ChecklistItem): ChecklistDetail {
  if (item.checklistId !== detail.checklist.id) return detail;
  const exists = detail.items.some((i) => i.id === item.id);
  const items = exists ? detail.items.map((i) => (i.id === item.id ? item : i)) : [...detail.items, item].sort(byOrder);
  return withItems(detail, items);
}

/**
 * A freshly loaded checklist with the items this tab is still saving kept as shown: a load that
 * began before the save committed must not undo the optimistic tick (it would flip back and forth).
 */
export function withPendingItems(fresh: ChecklistDetail, shown: ChecklistDetail | undefined, isPending: (itemId: string) => boolean): ChecklistDetail {
  if (!shown) return fresh;
  const kept = new Map(shown.items.filter((i) => isPending(i.id)).map((i) => [i.id, i]));
  if (kept.size === 0) return fresh;
  return withItems(
    fresh,
    fresh.items.map((i) => kept.get(i.id) ?? i),
  );
}

/** Only what the change says (an optimistic tick or edit): the rest of the item stays. */
export function withItemPatch(detail: ChecklistDetail, itemId: string, patch: Partial<ChecklistItem>): ChecklistDetail {
  if (!detail.items.some((i) => i.id === itemId)) return detail;
  return withItems(
    detail,
    detail.items.map((i) => (i.id === itemId ? { ...i, ...patch } : i)),
  );
}

export function withoutItem(detail: ChecklistDetail, itemId: string): ChecklistDetail {
  if (!detail.items.some((i) => i.id === itemId)) return detail;
  return withItems(
    detail,
    detail.items.filter((i) => i.id !== itemId),
  );
}

/** The items in the given order (ids not among the items are ignored, items missing from `ids` keep their place at the end). */
export function withItemOrder(detail: ChecklistDetail, ids: readonly string[]): ChecklistDetail {
  const byId = new Map(detail.items.map((i) => [i.id, i]));
  const ordered = ids.map((id) => byId.get(id)).filter((i): i is ChecklistItem => i !== undefined);
  const rest = detail.items.filter((i) => !ids.includes(i.id));
  const items = [...ordered, ...rest].map((item, index) => ({ ...item, order: index }));
  return withItems(detail, items);
}

/** The list row's counts set (the open checklist knows them exactly). */
export function withListCounts(list: ChecklistListResponse, checklistId: string, counts: ChecklistCounts): ChecklistListResponse {
  if (!list.checklists.some((c) => c.id === checklistId)) return list;
  return { ...list, checklists: list.checklists.map((c) => (c.id === checklistId ? { ...c, ...counts } : c)) };
}

/**
 * A list row after one item changed, knowing the item's previous state: its tick moves the done
 * count, a new item the item count. Null when the previous state is unknown (load the list again).
 */
export function withListItemChange(
  list: ChecklistListResponse,
  checklistId: string,
  previous: Pick<ChecklistItem, 'isCompleted'> | null,
  item: Pick<ChecklistItem, 'isCompleted'>,
): ChecklistListResponse {
  return {
    ...list,
    checklists: list.checklists.map((c) => {
      if (c.id !== checklistId) return c;
      const itemCount = c.itemCount + (previous ? 0 : 1);
      const doneCount = Math.min(itemCount, Math.max(0, c.doneCount + Number(item.isCompleted) - Number(previous?.isCompleted ?? false)));
      return { ...c, itemCount, doneCount, isCompleted: itemCount > 0 && doneCount === itemCount };
    }),
  };
}

export function withoutChecklist(list: ChecklistListResponse, id: string): ChecklistListResponse {
  if (!list.checklists.some((c) => c.id === id)) return list;
  return { ...list, checklists: list.checklists.filter((c) => c.id !== id) };
}

/** A saved checklist's new summary in the list (its place is worked out when shown). */
export function withSummary(list: ChecklistListResponse, summary: ChecklistSummary): ChecklistListResponse {
  if (!list.checklists.some((c) => c.id === summary.id)) return list;
  return { ...list, checklists: list.checklists.map((c) => (c.id === summary.id ? summary : c)) };
}
