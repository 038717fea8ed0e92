import { describe, expect, it } from 'vitest';
import { type FormSchema, formSchema, visibleFieldIds } from '../../../../../common/forms/form-schema';
import { answersToSend, firstErrorPage, missingRequired } from './answer-rules';
import { paramsRecord, prefillAnswers } from './prefill';

const schema: FormSchema = formSchema.parse({
  pages: [
    {
      id: 'p1',
      fields: [
        {
          id: 'kind',
          type: 'single_choice',
          label: 'Soort',
          required: true,
          options: [
            { value: 'shop', label: 'Winkel' },
            { value: 'other', label: 'Anders' },
          ],
        },
        {
          id: 'other',
          type: 'short_text',
          label: 'Welke?',
          required: true,
          showIf: { match: 'all', conditions: [{ fieldId: 'kind', operator: 'equals', value: 'other' }] },
        },
        { id: 'intro', type: 'content', label: 'Welkom' },
        { id: 'campaign', type: 'hidden', label: 'Campagne', param: 'campagne', required: true },
      ],
    },
    { id: 'p2', fields: [{ id: 'agree', type: 'consent', label: 'Akkoord', required: true }] },
  ],
});

describe('answersToSend', () => {
  it('keeps a hidden-by-condition answer on screen but never sends it', () => {
    const answers = { kind: 'shop', other: 'typed before', campaign: 'voorjaar', intro: 'x' };
    expect(answersToSend(schema, answers)).toEqual({ kind: 'shop', campaign: 'voorjaar' });
    expect(answersToSend(schema, { ...answers, kind: 'other' })).toEqual({ kind: 'other', other: 'typed before', campaign: 'voorjaar' });
  });
});

describe('missingRequired', () => {
  it('names the shown required fields that are empty, never link fields or hidden ones', () => {
    const answers = { kind: 'other', other: '   ' };
    expect(missingRequired(schema.pages[0]!.fields, answers, visibleFieldIds(schema, answers))).toEqual({ other: 'FORM_ANSWER_REQUIRED' });
    expect(missingRequired(schema.pages[0]!.fields, {}, visibleFieldIds(schema, {}))).toEqual({ kind: 'FORM_ANSWER_REQUIRED' });
    expect(missingRequired(schema.pages[1]!.fields, { agree: false }, visibleFieldIds(schema, {}))).toEqual({ agree: 'FORM_ANSWER_REQUIRED' });
  });

  it('finds the page of the first error in reading order', () => {
    expect(firstErrorPage(schema, ['agree', 'other'])).toEqual({ page: 0, fieldId: 'other' });
    expect(firstErrorPage(schema, ['agree'])).toEqual({ page: 1, fieldId: 'agree' });
    expect(firstErrorPage(schema, ['nope'])).toBeNull();
  });
});

describe('prefillAnswers', () => {
  it('fills hidden fields from the link’s parameters only', () => {
    expect(prefillAnswers(schema, new URLSearchParams('campagne=voorjaar&kind=shop'))).toEqual({ campaign: 'voorjaar' });
    expect(prefillAnswers(schema, { campagne: '' })).toEqual({});
    expect(prefillAnswers(schema, undefined)).toEqual({});
    expect(prefillAnswers(schema, { campagne: 'x'.repeat(20_000) }).campaign).toHaveLength(10_000);
  });

  it('reads the first value of each parameter', () => {
    expect(paramsRecord(new URLSearchParams('a=1&a=2&b=3'))).toEqual({ a: '1', b: '3' });
  });
});
