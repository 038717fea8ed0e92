import { describe, expect, it } from 'vitest';
import type { FormField, FormSchema } from './form-schema.js';
import { describeDiff, diffFieldIds, isEmptyDiff, versionDiff } from './version-diff.js';

const schema = (...fields: FormField[]): FormSchema => ({ pages: [{ id: 'p1', fields }] });
const naam: FormField = { id: 'naam', type: 'short_text', label: 'Naam', required: true };
const budget: FormField = {
  id: 'budget',
  type: 'dropdown',
  label: 'Budget',
  required: false,
  options: [
    { value: 'laag', label: 'Laag' },
    { value: 'hoog', label: 'Hoog' },
  ],
};
const bericht: FormField = { id: 'bericht', type: 'long_text', label: 'Bericht', required: false };

describe('versionDiff', () => {
  it('finds nothing between equal versions, and ignores a moved field', () => {
    expect(isEmptyDiff(versionDiff(schema(naam, budget), schema(naam, budget)))).toBe(true);
    expect(
      isEmptyDiff(
        versionDiff(schema(naam, budget), {
          pages: [
            { id: 'a', fields: [budget] },
            { id: 'b', fields: [naam] },
          ],
        }),
      ),
    ).toBe(true);
  });

  it('lists added and removed fields by id with their labels', () => {
    const diff = versionDiff(schema(naam, budget), schema(naam, bericht));
    expect(diff.added).toEqual([{ id: 'bericht', label: 'Bericht' }]);
    expect(diff.removed).toEqual([{ id: 'budget', label: 'Budget' }]);
    expect(diff.changed).toEqual([]);
    expect(diffFieldIds(diff)).toEqual(['bericht', 'budget']);
  });

  it('names each kind of change: label, type, options, required, conditions', () => {
    const after = schema(
      { ...naam, label: 'Volledige naam', required: false },
      { ...budget, options: [...budget.options, { value: 'midden', label: 'Midden' }] },
      { ...bericht, type: 'short_text', showIf: { match: 'all', conditions: [{ fieldId: 'naam', operator: 'filled' }] } },
    );
    const diff = versionDiff(schema(naam, budget, bericht), after);
    expect(diff.changed).toEqual([
      { id: 'naam', label: 'Volledige naam', oldLabel: 'Naam', changes: ['label', 'required'] },
      { id: 'budget', label: 'Budget', changes: ['options'] },
      { id: 'bericht', label: 'Bericht', changes: ['type', 'conditions'] },
    ]);
  });

  it('sees a relabelled option as a change of the options', () => {
    const after = schema({ ...budget, options: [{ value: 'laag', label: 'Weinig' }, budget.options[1]!] });
    expect(versionDiff(schema(budget), after).changed[0]!.changes).toEqual(['options']);
  });

  it('describes the diff in Dutch, shortening long lists', () => {
    const diff = versionDiff(schema(naam, budget), schema({ ...naam, label: 'Je naam' }, bericht));
    expect(describeDiff(diff)).toBe('Toegevoegd: "Bericht". Gewijzigd: "Je naam". Verwijderd: "Budget".');
    const many = versionDiff(schema(), schema(...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({ ...bericht, id, label: id.toUpperCase() }))));
    expect(describeDiff(many)).toBe('Toegevoegd: "A", "B", "C", "D", "E" en 2 meer.');
  });
});
