/** The pixel difference of two versions (issue 36), run in a worker (diff-worker.ts); pure, so it is tested in Node. */
import pixelmatch from 'pixelmatch';

/** Changed pixels: a strong red over a faded copy of the newer version. */
export const diffColor: [number, number, number] = [255, 0, 0];
/** How much of the picture shows under the highlights (pixelmatch's `alpha`). */
const fadedOpacity = 0.2;
/** Colour distance (OKLab HyAB, 0–1) below which two pixels count as equal: hides compression noise. */
const threshold = 0.1;

export interface PixelDiff {
  /** RGBA pixels of the faded picture with the changed pixels highlighted. */
  output: Uint8ClampedArray<ArrayBuffer>;
  changed: number;
  total: number;
}

/** Compares two RGBA pictures of the same size; anti-aliased edges that moved count as changed too. */
export function diffPixels(older: Uint8ClampedArray, newer: Uint8ClampedArray, width: number, height: number): PixelDiff {
  const total = width * height;
  if (older.length !== total * 4 || newer.length !== total * 4) throw new Error('Pictures of different sizes');
  const output = new Uint8ClampedArray(total * 4);
  const changed = pixelmatch(older, newer, output, width, height, { threshold, alpha: fadedOpacity, includeAA: true, diffColor });
  return { output, changed, total };
}

/** "12,3", "0", "< 0,1": the share of changed pixels as a percentage with one decimal, never rounded to 0 when something changed. */
export function formatChangedShare(changed: number, total: number, locale: string): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (changed <= 0 || total <= 0) return format.format(0);
  const percent = (changed / total) * 100;
  if (percent < 0.1) return `< ${format.format(0.1)}`;
  if (percent > 99.9 && changed < total) return `> ${format.format(99.9)}`;
  return format.format(percent);
}
