/**
 * A stroke font for the captcha picture: each character is a few polylines (lines and elliptic
 * arcs) in a 4 × 6 box, y pointing down. The picture draws them as thick, bent strokes, so the
 * code is never text and never a grid of cells. 0/O and 1/I are left out: they look alike.
 */
export const captchaAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Width and height of the box the glyphs are drawn in. */
export const glyphBox = { width: 4, height: 6 } as const;

type Point = [number, number];
/** An elliptic arc: centre, radii and start/end angle in degrees (0 = right, 90 = down). */
type Arc = { arc: [cx: number, cy: number, rx: number, ry: number, from: number, to: number] };
type Stroke = Array<Point | Arc>;

const arc = (cx: number, cy: number, rx: number, ry: number, from: number, to: number): Arc => ({ arc: [cx, cy, rx, ry, from, to] });

// prettier-ignore -- one glyph a line reads as the font it is
const font: Record<string, Stroke[]> = {
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [0.7, 4],
      [3.3, 4],
    ],
  ],
  B: [[[0, 3], [0, 0], [2.4, 0], arc(2.4, 1.5, 1.4, 1.5, -90, 90), [0, 3], [2.5, 3], arc(2.5, 4.5, 1.5, 1.5, -90, 90), [0, 6], [0, 3]]],
  C: [[arc(2, 3, 2, 3, -40, -320)]],
  D: [[[0, 0], [1.5, 0], arc(1.5, 3, 2.5, 3, -90, 90), [0, 6], [0, 0]]],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [
    [arc(2, 3, 2, 3, -40, -360)],
    [
      [2.2, 3.2],
      [4, 3.2],
      [4, 5],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [[[1.4, 0], [4, 0], [4, 4.2], arc(2, 4.2, 2, 1.8, 0, 180)]],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.8],
    ],
    [
      [1.4, 2.6],
      [4, 6],
    ],
  ],
  L: [
    [
      [0, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3.6],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [[[0, 6], [0, 0], [2.3, 0], arc(2.3, 1.65, 1.7, 1.65, -90, 90), [0, 3.3]]],
  Q: [
    [arc(2, 3, 2, 3, 0, 360)],
    [
      [2.4, 4.2],
      [4.3, 6.4],
    ],
  ],
  R: [
    [[0, 6], [0, 0], [2.3, 0], arc(2.3, 1.65, 1.7, 1.65, -90, 90), [0, 3.3]],
    [
      [1.8, 3.3],
      [4, 6],
    ],
  ],
  S: [[arc(2, 1.5, 1.9, 1.5, -20, -270), arc(2, 4.5, 2, 1.5, -90, 160)]],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [[[0, 0], [0, 4], arc(2, 4, 2, 2, 180, 0), [4, 0]]],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  Z: [
    [
      [0, 0],
      [4, 0],
      [0, 6],
      [4, 6],
    ],
  ],
  '2': [[arc(2, 1.8, 2, 1.8, -165, 35), [0, 6], [4, 6]]],
  '3': [[[0, 0], [4, 0], [1.7, 2.6], arc(2, 4.3, 2, 1.7, -100, 150)]],
  // An open 4 (the stem does not reach the diagonal), so a turned 4 does not look like an A.
  '4': [
    [
      [2.6, 0],
      [0, 4.2],
      [4.2, 4.2],
    ],
    [
      [3.1, 1.9],
      [3.1, 6],
    ],
  ],
  '5': [[[4, 0], [0.4, 0], [0.3, 2.9], arc(2, 4.2, 2, 1.8, -145, 150)]],
  '6': [[arc(2, 3.2, 2, 3.2, -55, -180), [0, 4.2]], [arc(2, 4.2, 2, 1.8, 0, 360)]],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.4, 6],
    ],
  ],
  '8': [[arc(2, 1.45, 1.7, 1.45, 0, 360)], [arc(2, 4.4, 2, 1.6, 0, 360)]],
  '9': [[arc(2, 1.8, 2, 1.8, 0, 360)], [[4, 1.8], arc(2, 3, 2, 3, 0, 125)]],
};

const cache = new Map<string, number[][]>();

/** The strokes of a character as polylines of flat [x0, y0, x1, y1, …] coordinates in the 4 × 6 box. */
export function glyphStrokes(char: string): number[][] {
  const cached = cache.get(char);
  if (cached) return cached;
  const strokes = font[char];
  if (!strokes) throw new Error(`no captcha glyph for ${JSON.stringify(char)}`);
  const polylines = strokes.map((stroke) => {
    const flat: number[] = [];
    for (const part of stroke) {
      if (Array.isArray(part)) {
        flat.push(part[0], part[1]);
        continue;
      }
      const [cx, cy, rx, ry, from, to] = part.arc;
      const steps = Math.max(4, Math.ceil(Math.abs(to - from) / 15));
      for (let i = 0; i <= steps; i++) {
        const angle = ((from + ((to - from) * i) / steps) * Math.PI) / 180;
        flat.push(cx + rx * Math.cos(angle), cy + ry * Math.sin(angle));
      }
    }
    return flat;
  });
  cache.set(char, polylines);
  return polylines;
}
