import { describe, expect, it } from 'vitest';
import type { FormField, FormSchema } from '../../../../../common/forms/form-schema';
import { adjustCondition, conditionTargets, defaultCondition, isConditionTargetValid, operatorsFor, valueInputFor } from './conditions';

const choice: FormField = {
  id: 'kanaal',
  label: 'Kanaal',
  required: false,
  type: 'single_choice',
  options: [
    { value: 'meta', label: 'Meta' },
    { value: 'google', label: 'Google' },
  ],
};
const number: FormField = { id: 'aantal', label: 'Aantal', required: false, type: 'number', integer: true };
const heading: FormField = { id: 'kop', label: 'Kop', required: false, type: 'content' };
const text: FormField = { id: 'naam', label: 'Naam', required: false, type: 'short_text' };
const later: FormField = { id: 'later', label: 'Later', required: false, type: 'short_text' };
const schema: FormSchema = {
  pages: [
    { id: 'p1', fields: [choice, heading, number] },
    { id: 'p2', fields: [text, later] },
  ],
};

describe('condition targets', () => {
  it('offers only earlier fields that take an answer, across pages', () => {
    expect(conditionTargets(schema, 'later').map((f) => f.id)).toEqual(['kanaal', 'aantal', 'naam']);
    expect(conditionTargets(schema, 'kanaal')).toEqual([]);
    expect(isConditionTargetValid(schema, 'naam', { fieldId: 'later', operator: 'filled' })).toBe(false);
    expect(isConditionTargetValid(schema, 'naam', { fieldId: 'kop', operator: 'filled' })).toBe(false);
    expect(isConditionTargetValid(schema, 'naam', { fieldId: 'aantal', operator: 'filled' })).toBe(true);
  });

  it('fits operators and value inputs to the target', () => {
    expect(operatorsFor(choice)).toEqual(['equals', 'not_equals', 'filled', 'empty']);
    expect(operatorsFor(number)).toContain('greater_than');
    expect(operatorsFor({ id: 'ok', label: 'Ok', required: false, type: 'consent' })).toEqual(['filled', 'empty']);
    expect(valueInputFor(choice, 'equals')).toEqual({
      kind: 'choice',
      options: [
        { value: 'meta', label: 'Meta' },
        { value: 'google', label: 'Google' },
      ],
    });
    expect(valueInputFor(number, 'less_than')).toEqual({ kind: 'number', integer: true });
    expect(valueInputFor(number, 'filled')).toEqual({ kind: 'none' });
    expect(valueInputFor({ id: 'b', label: 'B', required: false, type: 'amount' }, 'equals')).toEqual({ kind: 'euros' });
  });

  it('starts and adjusts a condition so it fits', () => {
    expect(defaultCondition(choice)).toEqual({ fieldId: 'kanaal', operator: 'equals', value: 'meta' });
    expect(adjustCondition(choice, { fieldId: 'x', operator: 'greater_than', value: 'google' })).toEqual({
      fieldId: 'kanaal',
      operator: 'equals',
      value: 'google',
    });
    expect(adjustCondition(choice, { fieldId: 'kanaal', operator: 'equals', value: 'tiktok' })).toEqual({
      fieldId: 'kanaal',
      operator: 'equals',
      value: 'meta',
    });
    expect(adjustCondition(number, { fieldId: 'aantal', operator: 'filled', value: 3 })).toEqual({ fieldId: 'aantal', operator: 'filled' });
    expect(adjustCondition(text, { fieldId: 'naam', operator: 'contains' })).toEqual({ fieldId: 'naam', operator: 'contains', value: '' });
  });
});
