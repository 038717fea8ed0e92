import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annotationShape } from '../../../../../common/schemas/creative-annotations';
import {
  clamp,
  clamp01,
  clientToFraction,
  constrainPan,
  fitTransform,
  limitSize,
  pinchTransform,
  type Point,
  pointToFraction,
  renderResolution,
  roundFraction,
  sameSize,
  shapeFromDrag,
  simplifyFreehand,
  simplifyPath,
  wheelZoomFactor,
  zoomAround,
  zoomLimits,
} from './viewer-geometry';

describe('clamp', () => {
  it('keeps a value within its bounds', () => {
    expect([clamp(-1, 0, 5), clamp(3, 0, 5), clamp(9, 0, 5)]).toEqual([0, 3, 5]);
  });

  it('clamps fractions to 0–1 and treats a non-number as 0', () => {
    expect([clamp01(-0.2), clamp01(0.4), clamp01(1.7), clamp01(Number.NaN)]).toEqual([0, 0.4, 1, 0]);
  });

  it('rounds fractions to 5 decimals within 0–1', () => {
    expect(roundFraction(0.123456789)).toBe(0.12346);
    expect(roundFraction(1.2)).toBe(1);
  });
});

describe('fitTransform', () => {
  it('fits a wide picture to the width and centres it vertically', () => {
    expect(fitTransform({ width: 2000, height: 1000 }, { width: 1000, height: 800 })).toEqual({ scale: 0.5, x: 0, y: 150 });
  });

  it('fits a tall picture to the height, minus the padding, and centres it horizontally', () => {
    expect(fitTransform({ width: 500, height: 1000 }, { width: 1000, height: 520 }, 10)).toEqual({ scale: 0.5, x: 375, y: 10 });
  });

  it('enlarges a small picture to fill the viewport', () => {
    expect(fitTransform({ width: 100, height: 100 }, { width: 375, height: 400 }).scale).toBe(3.75);
  });

  it('answers scale 1 before anything is measured', () => {
    expect(fitTransform({ width: 100, height: 100 }, { width: 0, height: 0 })).toEqual({ scale: 1, x: 0, y: 0 });
  });
});

describe('zoomAround', () => {
  const limits = zoomLimits(0.5);

  it('keeps the content point under the cursor where it is', () => {
    const before = { scale: 0.5, x: 100, y: 50 };
    const at = { x: 300, y: 250 };
    const after = zoomAround(before, 1, at, limits);
    const contentBefore = { x: (at.x - before.x) / before.scale, y: (at.y - before.y) / before.scale };
    expect(after.scale).toBe(1);
    expect(contentBefore.x * after.scale + after.x).toBeCloseTo(at.x);
    expect(contentBefore.y * after.scale + after.y).toBeCloseTo(at.y);
  });

  it('stops at the limits: half the fitted size out, 8× (at least 4) in', () => {
    expect(limits).toEqual({ min: 0.25, max: 4 });
    expect(zoomLimits(2)).toEqual({ min: 1, max: 16 });
    expect(zoomAround({ scale: 0.5, x: 0, y: 0 }, 0.01, { x: 0, y: 0 }, limits).scale).toBe(0.25);
    expect(zoomAround({ scale: 0.5, x: 0, y: 0 }, 100, { x: 0, y: 0 }, limits).scale).toBe(4);
  });

  it('holds the point for any zoom within the limits (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.3, max: 3.5, noNaN: true }), fc.double({ min: -500, max: 500, noNaN: true }), (scale, px) => {
        const before = { scale: 0.5, x: 20, y: -40 };
        const after = zoomAround(before, scale, { x: px, y: px }, limits);
        return Math.abs(((px - before.x) / before.scale) * after.scale + after.x - px) < 1e-6;
      }),
    );
  });

  it('zooms in on a wheel turned away from the user and out towards, by the same factor', () => {
    expect(wheelZoomFactor(-100)).toBeGreaterThan(1);
    expect(wheelZoomFactor(100)).toBeLessThan(1);
    expect(wheelZoomFactor(-100) * wheelZoomFactor(100)).toBeCloseTo(1);
    expect(wheelZoomFactor(3, 1)).toBeCloseTo(wheelZoomFactor(48));
  });
});

describe('pinchTransform', () => {
  it('zooms by the change in finger distance around their midpoint and follows the midpoint', () => {
    const start = { scale: 1, x: 0, y: 0 };
    const after = pinchTransform(
      start,
      [
        { x: 100, y: 100 },
        { x: 200, y: 100 },
      ],
      [
        { x: 60, y: 120 },
        { x: 260, y: 120 },
      ],
      { min: 0.1, max: 10 },
    );
    expect(after.scale).toBe(2);
    // Content point (150, 100) was under the midpoint; it is now under the new midpoint (160, 120).
    expect(150 * after.scale + after.x).toBeCloseTo(160);
    expect(100 * after.scale + after.y).toBeCloseTo(120);
  });
});

describe('constrainPan', () => {
  it('keeps at least the margin of the picture in view', () => {
    const content = { width: 1000, height: 500 };
    const viewport = { width: 400, height: 300 };
    expect(constrainPan({ scale: 1, x: -5000, y: 5000 }, content, viewport, 48)).toEqual({ scale: 1, x: 48 - 1000, y: 300 - 48 });
    expect(constrainPan({ scale: 1, x: -100, y: -20 }, content, viewport, 48)).toEqual({ scale: 1, x: -100, y: -20 });
  });
});

describe('client point → fraction', () => {
  const content = { width: 800, height: 400 };

  it('undoes the stage offset and its transform', () => {
    const transform = { scale: 2, x: -100, y: 20 };
    // Content point (400, 100) → stage (700, 220) → client (710, 270) with the stage at (10, 50).
    expect(clientToFraction({ x: 710, y: 270 }, { left: 10, top: 50 }, transform, content)).toEqual([0.5, 0.25]);
  });

  it('clamps a point outside the picture to its edge', () => {
    expect(clientToFraction({ x: -50, y: 9999 }, { left: 0, top: 0 }, { scale: 1, x: 0, y: 0 }, content)).toEqual([0, 1]);
  });

  it('reads a point against the picture’s box on screen', () => {
    expect(pointToFraction({ x: 150, y: 75 }, { left: 50, top: 25, width: 400, height: 200 })).toEqual([0.25, 0.25]);
    expect(pointToFraction({ x: 0, y: 500 }, { left: 50, top: 25, width: 400, height: 200 })).toEqual([0, 1]);
    expect(pointToFraction({ x: 0, y: 0 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual([0, 0]);
  });

  it('agrees with the transformed box (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 8, noNaN: true }),
        fc.double({ min: -2000, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (scale, offset, f) => {
          const transform = { scale, x: offset, y: -offset };
          const client = { x: 30 + offset + f * content.width * scale, y: 40 - offset + f * content.height * scale };
          const box = { left: 30 + offset, top: 40 - offset, width: content.width * scale, height: content.height * scale };
          const [a, b] = clientToFraction(client, { left: 30, top: 40 }, transform, content);
          const [c, d] = pointToFraction(client, box);
          return Math.abs(a - f) < 1e-9 && Math.abs(b - f) < 1e-9 && Math.abs(c - f) < 1e-9 && Math.abs(d - f) < 1e-9;
        },
      ),
    );
  });
});

describe('simplifyPath (Ramer–Douglas–Peucker)', () => {
  it('drops points on a straight line and keeps the ends', () => {
    const line: Point[] = Array.from({ length: 50 }, (_, i) => [i, i * 2]);
    expect(simplifyPath(line, 0.1)).toEqual([
      [0, 0],
      [49, 98],
    ]);
  });

  it('keeps a corner farther than the tolerance and drops a wiggle within it', () => {
    const path: Point[] = [
      [0, 0],
      [5, 0.2],
      [10, 0],
      [10, 10],
    ];
    expect(simplifyPath(path, 1)).toEqual([
      [0, 0],
      [10, 0],
      [10, 10],
    ]);
    expect(simplifyPath(path, 0.1)).toHaveLength(4);
  });

  it('handles a very long stroke without overflowing the stack', () => {
    // Every point of this curve is kept: a recursive version would make 100,000 nested calls.
    const curve: Point[] = Array.from({ length: 100_000 }, (_, i) => [i, (i * i) / 1e5]);
    expect(simplifyPath(curve, 1e-9).length).toBeGreaterThan(1000);
    expect(simplifyPath(curve, 1e6)).toHaveLength(2);
  });
});

describe('simplifyFreehand', () => {
  const content = { width: 1000, height: 500 };

  it('answers at most maxPoints points, valid for the annotation contract', () => {
    const scribble: Point[] = Array.from({ length: 20_000 }, (_, i) => [0.5 + 0.4 * Math.sin(i / 7), 0.5 + 0.4 * Math.cos(i / 11)]);
    const points = simplifyFreehand(scribble, content, { tolerance: 0.1, maxPoints: 1000 })!;
    expect(points.length).toBeLessThanOrEqual(1000);
    expect(points.length).toBeGreaterThan(100);
    expect(annotationShape.safeParse({ type: 'freehand', points }).success).toBe(true);
  });

  it('simplifies in pixels: a wiggle of half a pixel across a wide picture goes', () => {
    const stroke: Point[] = [
      [0, 0.5],
      [0.5, 0.5 + 0.5 / content.height],
      [1, 0.5],
    ];
    expect(simplifyFreehand(stroke, content, { tolerance: 1, maxPoints: 1000 })).toEqual([
      [0, 0.5],
      [1, 0.5],
    ]);
  });

  it('clamps points dragged past the picture’s edge', () => {
    expect(
      simplifyFreehand(
        [
          [-0.5, 0.2],
          [1.5, 0.2],
        ],
        content,
        { tolerance: 1, maxPoints: 1000 },
      ),
    ).toEqual([
      [0, 0.2],
      [1, 0.2],
    ]);
  });

  it('makes nothing of a click (fewer than two distinct points)', () => {
    expect(
      simplifyFreehand(
        [
          [0.3, 0.3],
          [0.3, 0.3],
        ],
        content,
        { tolerance: 1, maxPoints: 1000 },
      ),
    ).toBeNull();
  });
});

describe('shapeFromDrag', () => {
  const min: Point = [0.01, 0.01];

  it('places a pin where the pointer went down', () => {
    expect(shapeFromDrag('pin', [0.2, 0.3], [0.25, 0.35], min)).toEqual({ type: 'pin', x: 0.2, y: 0.3 });
  });

  it('normalises a rectangle dragged up and to the left', () => {
    expect(shapeFromDrag('rect', [0.6, 0.7], [0.2, 0.1], min)).toEqual({ type: 'rect', x: 0.2, y: 0.1, w: 0.4, h: 0.6 });
  });

  it('keeps an arrow’s direction', () => {
    expect(shapeFromDrag('arrow', [0.6, 0.7], [0.2, 0.1], min)).toEqual({ type: 'arrow', x1: 0.6, y1: 0.7, x2: 0.2, y2: 0.1 });
  });

  it('makes nothing of a click with the rectangle or the arrow', () => {
    expect(shapeFromDrag('rect', [0.5, 0.5], [0.505, 0.6], min)).toBeNull();
    expect(shapeFromDrag('arrow', [0.5, 0.5], [0.505, 0.505], min)).toBeNull();
    expect(shapeFromDrag('arrow', [0.5, 0.5], [0.5, 0.6], min)).not.toBeNull();
  });

  it('always answers a shape the contract accepts, for any drag (property)', () => {
    const fraction = fc.double({ min: -0.5, max: 1.5, noNaN: true });
    fc.assert(
      fc.property(fc.constantFrom('pin' as const, 'rect' as const, 'arrow' as const), fraction, fraction, fraction, fraction, (tool, a, b, c, d) => {
        const shape = shapeFromDrag(tool, [a, b], [c, d], min);
        return shape === null || annotationShape.safeParse(shape).success;
      }),
    );
  });
});

describe('renderResolution', () => {
  const a4 = { width: 595, height: 842 };

  it('draws at the device pixel ratio up to the fitted size, and again at each doubling of the zoom', () => {
    expect(renderResolution(0.6, 2, a4)).toBe(2);
    expect(renderResolution(1, 2, a4)).toBe(2);
    expect(renderResolution(1.2, 2, a4)).toBe(4);
    expect(renderResolution(2, 1, a4)).toBe(2);
    expect(renderResolution(3, 1, a4)).toBe(4);
  });

  it('keeps the canvas within the browser’s pixel limit', () => {
    const resolution = renderResolution(16, 3, a4);
    expect(a4.width * resolution * a4.height * resolution).toBeLessThanOrEqual(16_777_216 + 1);
    expect(resolution).toBeGreaterThan(4);
  });
});

describe('sameSize', () => {
  it('compares whole pixels', () => {
    expect(sameSize({ width: 1080.2, height: 1920 }, { width: 1080, height: 1919.8 })).toBe(true);
    expect(sameSize({ width: 1080, height: 1920 }, { width: 1080, height: 1350 })).toBe(false);
  });
});

describe('limitSize', () => {
  it('scales the longest side down to 2048 and never up', () => {
    expect(limitSize({ width: 4096, height: 1024 })).toEqual({ width: 2048, height: 512 });
    expect(limitSize({ width: 1080, height: 1920 })).toEqual({ width: 1080, height: 1920 });
    expect(limitSize({ width: 3000, height: 5000 }, 1000)).toEqual({ width: 600, height: 1000 });
  });
});
