/**
 * The creative viewer's pure geometry (issue 36): where a pointer is on the picture, fitting and
 * zooming the stage, and shapes drawn with the pointer turned into the annotation contract's
 * fractions 0–1 (common/schemas/creative-annotations.ts).
 *
 * Three coordinate systems: client (CSS pixels of the window), stage (CSS pixels inside the
 * stage's viewport) and content (CSS pixels of the picture at scale 1, the wrapper the stage
 * transforms with `translate(x, y) scale(scale)` around its top left corner).
 */
import type { AnnotationShape, AnnotationShapeType } from '../../../../../common/schemas/creative-annotations';

export interface Size {
  width: number;
  height: number;
}

export interface Vec {
  x: number;
  y: number;
}

/** A point in fractions of the picture's width and height, as the annotation contract stores it. */
export type Point = [number, number];

/** The stage's zoom and pan: content point p shows at stage point `p × scale + (x, y)`. */
export interface ViewTransform {
  scale: number;
  x: number;
  y: number;
}

export interface ZoomLimits {
  min: number;
  max: number;
}

/** An element's box on screen (what getBoundingClientRect answers). */
export interface ScreenRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export const identityTransform: ViewTransform = { scale: 1, x: 0, y: 0 };

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export function clamp01(value: number): number {
  return Number.isFinite(value) ? clamp(value, 0, 1) : 0;
}

/** A fraction clamped to 0–1 and rounded to 5 decimals (a tenth of a pixel on a 10,000-pixel picture), so payloads stay small. */
export function roundFraction(value: number): number {
  return Math.round(clamp01(value) * 100_000) / 100_000;
}

/** The transform that shows the whole content centred in the viewport, `padding` pixels from its edges. */
export function fitTransform(content: Size, viewport: Size, padding = 0): ViewTransform {
  if (content.width <= 0 || content.height <= 0 || viewport.width <= 0 || viewport.height <= 0) return identityTransform;
  const width = Math.max(1, viewport.width - 2 * padding);
  const height = Math.max(1, viewport.height - 2 * padding);
  const scale = Math.min(width / content.width, height / content.height);
  return { scale, x: (viewport.width - content.width * scale) / 2, y: (viewport.height - content.height * scale) / 2 };
}

/** How far one may zoom: out to half the fitted size, in to 8× the fitted size and at least 4 content pixels per CSS pixel. */
export function zoomLimits(fitScale: number): ZoomLimits {
  return { min: fitScale / 2, max: Math.max(fitScale * 8, 4) };
}

/** Zooms to `scale` (within the limits) keeping the content under the stage point `at` where it is. */
export function zoomAround(transform: ViewTransform, scale: number, at: Vec, limits: ZoomLimits): ViewTransform {
  const next = clamp(scale, limits.min, limits.max);
  const ratio = next / transform.scale;
  return { scale: next, x: at.x - (at.x - transform.x) * ratio, y: at.y - (at.y - transform.y) * ratio };
}

/** A wheel's zoom factor: one notch (100 pixels) zooms about 22 %; lines and pages count as 16 and 400 pixels. */
export function wheelZoomFactor(deltaY: number, deltaMode = 0): number {
  const pixels = deltaY * (deltaMode === 1 ? 16 : deltaMode === 2 ? 400 : 1);
  return Math.exp(-clamp(pixels, -300, 300) * 0.002);
}

export function panBy(transform: ViewTransform, dx: number, dy: number): ViewTransform {
  return { scale: transform.scale, x: transform.x + dx, y: transform.y + dy };
}

/**
 * Keeps at least `margin` pixels of the content inside the viewport (or all of it when it is smaller),
 * so a pan can never lose the picture.
 */
export function constrainPan(transform: ViewTransform, content: Size, viewport: Size, margin = 48): ViewTransform {
  const width = content.width * transform.scale;
  const height = content.height * transform.scale;
  const keepX = Math.min(margin, width, viewport.width);
  const keepY = Math.min(margin, height, viewport.height);
  return {
    scale: transform.scale,
    x: clamp(transform.x, keepX - width, viewport.width - keepX),
    y: clamp(transform.y, keepY - height, viewport.height - keepY),
  };
}

/** A pinch: the transform at its start and both pointers then and now (stage points). */
export function pinchTransform(start: ViewTransform, from: [Vec, Vec], to: [Vec, Vec], limits: ZoomLimits): ViewTransform {
  const before = distance(from[0], from[1]);
  const after = distance(to[0], to[1]);
  const scale = clamp(start.scale * (before > 0 ? after / before : 1), limits.min, limits.max);
  const fromMid = midpoint(from[0], from[1]);
  const toMid = midpoint(to[0], to[1]);
  // The content point under the first midpoint stays under the fingers' midpoint now.
  const contentX = (fromMid.x - start.x) / start.scale;
  const contentY = (fromMid.y - start.y) / start.scale;
  return { scale, x: toMid.x - contentX * scale, y: toMid.y - contentY * scale };
}

export function distance(a: Vec, b: Vec): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Vec, b: Vec): Vec {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** A client point as a fraction of the picture, given the stage's box on screen, its transform and the content's size; clamped to 0–1. */
export function clientToFraction(client: Vec, stage: Pick<ScreenRect, 'left' | 'top'>, transform: ViewTransform, content: Size): Point {
  const x = (client.x - stage.left - transform.x) / transform.scale;
  const y = (client.y - stage.top - transform.y) / transform.scale;
  return [clamp01(x / content.width), clamp01(y / content.height)];
}

/** A client point as a fraction of the box the picture fills on screen (its transformed bounding box); clamped to 0–1. */
export function pointToFraction(client: Vec, picture: ScreenRect): Point {
  if (picture.width <= 0 || picture.height <= 0) return [0, 0];
  return [clamp01((client.x - picture.left) / picture.width), clamp01((client.y - picture.top) / picture.height)];
}

/**
 * Ramer–Douglas–Peucker: drops the points that lie within `tolerance` of the line through their
 * neighbours that are kept. Iterative (a stroke of many thousand points never overflows the stack).
 */
export function simplifyPath(points: readonly Point[], tolerance: number): Point[] {
  if (points.length <= 2) return points.map((p): Point => [p[0], p[1]]);
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let farthestDistance = tolerance;
    for (let i = first + 1; i < last; i++) {
      const d = segmentDistance(points[i]!, points[first]!, points[last]!);
      if (d > farthestDistance) {
        farthest = i;
        farthestDistance = d;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1).map((p): Point => [p[0], p[1]]);
}

function segmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : clamp(((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length, 0, 1);
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/**
 * A freehand stroke (fractions) made ready to store: simplified in the picture's own pixels
 * (fractions of a wide picture are not square), with the tolerance raised until at most
 * `maxPoints` remain, clamped and rounded. Null when fewer than two distinct points remain.
 */
export function simplifyFreehand(points: readonly Point[], content: Size, options: { tolerance: number; maxPoints: number }): Point[] | null {
  const pixels: Point[] = [];
  for (const [x, y] of points) {
    const next: Point = [clamp01(x) * content.width, clamp01(y) * content.height];
    const last = pixels[pixels.length - 1];
    if (!last || last[0] !== next[0] || last[1] !== next[1]) pixels.push(next);
  }
  if (pixels.length < 2) return null;
  const maxPoints = Math.max(2, options.maxPoints);
  let tolerance = Math.max(options.tolerance, 1e-9);
  let simplified = simplifyPath(pixels, tolerance);
  while (simplified.length > maxPoints) {
    tolerance *= 1.5;
    simplified = simplifyPath(simplified, tolerance);
  }
  const result: Point[] = [];
  for (const [x, y] of simplified) {
    const next: Point = [roundFraction(x / content.width), roundFraction(y / content.height)];
    const last = result[result.length - 1];
    if (!last || last[0] !== next[0] || last[1] !== next[1]) result.push(next);
  }
  return result.length >= 2 ? result : null;
}

/**
 * The shape a pointer drag from `start` to `end` (fractions) makes with a tool: a pin where it was
 * pressed; a rectangle or an arrow only when it is at least `min` (fractions per axis, e.g. four
 * screen pixels) large — a plain click then makes nothing.
 */
export function shapeFromDrag(tool: Exclude<AnnotationShapeType, 'freehand'>, start: Point, end: Point, min: Point = [0, 0]): AnnotationShape | null {
  const [x1, y1] = [roundFraction(start[0]), roundFraction(start[1])];
  const [x2, y2] = [roundFraction(end[0]), roundFraction(end[1])];
  if (tool === 'pin') return { type: 'pin', x: x1, y: y1 };
  const w = roundFraction(Math.abs(x2 - x1));
  const h = roundFraction(Math.abs(y2 - y1));
  if (tool === 'arrow') {
    if (w < min[0] && h < min[1]) return null;
    return { type: 'arrow', x1, y1, x2, y2 };
  }
  if (w < min[0] || h < min[1] || w === 0 || h === 0) return null;
  return { type: 'rect', x: Math.min(x1, x2), y: Math.min(y1, y2), w, h };
}

/**
 * A PDF page's canvas resolution (device pixels per content pixel): the device pixel ratio times the
 * zoom rounded up to a power of two (so the page is drawn again only when the zoom doubles), at most
 * what keeps the canvas within `maxPixels` (browsers refuse larger canvases).
 */
export function renderResolution(scale: number, devicePixelRatio: number, page: Size, maxPixels = 16_777_216): number {
  const step = 2 ** Math.ceil(Math.log2(Math.max(1, scale)));
  const wanted = Math.max(1, devicePixelRatio) * step;
  const area = page.width * page.height;
  return area > 0 ? Math.min(wanted, Math.sqrt(maxPixels / area)) : wanted;
}

/** A size scaled down (never up) so its longest side is at most `maxSide`, in whole pixels. */
export function limitSize(size: Size, maxSide = 2048): Size {
  const factor = Math.min(1, maxSide / Math.max(size.width, size.height, 1));
  return { width: Math.max(1, Math.round(size.width * factor)), height: Math.max(1, Math.round(size.height * factor)) };
}

export function sameSize(a: Size, b: Size): boolean {
  return Math.round(a.width) === Math.round(b.width) && Math.round(a.height) === Math.round(b.height);
}
