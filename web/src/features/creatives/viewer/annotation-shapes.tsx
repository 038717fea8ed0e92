import { type CSSProperties, type KeyboardEvent, memo } from 'react';
import type { AnnotationShape } from '../../../../../common/schemas/creative-annotations';
import { BadgeDigits } from './badge-digits';

/**
 * The annotation shapes as SVG in the picture's own pixels (the layer's viewBox is the content
 * size). Lines, pins, arrow heads and number badges keep their size on screen at any zoom through
 * the stage's `--viewer-inverse-scale` (1 / screen pixels per picture pixel): the zoom is a CSS
 * transform on an HTML ancestor, which `vector-effect: non-scaling-stroke` does not see (it only
 * undoes transforms inside the SVG), so line widths are `calc(N px × that variable)` instead.
 * Each is drawn twice, a white halo under the colour, so it shows on light and dark pictures alike.
 */

/** How a shape looks: its colour comes from `currentColor`. */
export type ShapeTone = 'open' | 'selected' | 'resolved' | 'draft';

export const toneClasses: Record<ShapeTone, string> = {
  open: 'text-rose-600',
  selected: 'text-blue-600',
  resolved: 'text-zinc-500 opacity-70',
  draft: 'text-rose-600',
};

/** Scales its children back to CSS pixels on screen, whatever the zoom (CSS transforms on SVG scale around the user-space origin). */
const keepSize: CSSProperties = { transform: 'scale(var(--viewer-inverse-scale, 1))' };
/** A line `pixels` wide on screen, whatever the zoom. */
function screenStroke(pixels: number): CSSProperties {
  return { strokeWidth: `calc(${pixels}px * var(--viewer-inverse-scale, 1))` };
}
const thin = screenStroke(2);
const halo = screenStroke(4);
const line = screenStroke(2.5);
const lineHalo = screenStroke(5);
const hit = screenStroke(16);
/** A teardrop pin whose tip is at (0, 0) and whose head (radius 12) is centred 19 pixels above it. */
const pinPath = 'M0 0C-3-6-12-10-12-19A12 12 0 1 1 12-19C12-10 3-6 0 0Z';
const arrowHeadPath = 'M2 0L-14-7.5L-11 0L-14 7.5Z';

interface ShapeGraphicProps {
  shape: AnnotationShape;
  /** The picture's size in the layer's units (its viewBox). */
  width: number;
  height: number;
  number?: number | undefined;
}

/** A shape's look without any behaviour (the saved shapes and the one being drawn). */
export function ShapeGraphic({ shape, width, height, number }: ShapeGraphicProps) {
  switch (shape.type) {
    case 'pin':
      return (
        <g transform={`translate(${shape.x * width} ${shape.y * height})`}>
          <g style={keepSize}>
            <path d={pinPath} fill="currentColor" stroke="white" strokeWidth={2} />
            {number !== undefined ? <BadgeDigits number={number} y={-19} /> : null}
          </g>
        </g>
      );
    case 'rect': {
      const box = { x: shape.x * width, y: shape.y * height, width: shape.w * width, height: shape.h * height };
      return (
        <g>
          <rect {...box} fill="currentColor" fillOpacity={0.08} stroke="white" style={halo} />
          <rect {...box} fill="none" stroke="currentColor" style={thin} />
          {number !== undefined ? <Badge x={box.x} y={box.y} number={number} /> : null}
        </g>
      );
    }
    case 'arrow': {
      const [x1, y1, x2, y2] = [shape.x1 * width, shape.y1 * height, shape.x2 * width, shape.y2 * height];
      const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
      return (
        <g>
          <Stroke d={`M${x1} ${y1}L${x2} ${y2}`} />
          <g transform={`translate(${x2} ${y2}) rotate(${angle})`}>
            <path d={arrowHeadPath} fill="currentColor" stroke="white" strokeWidth={1.5} strokeLinejoin="round" style={keepSize} />
          </g>
          {number !== undefined ? <Badge x={x1} y={y1} number={number} /> : null}
        </g>
      );
    }
    case 'freehand': {
      const first = shape.points[0] ?? [0, 0];
      return (
        <g>
          <Stroke d={freehandPath(shape.points, width, height)} />
          {number !== undefined ? <Badge x={first[0] * width} y={first[1] * height} number={number} /> : null}
        </g>
      );
    }
  }
}

export function freehandPath(points: readonly (readonly [number, number])[], width: number, height: number): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round1(x * width)} ${round1(y * height)}`).join('');
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A line with its white halo. */
export function Stroke({ d }: { d: string }) {
  return (
    <>
      <path d={d} fill="none" stroke="white" strokeLinecap="round" strokeLinejoin="round" style={lineHalo} />
      <path d={d} fill="none" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" style={line} />
    </>
  );
}

function Badge({ x, y, number }: { x: number; y: number; number: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <g style={keepSize}>
        <circle r={10} fill="currentColor" stroke="white" strokeWidth={2} />
        <BadgeDigits number={number} y={0} />
      </g>
    </g>
  );
}

/** The wide invisible outline that catches a pointer near a thin line, and shows the keyboard focus. */
function HitArea({ shape, width, height }: Omit<ShapeGraphicProps, 'number'>) {
  const common = {
    fill: 'none',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    style: hit,
    className: 'stroke-transparent group-focus-visible:stroke-sky-400/70',
  } as const;
  switch (shape.type) {
    case 'pin':
      return (
        <g transform={`translate(${shape.x * width} ${shape.y * height})`}>
          <circle cy={-19} r={15} style={keepSize} fill="none" strokeWidth={5} className="stroke-transparent group-focus-visible:stroke-sky-400/80" />
        </g>
      );
    case 'rect':
      return <rect x={shape.x * width} y={shape.y * height} width={shape.w * width} height={shape.h * height} {...common} />;
    case 'arrow':
      return <path d={`M${shape.x1 * width} ${shape.y1 * height}L${shape.x2 * width} ${shape.y2 * height}`} {...common} />;
    case 'freehand':
      return <path d={freehandPath(shape.points, width, height)} {...common} />;
  }
}

export interface AnnotationShapeViewProps {
  id: string;
  number: number;
  shape: AnnotationShape;
  resolved: boolean;
  selected: boolean;
  width: number;
  height: number;
  /** Its accessible name ("Markering 3"). */
  label: string;
  /** Keep it the same function between renders: the shape is memoised. */
  onSelect: (id: string) => void;
}

/** One saved annotation: focusable, selected with a click, Enter or Space. Memoised on its props (all plain values). */
export const AnnotationShapeView = memo(function AnnotationShapeView({
  id,
  number,
  shape,
  resolved,
  selected,
  width,
  height,
  label,
  onSelect,
}: AnnotationShapeViewProps) {
  const tone: ShapeTone = selected ? 'selected' : resolved ? 'resolved' : 'open';
  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(id);
  };
  return (
    <g
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={selected}
      data-annotation-id={id}
      className={`group pointer-events-auto cursor-pointer outline-none ${toneClasses[tone]}`}
      onClick={() => onSelect(id)}
      onKeyDown={onKeyDown}
    >
      <HitArea shape={shape} width={width} height={height} />
      <ShapeGraphic shape={shape} width={width} height={height} number={number} />
    </g>
  );
});
