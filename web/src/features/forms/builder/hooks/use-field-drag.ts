import { type FocusEvent, type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../../../lib/use-latest';
import { type BuilderAction, type BuilderState, builderReducer, positionOf } from '../builder-state';
import { dropTargetAt, type DropSlot } from '../field-drop';

export type DragAnnouncement = 'lifted' | 'moved' | 'dropped' | 'cancelled';

interface FieldDragOptions {
  state: BuilderState;
  dispatch: (action: BuilderAction) => void;
  /** The canvas: its `[data-drop-slot]` elements are the drop places (field rows and page ends). */
  canvasRef: RefObject<HTMLElement | null>;
  /** Says what happened to screen readers (aria-live), with the field's place after it. */
  announce: (what: DragAnnouncement, fieldId: string, state: BuilderState) => void;
}

interface Origin {
  fieldId: string;
  pageId: string;
  beforeId: string | null;
}

function originOf(state: BuilderState, fieldId: string): Origin | null {
  const at = positionOf(state.schema, fieldId);
  if (!at) return null;
  const page = state.schema.pages[at.pageIndex]!;
  return { fieldId, pageId: page.id, beforeId: page.fields[at.index + 1]?.id ?? null };
}

const liftKeys = new Set([' ', 'Enter']);

/**
 * Moving the canvas's fields with a handle per field, across pages.
 * Keyboard: Space or Enter picks the field up, ArrowUp/ArrowDown move it one place in reading
 * order (over page boundaries), Space or Enter puts it down, Escape puts it back where it was;
 * each step is announced. Pointer: drag the handle; the field follows to the slot under the pointer
 * (field rows and page ends) and stays where it is released; a cancelled pointer puts it back.
 */
export function useFieldDrag({ state, dispatch, canvasRef, announce }: FieldDragOptions) {
  const [lifted, setLifted] = useState<Origin | null>(null);
  const [draggingId, setDraggingId] = useState<string | null>(null);
  const pointer = useRef<Origin | null>(null);
  const latest = useLatest({ state, announce, lifted });

  /** Applies a move and announces it with the field's new place. */
  const move = (action: BuilderAction & { fieldId: string }, what: DragAnnouncement) => {
    const next = builderReducer(latest.current.state, action);
    if (next === latest.current.state && what === 'moved') return;
    dispatch(action);
    latest.current.announce(what, action.fieldId, next);
  };

  // A field moved to another page is a new element: its handle gets the focus back.
  const activeId = lifted?.fieldId ?? null;
  useEffect(() => {
    if (!activeId) return;
    const handle = canvasRef.current?.querySelector<HTMLElement>(`[data-drag-handle="${CSS.escape(activeId)}"]`);
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (handle && lost) handle.focus();
  });

  const drop = () => {
    const current = latest.current.lifted;
    if (!current) return;
    setLifted(null);
    latest.current.announce('dropped', current.fieldId, latest.current.state);
  };

  const cancel = (origin: Origin) => {
    move({ type: 'moveField', fieldId: origin.fieldId, pageId: origin.pageId, beforeId: origin.beforeId }, 'cancelled');
  };

  const onKeyDown = (fieldId: string, event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const current = latest.current.lifted;
    if (!current || current.fieldId !== fieldId) {
      if (!liftKeys.has(event.key)) return;
      event.preventDefault();
      const origin = originOf(latest.current.state, fieldId);
      if (!origin) return;
      setLifted(origin);
      latest.current.announce('lifted', fieldId, latest.current.state);
      return;
    }
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move({ type: 'moveFieldBy', fieldId, delta: event.key === 'ArrowUp' ? -1 : 1 }, 'moved');
    } else if (liftKeys.has(event.key)) {
      event.preventDefault();
      drop();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setLifted(null);
      cancel(current);
    }
  };

  // Focus that leaves for elsewhere (a click, Tab) puts the field down where it is; focus lost
  // because the row moved to another page comes back (the effect above) and keeps it lifted.
  const onBlur = (fieldId: string, _event: FocusEvent<HTMLElement>) => {
    requestAnimationFrame(() => {
      const current = latest.current.lifted;
      if (!current || current.fieldId !== fieldId) return;
      const active = document.activeElement;
      if (active === null || active === document.body) return;
      if (active instanceof HTMLElement && active.dataset.dragHandle === fieldId) return;
      drop();
    });
  };

  const slots = (): DropSlot[] =>
    [...(canvasRef.current?.querySelectorAll<HTMLElement>('[data-drop-slot]') ?? [])].map((element) => {
      const rect = element.getBoundingClientRect();
      return { pageId: element.dataset.pageId ?? '', beforeId: element.dataset.beforeId || null, top: rect.top, height: rect.height };
    });

  const onPointerDown = (fieldId: string, event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || pointer.current) return;
    const origin = originOf(latest.current.state, fieldId);
    if (!origin) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    pointer.current = origin;
    setDraggingId(fieldId);
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const origin = pointer.current;
    if (!origin) return;
    if (event.clientY < 48) window.scrollBy(0, -12);
    else if (event.clientY > window.innerHeight - 48) window.scrollBy(0, 12);
    const target = dropTargetAt(slots(), origin.fieldId, event.clientY);
    const now = originOf(latest.current.state, origin.fieldId);
    if (!target || !now || (target.pageId === now.pageId && target.beforeId === now.beforeId)) return;
    dispatch({ type: 'moveField', fieldId: origin.fieldId, ...target });
  };

  const endPointer = (keep: boolean) => {
    const origin = pointer.current;
    if (!origin) return;
    pointer.current = null;
    setDraggingId(null);
    if (keep) latest.current.announce('dropped', origin.fieldId, latest.current.state);
    else cancel(origin);
  };

  /** What a field's handle needs (spread onto its button). */
  const handleProps = (fieldId: string) => ({
    'data-drag-handle': fieldId,
    'aria-pressed': lifted?.fieldId === fieldId,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(fieldId, event),
    onBlur: (event: FocusEvent<HTMLElement>) => onBlur(fieldId, event),
    onPointerDown: (event: PointerEvent<HTMLElement>) => onPointerDown(fieldId, event),
    onPointerMove,
    onPointerUp: () => endPointer(true),
    onPointerCancel: () => endPointer(false),
    onLostPointerCapture: () => endPointer(true),
  });

  return { liftedId: lifted?.fieldId ?? null, draggingId, handleProps };
}
