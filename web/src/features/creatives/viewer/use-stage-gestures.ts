import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import {
  constrainPan,
  distance,
  panBy,
  pinchTransform,
  type Size,
  type Vec,
  type ViewTransform,
  wheelZoomFactor,
  zoomAround,
  type ZoomLimits,
} from './viewer-geometry';

/** Movement (CSS pixels) before a press becomes a pan: a smaller one stays a click (on a shape). */
const panThreshold = 4;
/** One press of + or - (or a zoom button). */
export const zoomStep = 1.25;
/** A zoom or pan has settled when nothing moved for this long (ms). */
export const settleMs = 150;
/** One arrow key press pans this far (four times with Shift). */
const keyPanStep = 48;

type Gesture =
  | { kind: 'press' | 'pan'; pointerId: number; start: Vec; from: ViewTransform }
  | { kind: 'pinch'; ids: [number, number]; points: [Vec, Vec]; from: ViewTransform };

interface StageGestureOptions {
  viewportRef: RefObject<HTMLDivElement | null>;
  /** The transform shown now (the fitted one when the value is null). */
  effective: ViewTransform;
  limits: ZoomLimits;
  contentSize: Size;
  viewportSize: Size;
  panEnabled: boolean;
  onChange: (transform: ViewTransform | null) => void;
}

/**
 * The stage's input: wheel zoom around the cursor, drag to pan (a press that moves a few pixels;
 * a smaller one stays a click), a pinch of two pointers (also while a drawing tool is active: the
 * drawing is then abandoned), and the keyboard (+, -, 0, arrow keys) when the stage has focus.
 */
export function useStageGestures({ viewportRef, effective, limits, contentSize, viewportSize, panEnabled, onChange }: StageGestureOptions) {
  const pointers = useRef(new Map<number, Vec>());
  const gesture = useRef<Gesture | null>(null);
  // What was last sent up, until the owner's next render brings it back: wheel events can come faster than renders.
  const sent = useRef<ViewTransform | null>(null);
  useLayoutEffect(() => {
    sent.current = null;
  });

  // While the pointer is over the stage or it has the focus, the content is its own compositor
  // layer (will-change: transform, see zoom-pan.tsx): a zoom or pan then only moves a picture of it
  // instead of painting the picture and every shape again — and that layer is made before the
  // first wheel notch or press, not in its frame (a 2000×2000 picture with 300 shapes: 160 ms).
  // A layer keeps the scale it was painted at, so once a movement settles it is painted again,
  // sharp at the new scale: one frame without the layer, then a new one.
  const movingTimer = useRef(0);
  const moving = useRef(false);
  const repaintFrame = useRef(0);
  const engaged = useRef({ hover: false, focus: false });
  const setLayer = (on: boolean) => {
    const viewport = viewportRef.current;
    if (viewport) viewport.dataset.layer = on ? 'true' : 'false';
  };
  const wantsLayer = () => engaged.current.hover || engaged.current.focus;
  const markMoving = () => {
    window.cancelAnimationFrame(repaintFrame.current);
    moving.current = true;
    setLayer(true);
    window.clearTimeout(movingTimer.current);
    movingTimer.current = window.setTimeout(() => {
      moving.current = false;
      setLayer(false);
      repaintFrame.current = window.requestAnimationFrame(() =>
        window.requestAnimationFrame(() => {
          if (wantsLayer()) setLayer(true);
        }),
      );
    }, settleMs);
  };
  const engage = (what: 'hover' | 'focus', on: boolean) => {
    engaged.current[what] = on;
    // Not while it moves: when the movement settles, it is painted again and the layer made anew if wanted.
    if (moving.current) return;
    window.cancelAnimationFrame(repaintFrame.current);
    setLayer(wantsLayer());
  };
  useEffect(
    () => () => {
      window.clearTimeout(movingTimer.current);
      window.cancelAnimationFrame(repaintFrame.current);
    },
    [],
  );

  const current = () => sent.current ?? effective;
  const emit = (next: ViewTransform) => {
    const constrained = constrainPan(next, contentSize, viewportSize);
    sent.current = constrained;
    markMoving();
    onChange(constrained);
  };
  const stagePoint = (client: { clientX: number; clientY: number }): Vec => {
    const rect = viewportRef.current?.getBoundingClientRect();
    return { x: client.clientX - (rect?.left ?? 0), y: client.clientY - (rect?.top ?? 0) };
  };
  const zoomBy = (factor: number, at: Vec = { x: viewportSize.width / 2, y: viewportSize.height / 2 }) => {
    const from = current();
    emit(zoomAround(from, from.scale * factor, at, limits));
  };

  const onWheel = useEffectEvent((event: WheelEvent) => {
    event.preventDefault();
    // Rendered before the handler returns: Chromium handles a wheel event at the start of a frame,
    // and a render React schedules after it would only show in a later frame, behind the raster of
    // the content's new layer (markMoving) that this frame starts (npm run bench creatives-screen).
    flushSync(() => {
      const from = current();
      if (!event.ctrlKey && !event.metaKey && event.deltaX !== 0) {
        emit(panBy(from, -event.deltaX, 0));
        if (event.deltaY === 0) return;
      }
      emit(zoomAround(current(), current().scale * wheelZoomFactor(event.deltaY, event.deltaMode), stagePoint(event), limits));
    });
  });
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const listener = (event: WheelEvent) => onWheel(event);
    // Not passive: the page must not scroll while the wheel zooms the picture.
    viewport.addEventListener('wheel', listener, { passive: false });
    return () => viewport.removeEventListener('wheel', listener);
  }, [viewportRef]);

  // The viewport clips but is still a scroll container: focusing a shape outside the view (Tab)
  // scrolls it. That scroll becomes a pan, so the shape comes into view and the transform stays the truth.
  const onScroll = useEffectEvent(() => {
    const viewport = viewportRef.current;
    if (!viewport || (viewport.scrollLeft === 0 && viewport.scrollTop === 0)) return;
    const { scrollLeft, scrollTop } = viewport;
    viewport.scrollLeft = 0;
    viewport.scrollTop = 0;
    emit(panBy(current(), -scrollLeft, -scrollTop));
  });
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    const listener = () => onScroll();
    viewport.addEventListener('scroll', listener);
    return () => viewport.removeEventListener('scroll', listener);
  }, [viewportRef]);

  const capture = (pointerId: number) => {
    try {
      viewportRef.current?.setPointerCapture(pointerId);
    } catch {
      // The pointer is gone already.
    }
  };
  const setPanning = (panning: boolean) => {
    if (viewportRef.current) viewportRef.current.dataset.panning = panning ? 'true' : 'false';
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (event.target instanceof Element && event.target.closest('[data-stage-controls]')) return;
    pointers.current.set(event.pointerId, stagePoint(event));
    const entries = [...pointers.current.entries()];
    if (entries.length === 2) {
      const [[id1, p1], [id2, p2]] = entries as [[number, Vec], [number, Vec]];
      gesture.current = { kind: 'pinch', ids: [id1, id2], points: [p1, p2], from: current() };
      capture(id1);
      capture(id2);
      setPanning(false);
    } else if (entries.length === 1 && panEnabled) {
      gesture.current = { kind: 'press', pointerId: event.pointerId, start: stagePoint(event), from: current() };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = stagePoint(event);
    pointers.current.set(event.pointerId, point);
    const active = gesture.current;
    if (!active) return;
    if (active.kind === 'pinch') {
      const [a, b] = active.ids.map((id) => pointers.current.get(id));
      if (a && b) emit(pinchTransform(active.from, active.points, [a, b], limits));
      return;
    }
    if (active.pointerId !== event.pointerId) return;
    if (active.kind === 'press') {
      if (distance(point, active.start) < panThreshold) return;
      gesture.current = { ...active, kind: 'pan' };
      capture(event.pointerId);
      setPanning(true);
    }
    emit(panBy(active.from, point.x - active.start.x, point.y - active.start.y));
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    const active = gesture.current;
    if (!active) return;
    const involved = active.kind === 'pinch' ? active.ids.includes(event.pointerId) : active.pointerId === event.pointerId;
    if (involved) {
      gesture.current = null;
      setPanning(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable="true"]')) return;
    const step = event.shiftKey ? keyPanStep * 4 : keyPanStep;
    const pans: Record<string, [number, number]> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const pan = pans[event.key];
    if (pan) emit(panBy(current(), pan[0], pan[1]));
    else if (event.key === '+' || event.key === '=') zoomBy(zoomStep);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / zoomStep);
    else if (event.key === '0') onChange(null);
    else return;
    event.preventDefault();
  };

  return {
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onKeyDown,
      onPointerEnter: () => engage('hover', true),
      onPointerLeave: () => engage('hover', false),
      onFocus: () => engage('focus', true),
      onBlur: () => engage('focus', false),
    },
    zoomIn: () => zoomBy(zoomStep),
    zoomOut: () => zoomBy(1 / zoomStep),
    fit: () => onChange(null),
  };
}
