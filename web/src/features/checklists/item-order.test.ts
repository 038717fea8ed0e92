import { describe, expect, it } from 'vitest';
import { isMoveKey, moveItem, reconcileOrder, sameOrder, targetIndexForKey, targetIndexForPointer } from './item-order';

describe('item order', () => {
  it('moves one item, clamped to the list', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 1, 9)).toEqual(['a', 'b']);
    const same = ['a', 'b'];
    expect(moveItem(same, 1, 1)).toBe(same);
  });

  it('moves by keyboard: one place, or to the top or bottom', () => {
    expect(targetIndexForKey('ArrowUp', 2, 5)).toBe(1);
    expect(targetIndexForKey('ArrowUp', 0, 5)).toBe(0);
    expect(targetIndexForKey('ArrowDown', 4, 5)).toBe(4);
    expect(targetIndexForKey('Home', 3, 5)).toBe(0);
    expect(targetIndexForKey('End', 1, 5)).toBe(4);
    expect(isMoveKey('ArrowLeft')).toBe(false);
  });

  it('moves a dragged item past the neighbours whose middle the pointer passed', () => {
    const middles = [20, 60, 100, 140];
    expect(targetIndexForPointer(middles, 1, 55)).toBe(1);
    expect(targetIndexForPointer(middles, 1, 101)).toBe(2);
    expect(targetIndexForPointer(middles, 1, 150)).toBe(3);
    expect(targetIndexForPointer(middles, 2, 10)).toBe(0);
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
  });

  it('keeps a local order when items come or go meanwhile', () => {
    expect(reconcileOrder(['c', 'a', 'b'], ['a', 'b', 'c'])).toEqual(['c', 'a', 'b']);
    expect(reconcileOrder(['c', 'a', 'b'], ['a', 'c', 'd'])).toEqual(['c', 'a', 'd']);
  });
});
