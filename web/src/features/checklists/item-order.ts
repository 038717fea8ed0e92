/**
 * Moving items: by keyboard on an item's handle (ArrowUp/ArrowDown one place, Home/End to the
 * top or bottom) and by pointer (the dragged item takes the place of the one whose middle the
 * pointer passed). The result is every id in the new order, as PUT …/items/order wants it.
 */

/** `ids` with the item at `from` moved to `to` (both clamped); the same array when nothing moves. */
export function moveItem<T>(ids: readonly T[], from: number, to: number): readonly T[] {
  const last = ids.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  if (ids.length === 0 || source === target) return ids;
  const next = [...ids];
  const [moved] = next.splice(source, 1);
  next.splice(target, 0, moved as T);
  return next;
}

export type MoveKey = 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

export function isMoveKey(key: string): key is MoveKey {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'Home' || key === 'End';
}

/** Where a key moves the item at `index` in a list of `count`. */
export function targetIndexForKey(key: MoveKey, index: number, count: number): number {
  switch (key) {
    case 'ArrowUp':
      return Math.max(0, index - 1);
    case 'ArrowDown':
      return Math.min(count - 1, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

/**
 * Where a dragged item belongs while the pointer is at `y`: `middles` are the vertical middles of
 * the rows as shown now (the dragged one at `index` included). It moves past a neighbour once the
 * pointer passes that neighbour's middle.
 */
export function targetIndexForPointer(middles: readonly number[], index: number, y: number): number {
  let target = index;
  while (target > 0 && y < middles[target - 1]!) target -= 1;
  while (target < middles.length - 1 && y > middles[target + 1]!) target += 1;
  return target;
}

export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** A local order made from `ids` that may have changed meanwhile: ids gone are left out, new ones come last. */
export function reconcileOrder(order: readonly string[], ids: readonly string[]): string[] {
  const present = new Set(ids);
  const kept = order.filter((id) => present.has(id));
  const seen = new Set(kept);
  return [...kept, ...ids.filter((id) => !seen.has(id))];
}
