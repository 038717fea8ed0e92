import { describe, expect, it } from 'vitest';
import { adTextWarning, answerDiff, answerSearchText, creativeWarnings, validateAnswers, type AnswerFile } from './answers.js';
import { formSchema, type FormFieldInput, type FormSchema } from './form-schema.js';

const schemaOf = (...pages: FormFieldInput[][]): FormSchema => formSchema.parse({ pages: pages.map((fields, i) => ({ id: `p${i}`, fields })) });
const one = (field: FormFieldInput) => schemaOf([field]);
const submit = (schema: FormSchema, answers: unknown, files?: Map<string, AnswerFile>) =>
  validateAnswers(schema, answers, { mode: 'submit', ...(files ? { files } : {}) });
const draft = (schema: FormSchema, answers: unknown) => validateAnswers(schema, answers, { mode: 'draft' });

const choice = (id: string, values: string[], extra: Partial<FormFieldInput> = {}): FormFieldInput =>
  ({ id, label: id, type: 'single_choice', options: values.map((v) => ({ value: v, label: v.toUpperCase() })), ...extra }) as FormFieldInput;

describe('conditions', () => {
  const schema = schemaOf(
    [
      choice('kind', ['shop', 'service']),
      {
        id: 'shop_name',
        label: 'Winkel',
        type: 'short_text',
        required: true,
        showIf: { match: 'all', conditions: [{ fieldId: 'kind', operator: 'equals', value: 'shop' }] },
      },
    ],
    [
      // A chain: visible only when shop_name is visible and filled.
      {
        id: 'shop_size',
        label: 'Grootte',
        type: 'number',
        required: true,
        showIf: { match: 'all', conditions: [{ fieldId: 'shop_name', operator: 'filled' }] },
      },
      {
        id: 'either',
        label: 'Of',
        type: 'short_text',
        required: true,
        showIf: {
          match: 'any',
          conditions: [
            { fieldId: 'kind', operator: 'equals', value: 'service' },
            { fieldId: 'shop_size', operator: 'greater_than', value: 10 },
          ],
        },
      },
    ],
  );

  it('drops and never checks the answer of a field hidden by its condition (also down a chain)', () => {
    const r = submit(schema, { kind: 'service', shop_name: 12, shop_size: 'x', either: 'ja' });
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({ kind: 'service', either: 'ja' });
  });

  it('requires a field once its conditions (all) hold, across pages', () => {
    expect(submit(schema, { kind: 'shop' }).errors).toEqual({ shop_name: 'FORM_ANSWER_REQUIRED' });
    expect(submit(schema, { kind: 'shop', shop_name: 'Bakker' }).errors).toEqual({ shop_size: 'FORM_ANSWER_REQUIRED' });
    expect(submit(schema, { kind: 'shop', shop_name: 'Bakker', shop_size: 5 }).errors).toEqual({});
  });

  it('shows a field when any of its conditions holds', () => {
    expect(submit(schema, { kind: 'shop', shop_name: 'Bakker', shop_size: 50 }).errors).toEqual({ either: 'FORM_ANSWER_REQUIRED' });
  });

  it('never lets a wrong answer open a condition', () => {
    expect(submit(schema, { kind: 'nope' }).errors).toEqual({ kind: 'FORM_ANSWER_CHOICE_INVALID' });
    expect(submit(schema, { kind: 42, shop_name: 'x' }).values).toEqual({});
  });

  it('keeps a hidden field’s answer in a draft, so toggling back loses nothing', () => {
    const r = draft(schema, { kind: 'service', shop_name: 'Bakker' });
    expect(r.values).toEqual({ kind: 'service', shop_name: 'Bakker' });
    expect(r.errors).toEqual({});
  });
});

describe('each kind', () => {
  it('reports every wrong field at once and drops unknown keys', () => {
    const schema = schemaOf(
      [
        { id: 'name', label: 'Naam', type: 'short_text', required: true, minLength: 3, maxLength: 5 },
        { id: 'mail', label: 'Mail', type: 'email' },
        { id: 'tel', label: 'Tel', type: 'phone' },
        { id: 'n', label: 'N', type: 'number', integer: true, min: 1, max: 10 },
      ],
      [
        { id: 'eur', label: 'Bedrag', type: 'amount', maxCents: 1000 },
        { id: 'd', label: 'Datum', type: 'date' },
        choice('many', ['a', 'b', 'c'], { type: 'multiple_choice', minChoices: 2, maxChoices: 2 } as never),
        { id: 'ok', label: 'Akkoord', type: 'consent', required: true },
        { id: 'stars', label: 'Sterren', type: 'rating', scale: 5 },
      ],
    );
    const r = submit(schema, { name: 'ab', mail: 'jan@', tel: '12', n: 2.5, eur: 12.5, d: '2025-02-30', many: ['a'], ok: false, stars: 6, extra: 'x' });
    expect(r.errors).toEqual({
      name: 'FORM_ANSWER_TOO_SHORT',
      mail: 'FORM_ANSWER_EMAIL_INVALID',
      tel: 'FORM_ANSWER_PHONE_INVALID',
      n: 'FORM_ANSWER_NUMBER_INVALID',
      eur: 'FORM_ANSWER_NUMBER_INVALID',
      d: 'FORM_ANSWER_DATE_INVALID',
      many: 'FORM_ANSWER_TOO_FEW_CHOICES',
      ok: 'FORM_ANSWER_REQUIRED',
      stars: 'FORM_ANSWER_TOO_HIGH',
    });
    expect(r.values).not.toHaveProperty('extra');
  });

  it('accepts good answers and normalises them', () => {
    const schema = schemaOf([
      { id: 'name', label: 'Naam', type: 'short_text', maxLength: 10 },
      { id: 'tel', label: 'Tel', type: 'phone' },
      { id: 'eur', label: 'Bedrag', type: 'amount' },
      { id: 'd', label: 'Datum', type: 'date', minDate: '2025-01-01' },
      choice('many', ['a', 'b'], { type: 'multiple_choice' } as never),
      { id: 'ok', label: 'Akkoord', type: 'consent' },
    ]);
    const r = submit(schema, { name: '  Jan ', tel: '06 12345678', eur: 1250, d: '2025-03-01', many: ['a', 'a', 'b'], ok: true });
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({ name: 'Jan', tel: '+31612345678', eur: 1250, d: '2025-03-01', many: ['a', 'b'], ok: true });
  });

  it('refuses too long texts, control characters, out-of-bounds dates, wrong limits', () => {
    const schema = schemaOf([
      { id: 'a', label: 'A', type: 'short_text', maxLength: 3 },
      { id: 'b', label: 'B', type: 'long_text' },
      { id: 'c', label: 'C', type: 'date', maxDate: '2030-01-01' },
      { id: 'e', label: 'E', type: 'date' },
      { id: 'f', label: 'F', type: 'number', min: 0 },
      choice('g', ['x'], { type: 'dropdown' } as never),
      choice('h', ['a', 'b', 'c'], { type: 'multiple_choice', maxChoices: 1 } as never),
    ]);
    const r = submit(schema, { a: 'abcd', b: 'a\u0000b', c: '2031-01-01', e: '0099-01-01', f: -1, g: 'y', h: ['a', 'b'] });
    expect(r.errors).toEqual({
      a: 'FORM_ANSWER_TOO_LONG',
      b: 'TEXT_INVALID_CHARACTERS',
      c: 'FORM_ANSWER_TOO_HIGH',
      e: 'FORM_ANSWER_DATE_INVALID',
      f: 'FORM_ANSWER_TOO_LOW',
      g: 'FORM_ANSWER_CHOICE_INVALID',
      h: 'FORM_ANSWER_TOO_MANY_CHOICES',
    });
  });

  it('keeps a link’s hidden value as a (cut) string and never requires it', () => {
    const schema = one({ id: 'campagne', label: 'Campagne', type: 'hidden', param: 'campagne', required: true });
    expect(submit(schema, {})).toEqual({ values: {}, errors: {} });
    expect(submit(schema, { campagne: 'x'.repeat(600) }).values.campagne).toHaveLength(500);
    expect(submit(schema, { campagne: 5 }).errors).toEqual({ campagne: 'FORM_ANSWER_INVALID' });
  });

  it('never answers for a content block', () => {
    expect(submit(one({ id: 'kop', label: 'Kop', type: 'content' }), { kop: 'x' })).toEqual({ values: {}, errors: {} });
  });

  it('treats a non-object as no answers, and hostile shapes as invalid', () => {
    const schema = one({ id: 'a', label: 'A', type: 'short_text', required: true });
    expect(submit(schema, null).values).toEqual({});
    expect(submit(schema, { a: { $gt: 1 } }).errors).toEqual({ a: 'FORM_ANSWER_INVALID' });
    expect(submit(schema, { a: ['x'] }).errors).toEqual({ a: 'FORM_ANSWER_INVALID' });
    expect(submit(schema, { a: 'x'.repeat(20_000) }).errors).toEqual({ a: 'FORM_ANSWER_TOO_LONG' });
  });
});

describe('drafts', () => {
  const schema = schemaOf([
    { id: 'mail', label: 'Mail', type: 'email', required: true },
    { id: 'n', label: 'N', type: 'number', max: 3 },
  ]);
  it('keeps half-typed answers and skips required and format checks', () => {
    expect(draft(schema, { mail: 'jan@', n: 7 })).toEqual({ values: { mail: 'jan@', n: 7 }, errors: {} });
  });
  it('still refuses a wrong shape or control characters', () => {
    expect(draft(schema, { mail: ['x'], n: 'zeven' }).errors).toEqual({ mail: 'FORM_ANSWER_INVALID', n: 'FORM_ANSWER_NUMBER_INVALID' });
    expect(draft(schema, { mail: 'a\u0007' }).errors).toEqual({ mail: 'TEXT_INVALID_CHARACTERS' });
  });
});

describe('files', () => {
  const id1 = '11111111-1111-4111-8111-111111111111';
  const id2 = '22222222-2222-4222-8222-222222222222';
  const schema = one({ id: 'docs', label: 'Docs', type: 'file', accept: ['pdf'], maxFiles: 1, maxSizeMb: 1, required: true });
  const files = (over: Partial<AnswerFile> = {}) => new Map([[id1, { id: id1, mimeType: 'application/pdf', size: 1000, width: null, height: null, ...over }]]);

  it('takes ids of uploaded files that fit the field', () => {
    expect(submit(schema, { docs: [id1] }, files())).toEqual({ values: { docs: [id1] }, errors: {} });
  });
  it('refuses too many, unknown, wrong-kind and too large files, and non-ids', () => {
    expect(submit(schema, { docs: [id1, id2] }, files()).errors.docs).toBe('FORM_ANSWER_TOO_MANY_FILES');
    expect(submit(schema, { docs: [id2] }, files()).errors.docs).toBe('FORM_ANSWER_FILE_INVALID');
    expect(submit(schema, { docs: [id1] }, files({ mimeType: 'image/png' })).errors.docs).toBe('FORM_ANSWER_FILE_INVALID');
    expect(submit(schema, { docs: [id1] }, files({ size: 2 * 1024 * 1024 })).errors.docs).toBe('FORM_ANSWER_FILE_TOO_LARGE');
    expect(submit(schema, { docs: ['../etc/passwd'] }).errors.docs).toBe('FORM_ANSWER_FILE_INVALID');
    expect(submit(schema, { docs: [] }).errors.docs).toBe('FORM_ANSWER_REQUIRED');
  });
});

describe('the ad brief', () => {
  const brief = schemaOf([
    { id: 'goal', label: 'Doel', type: 'ad_objective', required: true },
    { id: 'budget', label: 'Budget', type: 'ad_budget', required: true },
    { id: 'when', label: 'Wanneer', type: 'ad_schedule' },
    { id: 'where', label: 'Waar', type: 'ad_locations' },
    { id: 'who', label: 'Wie', type: 'ad_audience' },
    { id: 'places', label: 'Plaatsingen', type: 'ad_placements' },
    { id: 'primary', label: 'Tekst', type: 'ad_text', variant: 'primary_text' },
    { id: 'cta', label: 'Knop', type: 'ad_call_to_action' },
    { id: 'url', label: 'URL', type: 'ad_landing_url' },
    { id: 'creatives', label: 'Beelden', type: 'ad_creatives', maxFiles: 3 },
  ]);
  const good = {
    goal: 'leads',
    budget: { kind: 'daily', cents: 2500 },
    when: { start: '2026-03-01', end: '2026-03-31' },
    where: ['Utrecht', 'straal 10 km rond Amersfoort'],
    who: { ageMin: 25, ageMax: 45, genders: ['all'], interests: 'bakken' },
    places: ['feed_square', 'stories'],
    primary: 'x'.repeat(300),
    cta: 'learn_more',
    url: { url: 'https://bakkerij.nl/actie', utm: { source: 'facebook', medium: 'cpc', campaign: 'voorjaar', bogus: 'x' } },
  };

  it('accepts a good brief; a long ad text is no error; unknown UTM keys are dropped', () => {
    const r = submit(brief, good);
    expect(r.errors).toEqual({});
    expect(r.values.url).toEqual({ url: 'https://bakkerij.nl/actie', utm: { source: 'facebook', medium: 'cpc', campaign: 'voorjaar' } });
    expect(r.values.primary).toHaveLength(300);
  });

  it('refuses every wrong ad shape at once', () => {
    const r = submit(brief, {
      goal: 'fame',
      budget: { kind: 'daily', cents: 50 },
      when: { start: '2026-03-31', end: '2026-03-01' },
      where: [5],
      who: { ageMin: 50, ageMax: 20, genders: 'all' },
      places: ['billboard'],
      cta: 'click_here',
      url: { url: 'javascript:alert(1)' },
    });
    expect(r.errors).toEqual({
      goal: 'FORM_ANSWER_CHOICE_INVALID',
      budget: 'FORM_ANSWER_TOO_LOW',
      when: 'FORM_ANSWER_SCHEDULE_INVALID',
      where: 'FORM_ANSWER_INVALID',
      who: 'FORM_ANSWER_AGE_INVALID',
      places: 'FORM_ANSWER_CHOICE_INVALID',
      cta: 'FORM_ANSWER_CHOICE_INVALID',
      url: 'FORM_ANSWER_URL_INVALID',
    });
    expect(submit(brief, { ...good, url: { url: 'ftp://bakkerij.nl' } }).errors.url).toBe('FORM_ANSWER_URL_INVALID');
    expect(submit(brief, { ...good, budget: { kind: 'monthly', cents: 2500 } }).errors.budget).toBe('FORM_ANSWER_INVALID');
  });

  it('checks creatives: JPG/PNG ≤ 30 MB and ≥ 600 px wide, MP4/MOV; the ratio only warns', () => {
    const img = '11111111-1111-4111-8111-111111111111';
    const vid = '22222222-2222-4222-8222-222222222222';
    const files = (over: Partial<AnswerFile>) =>
      new Map<string, AnswerFile>([
        [img, { id: img, mimeType: 'image/jpeg', size: 1_000_000, width: 1080, height: 1080, ...over }],
        [vid, { id: vid, mimeType: 'video/quicktime', size: 50_000_000, width: null, height: null }],
      ]);
    expect(submit(brief, { ...good, creatives: [img, vid] }, files({})).errors).toEqual({});
    expect(submit(brief, { ...good, creatives: [img] }, files({ width: 500, height: 500 })).errors.creatives).toBe('FORM_ANSWER_IMAGE_TOO_SMALL');
    expect(submit(brief, { ...good, creatives: [img] }, files({ size: 31 * 1024 * 1024 })).errors.creatives).toBe('FORM_ANSWER_FILE_TOO_LARGE');
    expect(submit(brief, { ...good, creatives: [img] }, files({ mimeType: 'image/gif' })).errors.creatives).toBe('FORM_ANSWER_FILE_INVALID');
    const wide = files({ width: 1920, height: 1080 });
    expect(submit(brief, { ...good, creatives: [img] }, wide).errors).toEqual({});
    expect(creativeWarnings(brief, { ...good, creatives: [img] }, wide)).toEqual({ creatives: [img] });
    expect(creativeWarnings(brief, { ...good, creatives: [img] }, files({}))).toEqual({});
  });

  it('warns past 125 / 27 / 27 characters', () => {
    expect(adTextWarning('primary_text', 'x'.repeat(125))).toBeNull();
    expect(adTextWarning('primary_text', 'x'.repeat(130))).toEqual({ limit: 125, length: 130, over: 5 });
    expect(adTextWarning('headline', 'x'.repeat(28))?.over).toBe(1);
    expect(adTextWarning('description', '😀'.repeat(27))).toBeNull();
  });
});

describe('answerDiff and answerSearchText', () => {
  it('lists added, removed and changed fields, ignoring key order in objects', () => {
    const before = { a: 'x', b: ['1', '2'], c: { kind: 'daily', cents: 5 }, gone: 'y' };
    const after = { a: 'x', b: ['2', '1'], c: { cents: 5, kind: 'daily' }, added: true };
    expect(answerDiff(before, after)).toEqual(['b', 'added', 'gone']);
    expect(answerDiff(after, after)).toEqual([]);
  });

  it('flattens answers with option labels and euros, without file ids', () => {
    const schema = schemaOf([
      choice('kind', ['shop']),
      { id: 'eur', label: 'Bedrag', type: 'amount' },
      { id: 'f', label: 'F', type: 'file' },
      { id: 'url', label: 'URL', type: 'ad_landing_url' },
    ]);
    const text = answerSearchText(schema, {
      kind: 'shop',
      eur: 1250,
      f: ['11111111-1111-4111-8111-111111111111'],
      url: { url: 'https://a.nl', utm: { source: 'fb' } },
    });
    expect(text).toContain('SHOP');
    expect(text).toMatch(/€\s?12,50/);
    expect(text).toContain('https://a.nl fb');
    expect(text).not.toContain('1111');
  });
});
