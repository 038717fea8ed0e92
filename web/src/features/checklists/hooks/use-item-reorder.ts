import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { isMoveKey, moveItem, reconcileOrder, sameOrder, targetIndexForKey, targetIndexForPointer } from '../item-order';
import { useLatest } from '../../../lib/use-latest';

/** Keyboard moves made within this time are saved as one new order. */
const keyboardSaveDelayMs = 700;

interface Draft {
  order: string[];
  /** Which burst of moves it is (a finished save clears only its own draft). */
  generation: number;
}

interface ItemReorderOptions {
  /** The items' ids in their saved order. */
  ids: readonly string[];
  /** Saves a new order; `done` is called when the save succeeded or failed (the saved order then shows). */
  onCommit: (ids: string[], done: () => void) => void;
  /** An item was moved to `index` (0-based) of `count`: say so to screen readers. */
  onMoved: (id: string, index: number, count: number) => void;
}

/**
 * Reordering items with a handle per item. Keyboard: focus the handle, ArrowUp/ArrowDown move the
 * item one place, Home/End to the top or bottom; the handle keeps focus and the new order is saved
 * once the keys rest. Pointer (mouse, pen, touch): drag the handle; the item takes the place of
 * each neighbour whose middle the pointer passes, and the order is saved on release. Until the
 * save is answered the local order shows, so nothing jumps back.
 */
export function useItemReorder({ ids, onCommit, onMoved }: ItemReorderOptions) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const [focusId, setFocusId] = useState<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const generation = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<(() => void) | null>(null);
  const drag = useRef<{ id: string; generation: number; order: string[] } | null>(null);
  const latest = useLatest({ ids, onCommit });

  const order = draft ? reconcileOrder(draft.order, ids) : ids;

  const commit = (next: string[], gen: number) => {
    const clear = () => setDraft((d) => (d?.generation === gen ? null : d));
    const saved = reconcileOrder(next, latest.current.ids);
    if (sameOrder(saved, latest.current.ids)) {
      clear();
      return;
    }
    latest.current.onCommit(saved, clear);
  };

  // A keyboard burst still waiting is saved when the list goes away.
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
      pending.current?.();
    },
    [],
  );

  // While keys move an item its handle keeps focus (React may have moved its element, which loses focus).
  useEffect(() => {
    if (!focusId) return;
    const handle = listRef.current?.querySelector<HTMLElement>(`[data-reorder-handle="${CSS.escape(focusId)}"]`);
    // Only focus that got lost (the element moved), never focus the user put elsewhere.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (handle && lost) handle.focus();
  }, [focusId, order]);

  const onHandleKeyDown = (id: string, event: KeyboardEvent<HTMLElement>) => {
    if (!isMoveKey(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const index = order.indexOf(id);
    const target = targetIndexForKey(event.key, index, order.length);
    if (index < 0 || target === index) return;
    const next = [...moveItem(order, index, target)];
    if (!timer.current) generation.current += 1;
    const gen = generation.current;
    setDraft({ order: next, generation: gen });
    setFocusId(id);
    onMoved(id, target, next.length);
    if (timer.current) clearTimeout(timer.current);
    const save = () => {
      timer.current = null;
      setFocusId(null);
      pending.current = null;
      commit(next, gen);
    };
    pending.current = save;
    timer.current = setTimeout(save, keyboardSaveDelayMs);
  };

  const onHandlePointerDown = (id: string, event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || drag.current) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    generation.current += 1;
    drag.current = { id, generation: generation.current, order: [...order] };
    setDraft({ order: [...order], generation: generation.current });
    setDraggingId(id);
  };

  const onHandlePointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    const list = listRef.current;
    if (!current || !list) return;
    const rows = [...list.querySelectorAll<HTMLElement>('[data-reorder-id]')];
    const rowIds = rows.map((row) => row.dataset.reorderId ?? '');
    const middles = rows.map((row) => {
      const rect = row.getBoundingClientRect();
      return rect.top + rect.height / 2;
    });
    const index = rowIds.indexOf(current.id);
    const target = targetIndexForPointer(middles, index, event.clientY);
    if (index < 0 || target === index) return;
    const next = [...moveItem(rowIds, index, target)];
    current.order = next;
    setDraft({ order: next, generation: current.generation });
    onMoved(current.id, target, next.length);
  };

  const endDrag = (save: boolean) => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    setDraggingId(null);
    if (save) commit(current.order, current.generation);
    else setDraft((d) => (d?.generation === current.generation ? null : d));
  };

  // The handlers of this render, called through one object per id that stays the same: the
  // memoized item rows then re-render only when their own item changes.
  const handlers = useLatest({ onHandleKeyDown, onHandlePointerDown, onHandlePointerMove, endDrag });
  const handles = useRef(new Map<string, ReorderHandleProps>());
  const handleProps = useCallback(
    (id: string): ReorderHandleProps => {
      let handle = handles.current.get(id);
      if (!handle) {
        handle = {
          'data-reorder-handle': id,
          onKeyDown: (event) => handlers.current.onHandleKeyDown(id, event),
          onPointerDown: (event) => handlers.current.onHandlePointerDown(id, event),
          onPointerMove: (event) => handlers.current.onHandlePointerMove(event),
          onPointerUp: () => handlers.current.endDrag(true),
          onPointerCancel: () => handlers.current.endDrag(false),
          onLostPointerCapture: () => handlers.current.endDrag(true),
        };
        handles.current.set(id, handle);
      }
      return handle;
    },
    [handlers],
  );

  return { order, listRef, draggingId, handleProps };
}

/** What a handle needs to move its item (spread onto the handle's button). */
export interface ReorderHandleProps {
  'data-reorder-handle': string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: () => void;
  onPointerCancel: () => void;
  onLostPointerCapture: () => void;
}
