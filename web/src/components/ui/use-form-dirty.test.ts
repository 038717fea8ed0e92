import { describe, expect, it } from 'vitest';
import { isFormChanged } from './use-form-dirty';

describe('isFormChanged', () => {
  it('compares a form’s values by content', () => {
    const start = { values: { name: '', city: 'Utrecht' }, managerIds: ['a'], color: null };
    expect(isFormChanged(start, { values: { name: '', city: 'Utrecht' }, managerIds: ['a'], color: null })).toBe(false);
    expect(isFormChanged(start, { values: { name: 'B', city: 'Utrecht' }, managerIds: ['a'], color: null })).toBe(true);
    expect(isFormChanged(start, { values: { name: '', city: 'Utrecht' }, managerIds: ['a', 'b'], color: null })).toBe(true);
    expect(isFormChanged(start, { values: { name: '', city: 'Utrecht' }, managerIds: ['a'], color: 'amber' })).toBe(true);
  });

  it('tells an array from an object, null from a value, and a missing key from a present one', () => {
    expect(isFormChanged([], {})).toBe(true);
    expect(isFormChanged(null, {})).toBe(true);
    expect(isFormChanged({ a: undefined }, { b: undefined })).toBe(true);
    expect(isFormChanged(null, null)).toBe(false);
  });
});
