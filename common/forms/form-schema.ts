/**
 * The form schema (issue 35): one zod discriminated union of field kinds, used by the form builder,
 * the portal's and the public page's renderer and the server. A form is pages of fields; a field
 * may be shown only when conditions on earlier answers hold; hidden fields take their value from
 * the link (`?campagne=…`). A structured ad brief is a form whose fields include the typed ad
 * fields (`ad_*`). Answers are a JSON object keyed by field id (`FormAnswers`); a file field's
 * answer is the ids of its uploaded files.
 *
 * What a person may type into a form is checked in common/forms/answers.ts against this schema.
 */
import { z } from 'zod';

// ---------------------------------------------------------------- limits

export const formLimits = {
  title: 200,
  description: 2000,
  label: 300,
  help: 1000,
  optionLabel: 200,
  options: 100,
  fields: 200,
  pages: 20,
  conditions: 10,
  /** Most characters a text answer may ever have (a field's own max may be lower). */
  textAnswer: 10_000,
  /** A file field: at most this many files, each at most this many megabytes. */
  maxFiles: 20,
  maxFileMb: 500,
  /** The structured ad brief: where Meta truncates (a warning past it, never a block). */
  adPrimaryText: 125,
  adHeadline: 27,
  adDescription: 27,
  /** Creative images for an ad: at most 30 MB and at least 600 px wide. */
  adImageMb: 30,
  adImageMinWidth: 600,
} as const;

// ---------------------------------------------------------------- pieces

/** A field id: stable across versions, the key of its answer and the CSV column. */
export const fieldId = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'FORM_FIELD_ID_INVALID');

const label = z.string().trim().min(1, 'FORM_FIELD_LABEL_REQUIRED').max(formLimits.label, 'FORM_FIELD_LABEL_TOO_LONG');
const help = z.string().max(formLimits.help, 'FORM_FIELD_HELP_TOO_LONG').optional();

export const choiceOption = z.object({
  /** Stable value stored in answers (a slug); the label may change without breaking old answers. */
  value: z.string().min(1).max(60),
  label: z.string().trim().min(1, 'FORM_OPTION_LABEL_REQUIRED').max(formLimits.optionLabel),
});
export type ChoiceOption = z.infer<typeof choiceOption>;

export const conditionOperators = ['equals', 'not_equals', 'contains', 'not_contains', 'filled', 'empty', 'greater_than', 'less_than'] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

export const condition = z.object({
  /** An earlier field (on this page before this field, or on an earlier page). */
  fieldId,
  operator: z.enum(conditionOperators),
  /** Absent for `filled` and `empty`; a choice's option value, a text or a number otherwise. */
  value: z.union([z.string().max(formLimits.optionLabel), z.number()]).optional(),
});
export type FormCondition = z.infer<typeof condition>;

/** Show the field only when all (or any) of the conditions hold. */
export const visibilityRule = z.object({
  match: z.enum(['all', 'any']),
  conditions: z.array(condition).min(1).max(formLimits.conditions),
});
export type VisibilityRule = z.infer<typeof visibilityRule>;

const base = {
  id: fieldId,
  label,
  help,
  required: z.boolean().default(false),
  showIf: visibilityRule.optional(),
};

/** Kinds of file a file field may accept; the server sniffs the content, never trusts the name. */
export const fileKinds = ['image', 'video', 'pdf', 'document', 'spreadsheet', 'presentation', 'archive'] as const;
export type FileKind = (typeof fileKinds)[number];

// ---------------------------------------------------------------- fields

const textLimits = {
  minLength: z.number().int().min(0).max(formLimits.textAnswer).optional(),
  maxLength: z.number().int().min(1).max(formLimits.textAnswer).optional(),
  placeholder: z.string().max(formLimits.label).optional(),
};

const choices = z.array(choiceOption).min(1, 'FORM_OPTIONS_REQUIRED').max(formLimits.options);

export const adObjectives = ['awareness', 'traffic', 'engagement', 'leads', 'app_promotion', 'sales'] as const;
export const adPlacements = ['feed_square', 'feed_portrait', 'stories', 'reels'] as const;
export type AdPlacement = (typeof adPlacements)[number];
/** Aspect ratio a placement needs (width / height): feed 1:1 and 4:5, stories and reels 9:16. */
export const adPlacementRatio: Record<AdPlacement, number> = { feed_square: 1, feed_portrait: 4 / 5, stories: 9 / 16, reels: 9 / 16 };
export const adCallsToAction = [
  'learn_more',
  'shop_now',
  'sign_up',
  'contact_us',
  'book_now',
  'get_quote',
  'subscribe',
  'download',
  'apply_now',
  'send_message',
] as const;

export const formField = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('short_text'), ...textLimits }),
  z.object({ ...base, type: z.literal('long_text'), ...textLimits }),
  z.object({ ...base, type: z.literal('email'), placeholder: textLimits.placeholder }),
  z.object({ ...base, type: z.literal('phone'), placeholder: textLimits.placeholder }),
  z.object({
    ...base,
    type: z.literal('number'),
    min: z.number().optional(),
    max: z.number().optional(),
    /** Whole numbers only. */
    integer: z.boolean().default(false),
  }),
  /** An amount in euros, answered in cents (an integer). */
  z.object({ ...base, type: z.literal('amount'), minCents: z.number().int().min(0).optional(), maxCents: z.number().int().min(0).optional() }),
  /** A calendar date, answered as `yyyy-MM-dd`. */
  z.object({ ...base, type: z.literal('date'), minDate: z.string().optional(), maxDate: z.string().optional() }),
  z.object({ ...base, type: z.literal('single_choice'), options: choices }),
  z.object({
    ...base,
    type: z.literal('multiple_choice'),
    options: choices,
    minChoices: z.number().int().min(0).optional(),
    maxChoices: z.number().int().min(1).optional(),
  }),
  z.object({ ...base, type: z.literal('dropdown'), options: choices }),
  /** A checkbox: consent to terms, "ik ga akkoord". Required means it must be ticked. */
  z.object({ ...base, type: z.literal('consent') }),
  /** 1 up to `scale` stars. */
  z.object({ ...base, type: z.literal('rating'), scale: z.number().int().min(3).max(10).default(5) }),
  z.object({
    ...base,
    type: z.literal('file'),
    accept: z.array(z.enum(fileKinds)).min(1).default(['image', 'pdf', 'document']),
    maxFiles: z.number().int().min(1).max(formLimits.maxFiles).default(5),
    maxSizeMb: z.number().int().min(1).max(formLimits.maxFileMb).default(25),
  }),
  /** A heading with optional text: shows, asks nothing (never `required`, never answered). */
  z.object({ ...base, type: z.literal('content'), body: z.string().max(formLimits.description).optional() }),
  /** Not shown: its value comes from the link's query parameter `param` (e.g. `?campagne=voorjaar`). */
  z.object({ ...base, type: z.literal('hidden'), param: z.string().regex(/^[a-zA-Z0-9_-]{1,40}$/, 'FORM_HIDDEN_PARAM_INVALID') }),

  // -------------------------------------------------------- the structured ad brief's typed fields
  z.object({ ...base, type: z.literal('ad_objective') }),
  /** `{ kind: 'daily' | 'lifetime', cents }`. */
  z.object({ ...base, type: z.literal('ad_budget') }),
  /** `{ start: 'yyyy-MM-dd', end?: 'yyyy-MM-dd' }`. */
  z.object({ ...base, type: z.literal('ad_schedule') }),
  /** A list of places (cities, regions, countries, "straal 10 km rond Utrecht"). */
  z.object({ ...base, type: z.literal('ad_locations') }),
  /** `{ ageMin, ageMax, genders: ('all'|'male'|'female'), interests: string }`. */
  z.object({ ...base, type: z.literal('ad_audience') }),
  /** Some of `adPlacements`. */
  z.object({ ...base, type: z.literal('ad_placements') }),
  /** Primary text, headline or description: counters and a truncation preview, never a block. */
  z.object({ ...base, type: z.literal('ad_text'), variant: z.enum(['primary_text', 'headline', 'description']) }),
  z.object({ ...base, type: z.literal('ad_call_to_action') }),
  /** `{ url, utm: { source, medium, campaign, content?, term? } }`. */
  z.object({ ...base, type: z.literal('ad_landing_url') }),
  /** Creative uploads, checked against the brief's chosen placements (images JPG/PNG, video MP4/MOV). */
  z.object({ ...base, type: z.literal('ad_creatives'), maxFiles: z.number().int().min(1).max(formLimits.maxFiles).default(10) }),
]);
export type FormField = z.infer<typeof formField>;
export type FormFieldInput = z.input<typeof formField>;
export type FormFieldType = FormField['type'];
export const formFieldTypes = formField.options.map((option) => option.shape.type.value) as FormFieldType[];

/** Field kinds that take no answer from the person filling in the form. */
export const displayOnlyTypes: readonly FormFieldType[] = ['content'];
/** Field kinds whose answer is a list of file ids. */
export const fileFieldTypes: readonly FormFieldType[] = ['file', 'ad_creatives'];

export const formPage = z.object({
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/),
  title: z.string().max(formLimits.title).optional(),
  fields: z.array(formField).max(formLimits.fields),
});
export type FormPage = z.infer<typeof formPage>;

export const formKinds = ['form', 'ad_brief'] as const;
export type FormKind = (typeof formKinds)[number];

/** What a version of a form asks: its pages of fields. Structural rules in `checkFormSchema`. */
export const formSchema = z.object({
  pages: z.array(formPage).min(1).max(formLimits.pages),
});
export type FormSchema = z.infer<typeof formSchema>;

/** How a form behaves (not versioned: applies to what is answered from now on). */
export const formSettings = z.object({
  /** A client may change their answers after submitting (until the form is archived). */
  allowEditAfterSubmit: z.boolean().default(false),
  /** Anyone with the form's public link may fill it in (captcha, honeypot, per-IP limits). */
  publicLink: z.boolean().default(false),
  /** The public link refuses answers from this moment (ISO timestamp). */
  closesAt: z.string().datetime({ offset: true }).nullable().default(null),
  /** A public submission gets a copy by mail, to the answer of this e-mail field. */
  copyToEmailFieldId: fieldId.nullable().default(null),
  /** Shown after submitting (a default Dutch text when absent). */
  confirmationMessage: z.string().max(formLimits.description).nullable().default(null),
});
export type FormSettings = z.infer<typeof formSettings>;

export type FormAnswerValue = string | number | boolean | string[] | Record<string, unknown> | null;
export type FormAnswers = Record<string, FormAnswerValue>;

/** Every field of the schema in reading order (pages, then fields). */
export function fieldsOf(schema: FormSchema): FormField[] {
  return schema.pages.flatMap((page) => page.fields);
}

/**
 * Structural rules the zod shapes cannot say: ids unique across pages, conditions only on earlier
 * answered fields, min ≤ max. Answers a map of field id (or `pages`) to error code; empty when fine.
 */
export function checkFormSchema(schema: FormSchema): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Map<string, FormField>();
  const pageIds = new Set<string>();
  for (const page of schema.pages) {
    if (pageIds.has(page.id)) errors.pages = 'FORM_PAGE_ID_DUPLICATE';
    pageIds.add(page.id);
    for (const field of page.fields) {
      if (seen.has(field.id)) {
        errors[field.id] = 'FORM_FIELD_ID_DUPLICATE';
        continue;
      }
      for (const rule of field.showIf?.conditions ?? []) {
        const target = seen.get(rule.fieldId);
        if (!target || displayOnlyTypes.includes(target.type)) errors[field.id] = 'FORM_CONDITION_FIELD_INVALID';
      }
      if ('minLength' in field && field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength)
        errors[field.id] = 'FORM_FIELD_LIMITS_INVALID';
      if (field.type === 'number' && field.min !== undefined && field.max !== undefined && field.min > field.max)
        errors[field.id] = 'FORM_FIELD_LIMITS_INVALID';
      if (field.type === 'amount' && field.minCents !== undefined && field.maxCents !== undefined && field.minCents > field.maxCents)
        errors[field.id] = 'FORM_FIELD_LIMITS_INVALID';
      if (field.type === 'multiple_choice' && field.minChoices !== undefined && field.maxChoices !== undefined && field.minChoices > field.maxChoices)
        errors[field.id] = 'FORM_FIELD_LIMITS_INVALID';
      if ('options' in field && new Set(field.options.map((o) => o.value)).size !== field.options.length) errors[field.id] = 'FORM_OPTIONS_DUPLICATE';
      seen.set(field.id, field);
    }
  }
  if (seen.size > formLimits.fields) errors.pages = 'FORM_TOO_MANY_FIELDS';
  return errors;
}

function isEmpty(value: FormAnswerValue | undefined): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function holds(rule: FormCondition, value: FormAnswerValue | undefined): boolean {
  switch (rule.operator) {
    case 'filled':
      return !isEmpty(value);
    case 'empty':
      return isEmpty(value);
    case 'equals':
      return Array.isArray(value) ? value.length === 1 && value[0] === String(rule.value) : String(value ?? '') === String(rule.value ?? '');
    case 'not_equals':
      return !holds({ ...rule, operator: 'equals' }, value);
    case 'contains':
      if (Array.isArray(value)) return value.includes(String(rule.value));
      return typeof value === 'string' && value.toLocaleLowerCase('nl').includes(String(rule.value ?? '').toLocaleLowerCase('nl'));
    case 'not_contains':
      return !holds({ ...rule, operator: 'contains' }, value);
    case 'greater_than':
      return typeof value === 'number' && typeof rule.value === 'number' && value > rule.value;
    case 'less_than':
      return typeof value === 'number' && typeof rule.value === 'number' && value < rule.value;
  }
}

/**
 * The ids of the fields shown for these answers, in order: a field whose conditions do not hold is
 * hidden, and so is one whose condition refers to a hidden field (its answer does not count).
 * Hidden-from-the-link fields (`hidden`) count as shown: their value is part of the answers.
 */
export function visibleFieldIds(schema: FormSchema, answers: FormAnswers): Set<string> {
  const visible = new Set<string>();
  for (const field of fieldsOf(schema)) {
    const rule = field.showIf;
    if (rule) {
      const results = rule.conditions.map((c) => visible.has(c.fieldId) && holds(c, answers[c.fieldId]));
      const shown = rule.match === 'all' ? results.every(Boolean) : results.some(Boolean);
      if (!shown) continue;
    }
    visible.add(field.id);
  }
  return visible;
}
