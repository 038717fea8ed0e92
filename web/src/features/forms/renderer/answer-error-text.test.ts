import { describe, expect, it } from 'vitest';
import { type FormField, formField } from '../../../../../common/forms/form-schema';
import nl from '../../../locales/nl/formFill.json';
import errors from '../../../locales/nl/errors.json';
import { type AnswerT, answerErrorText } from './answer-error-text';

/** A tiny i18next stand-in over the Dutch files: plural `_one`/`_other`, `{{name}}` placeholders, `errors:` keys. */
const t: AnswerT = (key, options = {}) => {
  const [ns, path] = key.includes(':') ? (key.split(':') as [string, string]) : ['formFill', key];
  const root: unknown = ns === 'errors' ? errors : nl;
  const lookup = (dotted: string) => dotted.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], root);
  const count = options.count;
  const found = lookup(typeof count === 'number' ? `${path}_${count === 1 ? 'one' : 'other'}` : path) ?? lookup(path);
  const text = typeof found === 'string' ? found : String(options.defaultValue ?? key);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
};

const field = (input: Record<string, unknown>): FormField => formField.parse({ id: 'f', label: 'Vraag', ...input });

describe('answerErrorText', () => {
  it('fills in the field’s limits', () => {
    expect(answerErrorText('FORM_ANSWER_TOO_LONG', field({ type: 'short_text', maxLength: 280 }), t)).toBe('Maximaal 280 tekens.');
    expect(answerErrorText('FORM_ANSWER_TOO_LONG', field({ type: 'long_text' }), t)).toBe('Maximaal 10.000 tekens.');
    expect(answerErrorText('FORM_ANSWER_TOO_SHORT', field({ type: 'short_text', minLength: 10 }), t)).toBe('Minimaal 10 tekens.');
    expect(answerErrorText('FORM_ANSWER_TOO_LOW', field({ type: 'amount', minCents: 50000 }), t)).toBe('Vul minstens € 500,00 in.');
    expect(answerErrorText('FORM_ANSWER_TOO_HIGH', field({ type: 'number', max: 1.5 }), t)).toBe('Vul hoogstens 1,5 in.');
    expect(answerErrorText('FORM_ANSWER_TOO_LOW', field({ type: 'date', minDate: '2026-03-01' }), t)).toBe('Kies 1 maart 2026 of later.');
    expect(answerErrorText('FORM_ANSWER_TOO_MANY_CHOICES', field({ type: 'multiple_choice', maxChoices: 2, options: [{ value: 'a', label: 'A' }] }), t)).toBe(
      'Kies er hoogstens 2.',
    );
    expect(answerErrorText('FORM_ANSWER_TOO_MANY_FILES', field({ type: 'file', maxFiles: 1 }), t)).toBe('Voeg hoogstens 1 bestand toe.');
  });

  it('says "required" in the field’s own words', () => {
    expect(answerErrorText('FORM_ANSWER_REQUIRED', field({ type: 'short_text' }), t)).toBe('Vul dit veld in.');
    expect(answerErrorText('FORM_ANSWER_REQUIRED', field({ type: 'consent' }), t)).toBe('Vink dit aan om verder te gaan.');
    expect(answerErrorText('FORM_ANSWER_REQUIRED', field({ type: 'dropdown', options: [{ value: 'a', label: 'A' }] }), t)).toBe('Kies een antwoord.');
    expect(answerErrorText('FORM_ANSWER_REQUIRED', field({ type: 'file' }), t)).toBe('Voeg minstens één bestand toe.');
  });

  it('falls back to the catalog, then the generic text', () => {
    expect(answerErrorText('FORM_FIELD_ID_DUPLICATE', field({ type: 'short_text' }), t)).toBe('Twee velden hebben dezelfde id.');
    expect(answerErrorText('SOMETHING_NEW', field({ type: 'short_text' }), t)).toBe('Er is iets misgegaan');
  });
});
