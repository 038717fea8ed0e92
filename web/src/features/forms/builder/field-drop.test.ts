import { describe, expect, it } from 'vitest';
import { dropTargetAt, type DropSlot } from './field-drop';

// Page 1: rows a (0–40), b (40–80), its end (80–120); page 2: row c (150–190), its end (190–230).
const slots: DropSlot[] = [
  { pageId: 'p1', beforeId: 'a', top: 0, height: 40 },
  { pageId: 'p1', beforeId: 'b', top: 40, height: 40 },
  { pageId: 'p1', beforeId: null, top: 80, height: 40 },
  { pageId: 'p2', beforeId: 'c', top: 150, height: 40 },
  { pageId: 'p2', beforeId: null, top: 190, height: 40 },
];

describe('where a dragged field lands', () => {
  it('lands before the first slot whose middle is below the pointer, skipping its own row', () => {
    expect(dropTargetAt(slots, 'b', 10)).toEqual({ pageId: 'p1', beforeId: 'a' });
    expect(dropTargetAt(slots, 'a', 30)).toEqual({ pageId: 'p1', beforeId: 'b' });
    expect(dropTargetAt(slots, 'a', 90)).toEqual({ pageId: 'p1', beforeId: null });
    expect(dropTargetAt(slots, 'a', 160)).toEqual({ pageId: 'p2', beforeId: 'c' });
    expect(dropTargetAt(slots, 'a', 200)).toEqual({ pageId: 'p2', beforeId: null });
  });

  it('goes to the end of the last page below everything, and nowhere without slots', () => {
    expect(dropTargetAt(slots, 'c', 999)).toEqual({ pageId: 'p2', beforeId: null });
    expect(dropTargetAt([], 'c', 10)).toBeNull();
  });
});
