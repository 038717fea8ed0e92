/**
 * Draws a captcha code as a PNG picture (200 × 64, the size the web captcha field shows). Made for
 * people first (issue 18: large, upright-ish characters with clear gaps, ink at ≥ 4.5:1 against the
 * background) and against machines second: the characters are thick strokes from a line-and-arc
 * font, each with its own scale, shear, turn (≤ 14°), height and stroke width; the whole drawing is
 * bent by a random wave; thin curves in the ink's colour cross the text, over a tinted background
 * with faint curves, grain and speckles. Ink colour follows a gradient across the picture, so colour
 * does not separate the characters. `npm run bench captcha` measures both sides (Tesseract OCR).
 */
import { contrastRatio, relativeLuminance, type Rgb } from '../../../common/rules/contrast.js';
import { randomBytes } from 'node:crypto';
import { captchaImageSize } from '../../../common/auth-constants.js';
import { glyphBox, glyphStrokes } from './glyphs.js';
import { encodePng } from './png.js';

export const captchaImageWidth = captchaImageSize.width;
export const captchaImageHeight = captchaImageSize.height;

const W = captchaImageWidth;
const H = captchaImageHeight;

/**
 * xoshiro128** seeded from crypto: the picture's jitter needs speed, not secrecy (the code itself
 * comes from crypto.randomInt), but a fresh unpredictable seed per picture costs nothing.
 */
function createRandom(): () => number {
  const seed = randomBytes(16);
  let a = seed.readUInt32LE(0) | 1;
  let b = seed.readUInt32LE(4);
  let c = seed.readUInt32LE(8);
  let d = seed.readUInt32LE(12);
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = rotl(d, 11);
    return result / 4294967296;
  };
}
const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));

/** The text's contrast against the background under it, at least (WCAG AA for text). */
export const minimumContrast = 4.5;

function hsl(h: number, s: number, l: number): Rgb {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => 255 * (l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1)));
  return [f(0), f(8), f(4)];
}

interface Canvas {
  pixels: Float32Array; // RGB, 0–255
  mask: Float32Array; // coverage of the strokes not yet painted, 0–1
  /** The rows of the mask that hold coverage. */
  dirtyTop: number;
  dirtyBottom: number;
  /** The wave: appends where the point (x, y) of the undistorted drawing ends up to `out`. */
  warp: (out: number[], x: number, y: number) => void;
}

/**
 * Adds the thick polyline `points` (flat x, y pairs) to the coverage mask, anti-aliased. The line
 * is cut into pieces of at most 3 px whose ends go through the wave, so straight strokes bend.
 */
function strokeInto(canvas: Canvas, points: ArrayLike<number>, halfWidth: number): void {
  const { mask, warp } = canvas;
  const bent: number[] = [];
  for (let p = 0; p + 1 < points.length; p += 2) {
    const x = points[p]!;
    const y = points[p + 1]!;
    if (p > 0) {
      const px = points[p - 2]!;
      const py = points[p - 1]!;
      const pieces = Math.ceil(Math.hypot(x - px, y - py) / 3);
      for (let k = 1; k < pieces; k++) warp(bent, px + ((x - px) * k) / pieces, py + ((y - py) * k) / pieces);
    }
    warp(bent, x, y);
  }
  const reach = halfWidth + 1.5;
  for (let p = 0; p + 3 < bent.length; p += 2) {
    const ax = bent[p]!;
    const ay = bent[p + 1]!;
    const dx = bent[p + 2]! - ax;
    const dy = bent[p + 3]! - ay;
    const lengthSquared = dx * dx + dy * dy || 1e-9;
    const x0 = Math.max(0, Math.floor(Math.min(ax, ax + dx) - reach));
    const x1 = Math.min(W - 1, Math.ceil(Math.max(ax, ax + dx) + reach));
    const y0 = Math.max(0, Math.floor(Math.min(ay, ay + dy) - reach));
    const y1 = Math.min(H - 1, Math.ceil(Math.max(ay, ay + dy) + reach));
    if (y0 < canvas.dirtyTop) canvas.dirtyTop = y0;
    if (y1 > canvas.dirtyBottom) canvas.dirtyBottom = y1;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5 - ax;
        const py = y + 0.5 - ay;
        const t = Math.max(0, Math.min(1, (px * dx + py * dy) / lengthSquared));
        const ex = px - t * dx;
        const ey = py - t * dy;
        const coverage = halfWidth + 0.5 - Math.sqrt(ex * ex + ey * ey);
        const i = y * W + x;
        if (coverage > mask[i]!) mask[i] = coverage > 1 ? 1 : coverage;
      }
    }
  }
}

/** Paints the mask onto the picture in `columns` (an RGB colour per column) and clears it. */
function flush(canvas: Canvas, columns: Float32Array): void {
  const { pixels, mask } = canvas;
  for (let y = canvas.dirtyTop; y <= canvas.dirtyBottom; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      const alpha = mask[i]!;
      if (alpha <= 0) continue;
      for (let c = 0; c < 3; c++) pixels[i * 3 + c] = pixels[i * 3 + c]! * (1 - alpha) + columns[x * 3 + c]! * alpha;
      mask[i] = 0;
    }
  }
  canvas.dirtyTop = H;
  canvas.dirtyBottom = -1;
}

/** A wavy curve from edge to edge (or a short arc when `short`), as flat points. */
function randomCurve(random: () => number, short: boolean): number[] {
  const points: number[] = [];
  if (short) {
    const cx = random() * W;
    const cy = random() * H;
    const r = 6 + random() * 12;
    const from = random() * Math.PI * 2;
    const sweep = (0.6 + random() * 1.6) * (random() < 0.5 ? -1 : 1);
    for (let i = 0; i <= 10; i++) {
      const angle = from + (sweep * i) / 10;
      points.push(cx + r * Math.cos(angle), cy + r * 0.7 * Math.sin(angle));
    }
    return points;
  }
  const base = H * (0.3 + random() * 0.4);
  const slope = (random() - 0.5) * 0.25;
  const amplitude = 4 + random() * 10;
  const frequency = ((1 + random() * 2.5) / W) * Math.PI;
  const phase = random() * Math.PI * 2;
  for (let x = -4; x <= W + 4; x += 5) points.push(x, base + slope * (x - W / 2) + amplitude * Math.sin(x * frequency + phase));
  return points;
}

/** What the renderer knows of a picture's legibility (the bench and the tests read it). */
export interface CaptchaMetrics {
  /** Height of each character's upright box (its cap height before turning), px. */
  glyphHeights: number[];
  /** The smallest distance between the ink of two neighbouring characters' boxes, px (negative = overlap). */
  smallestGap: number;
  /** The lowest contrast ratio between the text's ink and the background under it, per column. */
  lowestContrast: number;
}

/** The picture of `code` as an RGB pixel buffer (W × H × 3). */
export function renderCaptchaPixels(code: string): Uint8ClampedArray {
  return renderCaptcha(code).pixels;
}

/** The picture of `code` (RGB, W × H × 3) and its legibility figures. */
export function renderCaptcha(code: string): { pixels: Uint8ClampedArray; metrics: CaptchaMetrics } {
  const random = createRandom();
  const between = (low: number, high: number) => low + random() * (high - low);

  // The wave: every point of the drawing moves a little to the side and up or down.
  const waveX = { amplitude: between(1, 2), frequency: between(0.08, 0.16), phase: between(0, 7) };
  const waveY = { amplitude: between(1.8, 3), frequency: between(0.03, 0.06), phase: between(0, 7) };
  const ripple = { amplitude: between(0.6, 1.1), frequency: between(0.15, 0.25), phase: between(0, 7) };
  const canvas: Canvas = {
    pixels: new Float32Array(W * H * 3),
    mask: new Float32Array(W * H),
    dirtyTop: H,
    dirtyBottom: -1,
    warp: (out, x, y) => {
      out.push(
        x + waveX.amplitude * Math.sin(y * waveX.frequency + waveX.phase),
        y + waveY.amplitude * Math.sin(x * waveY.frequency + waveY.phase) + ripple.amplitude * Math.sin((x + y) * ripple.frequency + ripple.phase),
      );
    },
  };
  const maxShiftX = waveX.amplitude;
  const maxShiftY = waveY.amplitude + ripple.amplitude;

  // Background: a gradient between two light tints, with soft blotches and grain.
  const hue = between(0, 360);
  const tintA = hsl(hue, between(0.3, 0.6), between(0.89, 0.94));
  const tintB = hsl(hue + between(-70, 70), between(0.3, 0.6), between(0.89, 0.94));
  const blotch = { fx: between(0.04, 0.09), fy: between(0.08, 0.16), phase: between(0, 7), depth: between(6, 12) };
  const blotchColumns = Array.from({ length: W }, (_, x) => blotch.depth * Math.sin(x * blotch.fx + blotch.phase));
  const grain = randomBytes(W * H);
  const { pixels } = canvas;
  for (let c = 0; c < 3; c++) {
    const from = tintA[c]!;
    const slope = (tintB[c]! - from) / (W + H * 0.5);
    for (let y = 0; y < H; y++) {
      const blotchRow = Math.sin(y * blotch.fy + blotch.phase);
      const rowStart = from + slope * y * 0.5;
      for (let x = 0; x < W; x++) {
        const i = y * W + x;
        pixels[i * 3 + c] = rowStart + slope * x + blotchColumns[x]! * blotchRow + (grain[i]! - 127.5) * 0.045;
      }
    }
  }
  // The darkest background of each column: what the text's contrast is measured against.
  const darkestBackground = Array.from({ length: W }, (_, x) => {
    let darkest: Rgb = [255, 255, 255];
    let lowest = Infinity;
    for (let y = 0; y < H; y++) {
      const i = (y * W + x) * 3;
      const colour: Rgb = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!];
      const luminance = relativeLuminance(colour);
      if (luminance < lowest) [lowest, darkest] = [luminance, colour];
    }
    return darkest;
  });

  // Ink: one dark gradient for text and crossing curves alike, darkened where a column would stay
  // under the contrast goal (4.5:1, kept with a margin).
  const inkHue = between(0, 360);
  const inkA = hsl(inkHue, between(0.45, 0.8), between(0.14, 0.26));
  const inkB = hsl(inkHue + between(-60, 60), between(0.45, 0.8), between(0.14, 0.26));
  const ink = new Float32Array(W * 3);
  let lowestContrast = Infinity;
  for (let x = 0; x < W; x++) {
    let colour: Rgb = [0, 1, 2].map((c) => inkA[c]! + ((inkB[c]! - inkA[c]!) * x) / (W - 1)) as Rgb;
    while (contrastRatio(colour, darkestBackground[x]!) < minimumContrast + 0.5) colour = colour.map((value) => value * 0.9) as Rgb;
    lowestContrast = Math.min(lowestContrast, contrastRatio(colour, darkestBackground[x]!));
    ink.set(colour, x * 3);
  }
  /** The ink per column, mixed with white by `amount` (0–1). */
  const lighter = (amount: number) => ink.map((value) => value + (255 - value) * amount);

  // Faint clutter behind the text.
  for (let i = 0; i < 2; i++) {
    strokeInto(canvas, randomCurve(random, i > 0), between(0.6, 1));
    flush(canvas, lighter(between(0.7, 0.8)));
  }

  // The characters: upright-ish (turned at most 14°, a little sheared), each with its own stroke
  // width, set side by side with a clear gap between their boxes: large and apart, for people.
  const baseScale = between(6, 6.5);
  const halfWidth = between(1.6, 2);
  const glyphs = [...code].map((char) => {
    const scaleX = baseScale * between(0.8, 0.92);
    const scaleY = baseScale * between(0.95, 1.05);
    const shear = between(-0.18, 0.18);
    const angle = (between(-14, 14) * Math.PI) / 180;
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const box = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
    const strokes = glyphStrokes(char).map((polyline) => {
      const placed = new Float32Array(polyline.length);
      for (let p = 0; p < polyline.length; p += 2) {
        const y = (polyline[p + 1]! - glyphBox.height / 2) * scaleY;
        const x = (polyline[p]! - glyphBox.width / 2) * scaleX + shear * y;
        placed[p] = x * cos - y * sin;
        placed[p + 1] = x * sin + y * cos;
        box.left = Math.min(box.left, placed[p]!);
        box.right = Math.max(box.right, placed[p]!);
        box.top = Math.min(box.top, placed[p + 1]!);
        box.bottom = Math.max(box.bottom, placed[p + 1]!);
      }
      return placed;
    });
    return { strokes, box, height: glyphBox.height * scaleY, halfWidth: halfWidth * between(0.85, 1.15), gap: between(4, 7) };
  });
  // Shrink a character that is too tall to fit after the wave, and all of them when too wide.
  const marginX = halfWidth * 1.15 + maxShiftX + 1;
  const marginY = halfWidth * 1.15 + maxShiftY + 0.5;
  // From centre line to centre line: the strokes' half widths and the gap between their ink.
  const gaps = glyphs.slice(0, -1).map((glyph, i) => glyph.halfWidth + glyphs[i + 1]!.halfWidth + glyph.gap);
  const glyphWidths = glyphs.reduce((sum, { box }) => sum + box.right - box.left, 0);
  const gapWidths = gaps.reduce((sum, gap) => sum + gap, 0);
  // Too wide: the characters get narrower, the gaps between them stay.
  const squeeze = Math.min(1, (W - 2 * marginX - gapWidths) / glyphWidths);
  let left = marginX + random() * Math.max(0, W - 2 * marginX - glyphWidths * squeeze - gapWidths);
  const glyphHeights: number[] = [];
  glyphs.forEach(({ strokes, box, height, halfWidth: glyphHalfWidth }, i) => {
    const fit = Math.min(1, (H - 2 * marginY) / (box.bottom - box.top));
    const offsetY = marginY - box.top * fit + random() * Math.max(0, H - 2 * marginY - (box.bottom - box.top) * fit);
    glyphHeights.push(height * fit);
    for (const placed of strokes) {
      for (let p = 0; p < placed.length; p += 2) {
        placed[p] = left + (placed[p]! - box.left) * fit * squeeze;
        placed[p + 1] = offsetY + placed[p + 1]! * fit;
      }
      strokeInto(canvas, placed, glyphHalfWidth);
    }
    left += (box.right - box.left) * fit * squeeze + (gaps[i] ?? 0);
  });
  flush(canvas, ink);
  // Ink to ink between neighbouring boxes; the wave moves a point sideways by at most waveX.amplitude.
  const smallestGap = Math.min(...glyphs.slice(0, -1).map((glyph) => glyph.gap - 2 * waveX.amplitude));

  // Curves in the ink's own colour through the text (thinner than its strokes), and short arcs.
  for (let i = 0; i < 2; i++) {
    strokeInto(canvas, randomCurve(random, false), between(0.7, 0.95));
    flush(canvas, lighter(between(0.05, 0.2)));
  }
  for (let i = 0; i < 2; i++) {
    strokeInto(canvas, randomCurve(random, true), between(0.6, 0.85));
    flush(canvas, lighter(between(0.1, 0.25)));
  }

  // Speckles: dark and light dots, some two pixels wide.
  const speckles = Math.floor(W * H * between(0.02, 0.03));
  for (let s = 0; s < speckles; s++) {
    const x = Math.floor(random() * W);
    const y = Math.floor(random() * H);
    const dark = random() < 0.5;
    const amount = between(0.15, 0.6);
    const tint = random() < 0.5 ? tintA : tintB;
    const size = random() < 0.25 ? 2 : 1;
    for (let dy = 0; dy < size && y + dy < H; dy++) {
      for (let dx = 0; dx < size && x + dx < W; dx++) {
        const i = ((y + dy) * W + x + dx) * 3;
        for (let c = 0; c < 3; c++) {
          const inkValue = ink[x * 3 + c]!;
          pixels[i + c] = dark ? inkValue + (255 - inkValue) * amount : tint[c]!;
        }
      }
    }
  }
  return { pixels: new Uint8ClampedArray(pixels), metrics: { glyphHeights, smallestGap, lowestContrast } };
}

/** The PNG file of `code`'s picture. */
export function renderCaptchaPng(code: string): Buffer {
  return encodePng(W, H, renderCaptchaPixels(code));
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
