import { describe, expect, it } from 'vitest';
import { toggleChoice } from './field-types';

describe('toggleChoice', () => {
  it('adds a ticked option at the end', () => {
    expect(toggleChoice(['b'], 'a', true)).toEqual(['b', 'a']);
  });
  it('removes an unticked option and keeps the order of the rest', () => {
    expect(toggleChoice(['a', 'b', 'c'], 'b', false)).toEqual(['a', 'c']);
  });
  it('never holds an option twice', () => {
    expect(toggleChoice(['a', 'b'], 'a', true)).toEqual(['b', 'a']);
    expect(toggleChoice([], 'a', false)).toEqual([]);
  });
});
