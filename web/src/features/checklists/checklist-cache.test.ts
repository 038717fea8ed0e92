import { describe, expect, it } from 'vitest';
import {
  countsOf,
  withItem,
  withPendingItems,
  withItemOrder,
  withItemPatch,
  withListCounts,
  withListItemChange,
  withoutChecklist,
  withoutItem,
} from './checklist-cache';
import { detail, item, summary, uuid } from './test-data';

describe('checklist cache', () => {
  it('counts done items; completed only with items, all done', () => {
    expect(countsOf([])).toEqual({ itemCount: 0, doneCount: 0, isCompleted: false });
    expect(countsOf([{ isCompleted: true }, { isCompleted: false }])).toEqual({ itemCount: 2, doneCount: 1, isCompleted: false });
    expect(countsOf([{ isCompleted: true }]).isCompleted).toBe(true);
  });

  it('keeps the items this tab is still saving when a load that began earlier arrives', () => {
    const shown = detail(1, [item(1, 0, { isCompleted: true }), item(1, 1)]);
    const fresh = detail(1, [item(1, 0), item(1, 1, { content: 'Nieuw' })]);
    const merged = withPendingItems(fresh, shown, (id) => id === item(1, 0).id);
    expect(merged.items.map((i) => [i.content, i.isCompleted])).toEqual([
      ['Taak 0', true],
      ['Nieuw', false],
    ]);
    expect(merged.checklist.doneCount).toBe(1);
    expect(withPendingItems(fresh, shown, () => false)).toBe(fresh);
    expect(withPendingItems(fresh, undefined, () => true)).toBe(fresh);
  });

  it("applies a colleague's tick and a new item to the open checklist", () => {
    const open = detail(1, [item(1, 0), item(1, 1, { order: 2 })]);
    const ticked = withItem(open, item(1, 1, { order: 2, isCompleted: true }));
    expect(ticked.items.map((i) => i.isCompleted)).toEqual([false, true]);
    expect(ticked.checklist.doneCount).toBe(1);
    const added = withItem(ticked, item(1, 5, { order: 1 }));
    expect(added.items.map((i) => i.content)).toEqual(['Taak 0', 'Taak 5', 'Taak 1']);
    expect(added.checklist.itemCount).toBe(3);
    // Another checklist's item changes nothing.
    expect(withItem(open, item(2, 0))).toBe(open);
  });

  it('patches, removes and reorders items, completing when the last is ticked', () => {
    const open = detail(1, [item(1, 0, { isCompleted: true }), item(1, 1)]);
    const done = withItemPatch(open, uuid(101), { isCompleted: true });
    expect(done.checklist.isCompleted).toBe(true);
    const fewer = withoutItem(open, uuid(101));
    expect(fewer.checklist).toMatchObject({ itemCount: 1, doneCount: 1, isCompleted: true });
    const moved = withItemOrder(open, [uuid(101), uuid(100)]);
    expect(moved.items.map((i) => [i.content, i.order])).toEqual([
      ['Taak 1', 0],
      ['Taak 0', 1],
    ]);
  });

  it("moves the list row's progress", () => {
    const list = { checklists: [summary(1, { itemCount: 2, doneCount: 1 }), summary(2)] };
    const done = withListItemChange(list, uuid(1), { isCompleted: false }, { isCompleted: true });
    expect(done.checklists[0]).toMatchObject({ itemCount: 2, doneCount: 2, isCompleted: true });
    const added = withListItemChange(done, uuid(1), null, { isCompleted: false });
    expect(added.checklists[0]).toMatchObject({ itemCount: 3, doneCount: 2, isCompleted: false });
    expect(withListCounts(list, uuid(2), { itemCount: 4, doneCount: 4, isCompleted: true }).checklists[1]!.isCompleted).toBe(true);
    expect(withoutChecklist(list, uuid(1)).checklists.map((c) => c.id)).toEqual([uuid(2)]);
  });
});
