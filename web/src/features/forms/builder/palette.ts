import type { FormField, FormKind } from '../../../../../common/forms/form-schema';

/**
 * The builder's palette: which field kinds it offers, in which group, and the field a click adds
 * (with Dutch default labels from the `formBuilder` texts, passed in as `texts`). The ad brief's
 * typed fields are offered only in an ad brief.
 */
export type PaletteGroup = 'text' | 'choice' | 'other' | 'adBrief';

const groups = {
  text: ['short_text', 'long_text', 'email', 'phone', 'number', 'amount', 'date'],
  choice: ['single_choice', 'multiple_choice', 'dropdown', 'consent', 'rating'],
  other: ['file', 'content', 'hidden'],
  adBrief: [
    'ad_objective',
    'ad_budget',
    'ad_schedule',
    'ad_locations',
    'ad_audience',
    'ad_placements',
    'ad_primary_text',
    'ad_headline',
    'ad_description',
    'ad_call_to_action',
    'ad_landing_url',
    'ad_creatives',
  ],
} as const satisfies Record<PaletteGroup, readonly string[]>;

/** Every kind the palette offers, group by group. */
export const paletteItems = Object.values(groups).flat();
export type PaletteItem = (typeof groups)[PaletteGroup][number];

/** The palette's groups for a form kind: the ad brief's group only in an ad brief. */
export function paletteGroups(kind: FormKind): { group: PaletteGroup; items: readonly PaletteItem[] }[] {
  const shown: PaletteGroup[] = kind === 'ad_brief' ? ['adBrief', 'text', 'choice', 'other'] : ['text', 'choice', 'other'];
  return shown.map((group) => ({ group, items: groups[group] }));
}

export interface NewFieldTexts {
  /** The default label of a new field of this palette item ("Nieuwe vraag", "Budget" …). */
  label: (item: PaletteItem) => string;
  /** "Optie 1", "Optie 2". */
  option: (n: number) => string;
}

/**
 * A new field for a palette item, with sensible defaults. Its id is a placeholder: the reducer
 * gives it one made from the label (`addField`).
 */
export function newField(item: PaletteItem, texts: NewFieldTexts): FormField {
  const base = { id: 'nieuw', label: texts.label(item), required: false };
  const options = () => [
    { value: 'optie_1', label: texts.option(1) },
    { value: 'optie_2', label: texts.option(2) },
  ];
  switch (item) {
    case 'short_text':
    case 'long_text':
    case 'email':
    case 'phone':
    case 'consent':
    case 'ad_objective':
    case 'ad_budget':
    case 'ad_schedule':
    case 'ad_locations':
    case 'ad_audience':
    case 'ad_placements':
    case 'ad_call_to_action':
    case 'ad_landing_url':
      return { ...base, type: item };
    case 'number':
      return { ...base, type: 'number', integer: false };
    case 'amount':
      return { ...base, type: 'amount' };
    case 'date':
      return { ...base, type: 'date' };
    case 'single_choice':
    case 'dropdown':
      return { ...base, type: item, options: options() };
    case 'multiple_choice':
      return { ...base, type: 'multiple_choice', options: options() };
    case 'rating':
      return { ...base, type: 'rating', scale: 5 };
    case 'file':
      return { ...base, type: 'file', accept: ['image', 'pdf', 'document'], maxFiles: 5, maxSizeMb: 25 };
    case 'content':
      return { ...base, type: 'content' };
    case 'hidden':
      return { ...base, type: 'hidden', param: 'campagne' };
    case 'ad_primary_text':
      return { ...base, type: 'ad_text', variant: 'primary_text' };
    case 'ad_headline':
      return { ...base, type: 'ad_text', variant: 'headline' };
    case 'ad_description':
      return { ...base, type: 'ad_text', variant: 'description' };
    case 'ad_creatives':
      return { ...base, type: 'ad_creatives', maxFiles: 10 };
  }
}

/** The palette item a field was made from (its kind's name in the canvas and the panel). */
export function paletteItemOf(field: FormField): PaletteItem {
  if (field.type === 'ad_text') return field.variant === 'primary_text' ? 'ad_primary_text' : field.variant === 'headline' ? 'ad_headline' : 'ad_description';
  return field.type;
}
