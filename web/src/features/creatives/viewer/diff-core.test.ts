import { describe, expect, it } from 'vitest';
import { diffColor, diffPixels, formatChangedShare } from './diff-core';

/** A width × height RGBA picture of one colour. */
function picture(width: number, height: number, rgb: [number, number, number]): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) data.set([...rgb, 255], i * 4);
  return data;
}

describe('diffPixels', () => {
  it('finds nothing between equal pictures and shows them faded', () => {
    const a = picture(20, 10, [0, 0, 0]);
    const result = diffPixels(a, a.slice(), 20, 10);
    expect(result).toMatchObject({ changed: 0, total: 200 });
    // Black faded towards white: a light grey, not the highlight colour.
    expect([...result.output.slice(0, 4)]).not.toEqual([...diffColor, 255]);
    expect(result.output[0]).toBeGreaterThan(150);
  });

  it('counts and highlights exactly the changed block', () => {
    const a = picture(20, 10, [255, 255, 255]);
    const b = a.slice();
    // A black 4 × 5 block at (10, 2) in the newer version.
    for (let y = 2; y < 7; y++) for (let x = 10; x < 14; x++) b.set([0, 0, 0, 255], (y * 20 + x) * 4);
    const result = diffPixels(a, b, 20, 10);
    expect(result.changed).toBe(20);
    expect([...result.output.slice((3 * 20 + 11) * 4, (3 * 20 + 11) * 4 + 4)]).toEqual([...diffColor, 255]);
    expect([...result.output.slice(0, 3)]).not.toEqual(diffColor);
  });

  it('refuses pictures whose data does not match the size', () => {
    expect(() => diffPixels(picture(2, 2, [0, 0, 0]), picture(3, 2, [0, 0, 0]), 2, 2)).toThrow();
  });
});

describe('formatChangedShare', () => {
  it('shows the share with one decimal in Dutch', () => {
    expect(formatChangedShare(123, 1000, 'nl')).toBe('12,3');
    expect(formatChangedShare(1, 8, 'en')).toBe('12.5');
    expect(formatChangedShare(1000, 1000, 'nl')).toBe('100');
  });

  it('never shows 0 or 100 when that is not quite true', () => {
    expect(formatChangedShare(0, 1000, 'nl')).toBe('0');
    expect(formatChangedShare(1, 4_000_000, 'nl')).toBe('< 0,1');
    expect(formatChangedShare(3_999_999, 4_000_000, 'nl')).toBe('> 99,9');
  });
});
