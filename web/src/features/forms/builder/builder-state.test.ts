import { describe, expect, it } from 'vitest';
import { type FormField, fieldsOf, formSettings } from '../../../../../common/forms/form-schema';
import { type BuilderAction, type BuilderState, builderReducer, initialBuilderState, positionOf } from './builder-state';
import { newField } from './palette';
import { schemaProblems } from './schema-problems';

const texts = { label: () => 'Nieuwe vraag', option: (n: number) => `Optie ${n}` };

function start(): BuilderState {
  return initialBuilderState({ title: 'Intake', description: null, kind: 'form', schema: { pages: [] }, settings: formSettings.parse({}) });
}

function run(state: BuilderState, ...actions: BuilderAction[]): BuilderState {
  return actions.reduce(builderReducer, state);
}

function ids(state: BuilderState): string[][] {
  return state.schema.pages.map((page) => page.fields.map((field) => field.id));
}

function add(state: BuilderState, label: string, type: Parameters<typeof newField>[0] = 'short_text', pageId = 'pagina_1'): BuilderState {
  const field: FormField = { ...newField(type, texts), label };
  return run(state, { type: 'addField', field, pageId, afterId: null }, { type: 'select', fieldId: null });
}

describe('the builder reducer', () => {
  it('starts with one empty page and adds fields with ids made from their labels', () => {
    let state = start();
    expect(state.schema.pages).toEqual([{ id: 'pagina_1', fields: [] }]);
    state = add(add(state, 'Naam'), 'Naam');
    expect(ids(state)).toEqual([['naam', 'naam_2']]);
    expect(schemaProblems(state.schema)).toEqual({});
  });

  it('lets a new field id follow its label while it is selected, then fixes it and keeps it on rename', () => {
    let state = run(start(), { type: 'addField', field: newField('short_text', texts), pageId: 'pagina_1' });
    expect(state.selectedId).toBe('nieuwe_vraag');
    state = run(state, { type: 'updateField', fieldId: 'nieuwe_vraag', patch: { label: 'Bedrijfsnaam' } });
    expect(ids(state)).toEqual([['bedrijfsnaam']]);
    expect(state.selectedId).toBe('bedrijfsnaam');
    state = run(state, { type: 'select', fieldId: null }, { type: 'select', fieldId: 'bedrijfsnaam' });
    state = run(state, { type: 'updateField', fieldId: 'bedrijfsnaam', patch: { label: 'Naam van je bedrijf' } });
    expect(ids(state)).toEqual([['bedrijfsnaam']]);
  });

  it('adds after the selected field and duplicates with a new id', () => {
    let state = add(add(start(), 'Een'), 'Drie');
    state = run(state, { type: 'addField', field: { ...newField('email', texts), label: 'Twee' }, pageId: 'pagina_1', afterId: 'een' });
    expect(ids(state)).toEqual([['een', 'twee', 'drie']]);
    state = run(state, { type: 'duplicateField', fieldId: 'een', copyLabel: 'Een (kopie)' });
    expect(ids(state)).toEqual([['een', 'een_kopie', 'twee', 'drie']]);
    expect(state.selectedId).toBe('een_kopie');
  });

  it('renames an id everywhere it is referred to', () => {
    let state = add(add(start(), 'Kanaal', 'single_choice'), 'Welk');
    state = run(state, {
      type: 'setShowIf',
      fieldId: 'welk',
      rule: { match: 'all', conditions: [{ fieldId: 'kanaal', operator: 'equals', value: 'optie_1' }] },
    });
    state = add(state, 'Mail', 'email');
    state = run(state, { type: 'setSettings', patch: { copyToEmailFieldId: 'mail' } });
    state = run(state, { type: 'renameFieldId', fieldId: 'kanaal', next: 'platform' }, { type: 'renameFieldId', fieldId: 'mail', next: 'email' });
    expect(state.schema.pages[0]!.fields[1]!.showIf?.conditions[0]?.fieldId).toBe('platform');
    expect(state.settings.copyToEmailFieldId).toBe('email');
  });

  it('removes a field with the conditions that looked at it', () => {
    let state = add(add(add(start(), 'A'), 'B'), 'C');
    state = run(state, {
      type: 'setShowIf',
      fieldId: 'c',
      rule: {
        match: 'any',
        conditions: [
          { fieldId: 'a', operator: 'filled' },
          { fieldId: 'b', operator: 'filled' },
        ],
      },
    });
    state = run(state, { type: 'removeField', fieldId: 'a' });
    expect(state.schema.pages[0]!.fields.find((f) => f.id === 'c')?.showIf?.conditions).toEqual([{ fieldId: 'b', operator: 'filled' }]);
    state = run(state, { type: 'removeField', fieldId: 'b' });
    expect(state.schema.pages[0]!.fields[0]!.showIf).toBeUndefined();
  });

  it('moves fields within a page, across pages and one step at a time over page boundaries', () => {
    let state = add(add(add(start(), 'A'), 'B'), 'C');
    state = run(state, { type: 'addPage', title: 'Tweede' });
    expect(state.schema.pages.map((p) => p.id)).toEqual(['pagina_1', 'pagina_2']);
    state = run(state, { type: 'moveField', fieldId: 'c', pageId: 'pagina_1', beforeId: 'a' });
    expect(ids(state)).toEqual([['c', 'a', 'b'], []]);
    state = run(state, { type: 'moveFieldBy', fieldId: 'c', delta: 1 });
    expect(ids(state)).toEqual([['a', 'c', 'b'], []]);
    state = run(state, { type: 'moveFieldBy', fieldId: 'c', delta: 1 }, { type: 'moveFieldBy', fieldId: 'c', delta: 1 });
    expect(ids(state)).toEqual([['a', 'b'], ['c']]);
    expect(positionOf(state.schema, 'c')).toEqual({ pageIndex: 1, index: 0, count: 1 });
    state = run(state, { type: 'moveFieldBy', fieldId: 'c', delta: 1 });
    expect(ids(state)).toEqual([['a', 'b'], ['c']]);
    state = run(state, { type: 'moveFieldBy', fieldId: 'c', delta: -1 });
    expect(ids(state)).toEqual([['a', 'b', 'c'], []]);
    state = run(state, { type: 'moveFieldBy', fieldId: 'a', delta: -1 });
    expect(ids(state)).toEqual([['a', 'b', 'c'], []]);
    state = run(state, { type: 'moveField', fieldId: 'a', pageId: 'pagina_2', beforeId: null });
    expect(ids(state)).toEqual([['b', 'c'], ['a']]);
  });

  it('removes a page by handing its fields to the page before (or after, for the first)', () => {
    let state = add(start(), 'A');
    state = run(state, { type: 'addPage' }, { type: 'addField', field: { ...newField('short_text', texts), label: 'B' }, pageId: 'pagina_2' });
    state = run(state, { type: 'renamePage', pageId: 'pagina_2', title: 'Budget' });
    expect(state.schema.pages[1]!.title).toBe('Budget');
    const removedSecond = run(state, { type: 'removePage', pageId: 'pagina_2' });
    expect(ids(removedSecond)).toEqual([['a', 'b']]);
    const removedFirst = run(state, { type: 'removePage', pageId: 'pagina_1' });
    expect(ids(removedFirst)).toEqual([['a', 'b']]);
    expect(removedFirst.schema.pages[0]!.id).toBe('pagina_2');
    expect(run(removedFirst, { type: 'removePage', pageId: 'pagina_2' })).toBe(removedFirst);
  });

  it('edits options with stable values and keeps conditions on them valid', () => {
    let state = add(add(start(), 'Kanaal', 'single_choice'), 'Budget');
    state = run(
      state,
      { type: 'addOption', fieldId: 'kanaal', label: 'Google Ads' },
      { type: 'renameOption', fieldId: 'kanaal', value: 'optie_1', label: 'Meta' },
    );
    const options = () => (fieldsOf(state.schema)[0] as Extract<FormField, { type: 'single_choice' }>).options;
    expect(options()).toEqual([
      { value: 'optie_1', label: 'Meta' },
      { value: 'optie_2', label: 'Optie 2' },
      { value: 'google_ads', label: 'Google Ads' },
    ]);
    state = run(state, { type: 'moveOption', fieldId: 'kanaal', value: 'google_ads', delta: -1 });
    expect(options().map((o) => o.value)).toEqual(['optie_1', 'google_ads', 'optie_2']);
    state = run(state, {
      type: 'setShowIf',
      fieldId: 'budget',
      rule: { match: 'all', conditions: [{ fieldId: 'kanaal', operator: 'equals', value: 'google_ads' }] },
    });
    state = run(state, { type: 'removeOption', fieldId: 'kanaal', value: 'google_ads' });
    expect(fieldsOf(state.schema)[1]!.showIf?.conditions).toEqual([{ fieldId: 'kanaal', operator: 'equals', value: 'optie_1' }]);
  });

  it('finds what the server would refuse before it is sent', () => {
    let state = add(add(start(), 'A'), 'B');
    state = run(state, { type: 'setShowIf', fieldId: 'a', rule: { match: 'all', conditions: [{ fieldId: 'b', operator: 'filled' }] } });
    state = run(state, { type: 'updateField', fieldId: 'b', patch: { label: ' ' } });
    expect(schemaProblems(state.schema)).toEqual({ a: 'FORM_CONDITION_FIELD_INVALID', b: 'FORM_FIELD_LABEL_REQUIRED' });
  });
});
