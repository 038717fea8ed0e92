import { describe, expect, it } from 'vitest';
import { fieldIdFromLabel, fieldIdProblem, newPageId, optionValueFromLabel, slugOf } from './field-ids';

describe('field ids from labels', () => {
  it('slugs a Dutch label: lower case, accents dropped, one _ between words', () => {
    expect(slugOf('Wat is je e-mailadres?')).toBe('wat_is_je_e_mailadres');
    expect(slugOf('Café ’s middags')).toBe('cafe_s_middags');
    expect(slugOf('  ---  ')).toBe('');
  });

  it('starts with a letter and stays within 40 characters', () => {
    expect(fieldIdFromLabel('2025 budget', new Set())).toBe('veld_2025_budget');
    expect(fieldIdFromLabel('???', new Set())).toBe('veld');
    const long = fieldIdFromLabel('Een heel lange vraag die veel meer dan veertig tekens telt', new Set());
    expect(long.length).toBeLessThanOrEqual(40);
    expect(long).toMatch(/^[a-z][a-z0-9_]{0,39}$/);
  });

  it('is unique among the ids taken, also when shortened for the suffix', () => {
    expect(fieldIdFromLabel('Nieuwe vraag', new Set(['nieuwe_vraag']))).toBe('nieuwe_vraag_2');
    expect(fieldIdFromLabel('Nieuwe vraag', new Set(['nieuwe_vraag', 'nieuwe_vraag_2']))).toBe('nieuwe_vraag_3');
    const forty = 'a'.repeat(40);
    const next = fieldIdFromLabel(forty, new Set([forty]));
    expect(next).toBe(`${'a'.repeat(38)}_2`);
  });

  it('gives options a unique value from their label', () => {
    expect(optionValueFromLabel('Ja, graag!', new Set())).toBe('ja_graag');
    expect(optionValueFromLabel('Ja graag', new Set(['ja_graag']))).toBe('ja_graag_2');
    expect(optionValueFromLabel('!!', new Set())).toBe('optie');
  });

  it('checks a typed id with the server rules', () => {
    expect(fieldIdProblem('budget', new Set())).toBeNull();
    expect(fieldIdProblem('Budget', new Set())).toBe('FORM_FIELD_ID_INVALID');
    expect(fieldIdProblem('1e', new Set())).toBe('FORM_FIELD_ID_INVALID');
    expect(fieldIdProblem('budget', new Set(['budget']))).toBe('FORM_FIELD_ID_DUPLICATE');
  });

  it('makes page ids that are not taken', () => {
    expect(newPageId(new Set(['pagina_1']))).toBe('pagina_2');
    expect(newPageId(new Set(['pagina_1', 'pagina_3']))).toBe('pagina_4');
  });
});
