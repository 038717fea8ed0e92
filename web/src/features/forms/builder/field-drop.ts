/**
 * Where a dragged field lands while the pointer is at `y`. `slots` are the canvas's drop places in
 * reading order: every field row (landing before it) and each page's end. The field lands at the
 * first slot whose middle is below the pointer (its own row skipped); below them all, at the end of
 * the last page.
 */
export interface DropSlot {
  pageId: string;
  /** The field the dragged one lands before; null: the page's end. */
  beforeId: string | null;
  top: number;
  height: number;
}

export function dropTargetAt(slots: readonly DropSlot[], draggedId: string, y: number): { pageId: string; beforeId: string | null } | null {
  for (const slot of slots) {
    if (slot.beforeId === draggedId) continue;
    if (y < slot.top + slot.height / 2) return { pageId: slot.pageId, beforeId: slot.beforeId };
  }
  const last = slots.at(-1);
  return last ? { pageId: last.pageId, beforeId: null } : null;
}
