import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { creativeTextLimits } from '../../../../../common/creative-constants';
import type { AnnotationShape, AnnotationShapeType } from '../../../../../common/schemas/creative-annotations';
import { ShapeGraphic, Stroke, toneClasses } from './annotation-shapes';
import { type Point, pointToFraction, type ScreenRect, shapeFromDrag, simplifyFreehand, type Vec } from './viewer-geometry';

/** A drag shorter than this (screen pixels) makes no rectangle or arrow; freehand points closer than this are skipped. */
const minDragPixels = 4;
const minStepPixels = 1;
/** Freehand strokes are simplified to within this many screen pixels of what was drawn. */
const freehandTolerancePixels = 0.75;

interface DrawSurfaceProps {
  tool: AnnotationShapeType;
  width: number;
  height: number;
  onCreate: (shape: AnnotationShape) => void;
}

interface Session {
  pointerId: number;
  start: Point;
  points: Point[];
  lastClient: Vec;
  box: ScreenRect;
}

type Draft = { kind: 'shape'; shape: AnnotationShape } | { kind: 'path'; d: string };

/**
 * The surface a drawing tool draws on, over the saved shapes, with the shape being drawn: its state
 * lives here, so a pointer move renders only this component, never the saved shapes. A second
 * pointer (a pinch, which the stage takes over), a lost pointer capture or Escape abandons it.
 */
export function DrawSurface({ tool, width, height, onCreate }: DrawSurfaceProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const session = useRef<Session | null>(null);

  const cancel = useCallback(() => {
    session.current = null;
    setDraft(null);
  }, []);

  const drawing = draft !== null;
  useEffect(() => {
    if (!drawing) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      cancel();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [drawing, cancel]);

  // A tool change abandons what was being drawn with the previous one.
  useEffect(() => cancel, [tool, cancel]);

  const pictureBox = (element: SVGElement): ScreenRect => (element.ownerSVGElement ?? element).getBoundingClientRect();

  const onPointerDown = (event: PointerEvent<SVGRectElement>) => {
    if (session.current) {
      cancel();
      return;
    }
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const box = pictureBox(event.currentTarget);
    const start = pointToFraction({ x: event.clientX, y: event.clientY }, box);
    event.currentTarget.setPointerCapture(event.pointerId);
    session.current = { pointerId: event.pointerId, start, points: [start], lastClient: { x: event.clientX, y: event.clientY }, box };
    setDraft(
      tool === 'freehand'
        ? { kind: 'path', d: `M${start[0] * width} ${start[1] * height}` }
        : tool === 'pin'
          ? { kind: 'shape', shape: { type: 'pin', x: start[0], y: start[1] } }
          : null,
    );
  };

  const onPointerMove = (event: PointerEvent<SVGRectElement>) => {
    const active = session.current;
    if (!active || event.pointerId !== active.pointerId || tool === 'pin') return;
    // The stage may zoom (wheel) while drawing: read the picture's box again.
    active.box = pictureBox(event.currentTarget);
    if (tool === 'freehand') {
      const coalesced = typeof event.nativeEvent.getCoalescedEvents === 'function' ? event.nativeEvent.getCoalescedEvents() : [];
      const added: Point[] = [];
      for (const move of coalesced.length > 0 ? coalesced : [event.nativeEvent]) {
        if (Math.hypot(move.clientX - active.lastClient.x, move.clientY - active.lastClient.y) < minStepPixels) continue;
        active.lastClient = { x: move.clientX, y: move.clientY };
        added.push(pointToFraction(active.lastClient, active.box));
      }
      if (added.length === 0) return;
      active.points.push(...added);
      const tail = added.map(([x, y]) => `L${x * width} ${y * height}`).join('');
      setDraft((previous) => (previous?.kind === 'path' ? { kind: 'path', d: previous.d + tail } : previous));
      return;
    }
    const end = pointToFraction({ x: event.clientX, y: event.clientY }, active.box);
    active.points = [active.start, end];
    const shape = shapeFromDrag(tool, active.start, end);
    setDraft(shape ? { kind: 'shape', shape } : null);
  };

  const onPointerUp = (event: PointerEvent<SVGRectElement>) => {
    const active = session.current;
    if (!active || event.pointerId !== active.pointerId) return;
    cancel();
    const box = active.box;
    const shape = finish(tool, active, box, { width, height });
    if (shape) onCreate(shape);
  };

  const onPointerGone = (event: PointerEvent<SVGRectElement>) => {
    if (session.current?.pointerId === event.pointerId) cancel();
  };

  return (
    <g className={toneClasses.draft}>
      <rect
        x={0}
        y={0}
        width={width}
        height={height}
        fill="transparent"
        pointerEvents="all"
        aria-hidden="true"
        className="cursor-crosshair"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerGone}
        onLostPointerCapture={onPointerGone}
      />
      <g pointerEvents="none">
        {draft?.kind === 'shape' ? <ShapeGraphic shape={draft.shape} width={width} height={height} /> : null}
        {draft?.kind === 'path' ? <Stroke d={draft.d} /> : null}
      </g>
    </g>
  );
}

/** The drawn shape on release: null when it is too small to mean anything (a click with the rectangle). */
function finish(tool: AnnotationShapeType, active: Session, box: ScreenRect, content: { width: number; height: number }): AnnotationShape | null {
  const min: Point = [minDragPixels / Math.max(box.width, 1), minDragPixels / Math.max(box.height, 1)];
  if (tool !== 'freehand') return shapeFromDrag(tool, active.start, active.points[active.points.length - 1] ?? active.start, min);
  // The tolerance in the picture's pixels: screen pixels divided by how large one picture pixel shows.
  const tolerance = (freehandTolerancePixels * content.width) / Math.max(box.width, 1);
  const points = simplifyFreehand(active.points, content, { tolerance, maxPoints: creativeTextLimits.freehandPoints });
  return points ? { type: 'freehand', points } : null;
}
