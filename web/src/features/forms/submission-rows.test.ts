import { describe, expect, it } from 'vitest';
import { formFieldsOf, submissionRows } from './submission-rows';

describe('submissionRows', () => {
  it("lists the form's fields in order with what was filled in, then keys the form no longer has", () => {
    const formData = {
      fields: [
        { id: 'naam', label: 'Naam' },
        { id: 'budget', label: 'Maandbudget' },
        { id: 'telefoon', label: 'Telefoonnummer' },
      ],
    };
    expect(submissionRows(formData, { budget: '€ 500', naam: 'Petra', oud: 'x', kanalen: ['Facebook', 'Instagram'] })).toEqual([
      { id: 'naam', label: 'Naam', value: 'Petra' },
      { id: 'budget', label: 'Maandbudget', value: '€ 500' },
      { id: 'telefoon', label: 'Telefoonnummer', value: null },
      { id: 'oud', label: 'oud', value: 'x' },
      { id: 'kanalen', label: 'kanalen', value: 'Facebook, Instagram' },
    ]);
  });

  it('reads malformed form data defensively', () => {
    expect(formFieldsOf({ fields: 'nee' })).toEqual([]);
    expect(formFieldsOf({ fields: [null, 3, { label: 'zonder id' }, { id: 'a' }, { id: 'b', label: ' ' }] })).toEqual([
      { id: 'a', label: 'a' },
      { id: 'b', label: 'b' },
    ]);
    expect(submissionRows({}, { akkoord: true, aantal: 3, adres: { stad: 'Utrecht' } }).map((r) => r.value)).toEqual(['true', '3', '{"stad":"Utrecht"}']);
  });
});
