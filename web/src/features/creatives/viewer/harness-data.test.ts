import { describe, expect, it } from 'vitest';
import { annotation } from '../../../../../common/schemas/creative-annotations';
import { makePdfBytes, randomAnnotations } from './harness-data';

describe('randomAnnotations', () => {
  it('makes annotations of every shape that the contract accepts, the same on every call', () => {
    const list = randomAnnotations(300);
    expect(list).toHaveLength(300);
    expect(new Set(list.map((item) => item.shape.type))).toEqual(new Set(['pin', 'rect', 'arrow', 'freehand']));
    for (const item of list) expect(annotation.safeParse({ shape: item.shape, page: item.page, timeMs: item.timeMs }).success, item.id).toBe(true);
    expect(randomAnnotations(300)).toEqual(list);
  });
});

describe('makePdfBytes', () => {
  it('writes a PDF whose cross-reference table points at its objects', () => {
    const text = new TextDecoder().decode(makePdfBytes(2, 3));
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(offsets).toHaveLength(3 * 2 + 3);
    offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });
});
