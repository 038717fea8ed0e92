/**
 * Items this tab is changing right now, and checklists it is deleting: the company channel
 * echoes this tab's own changes, and an echo of an older state must not undo a newer optimistic
 * one (ticking twice quickly), nor should one's own delete be announced as a colleague's.
 */
const itemWrites = new Map<string, number>();
const deletes = new Set<string>();

export function beginItemWrite(itemId: string): void {
  itemWrites.set(itemId, (itemWrites.get(itemId) ?? 0) + 1);
}

export function endItemWrite(itemId: string): void {
  const left = (itemWrites.get(itemId) ?? 1) - 1;
  if (left <= 0) itemWrites.delete(itemId);
  else itemWrites.set(itemId, left);
}

export function isItemWritePending(itemId: string): boolean {
  return itemWrites.has(itemId);
}

export function markOwnDelete(id: string): void {
  deletes.add(id);
}

export function isOwnDelete(id: string): boolean {
  return deletes.has(id);
}
