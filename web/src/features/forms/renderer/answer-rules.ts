/**
 * What the renderer decides on the browser side (the server stays the judge, common/forms/answers.ts):
 * which answers are sent (only those of shown fields: a field hidden by its conditions keeps what was
 * typed on screen, but it is not sent and not stored), and which required fields of a page are still
 * empty before "Volgende".
 */
import {
  displayOnlyTypes,
  type FormAnswers,
  type FormAnswerValue,
  type FormField,
  type FormSchema,
  fieldsOf,
  visibleFieldIds,
} from '../../../../../common/forms/form-schema';

export function isEmptyAnswer(value: FormAnswerValue | undefined): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'string') return value.trim() === '';
  return false;
}

/** The answers to send: those of the fields shown now (link fields included), nothing of display-only blocks. */
export function answersToSend(schema: FormSchema, answers: FormAnswers): FormAnswers {
  const visible = visibleFieldIds(schema, answers);
  const sent: FormAnswers = {};
  for (const field of fieldsOf(schema)) {
    if (!visible.has(field.id) || displayOnlyTypes.includes(field.type)) continue;
    const value = answers[field.id];
    if (value !== undefined) sent[field.id] = value;
  }
  return sent;
}

/** An ad field's answer is an object: empty when none of its parts is filled. */
function isEmptyFieldAnswer(field: FormField, value: FormAnswerValue | undefined): boolean {
  if (isEmptyAnswer(value)) return true;
  if (field.type === 'ad_budget') return !(value && typeof value === 'object' && !Array.isArray(value) && typeof value.cents === 'number');
  if (field.type === 'ad_schedule') return !(value && typeof value === 'object' && !Array.isArray(value) && value.start);
  if (field.type === 'ad_landing_url') return !(value && typeof value === 'object' && !Array.isArray(value) && value.url);
  return false;
}

/**
 * The required fields among `fields` that are shown and still empty, as `{ fieldId: 'FORM_ANSWER_REQUIRED' }`
 * (hidden link fields are the link's business, never the person's).
 */
export function missingRequired(fields: readonly FormField[], answers: FormAnswers, visible: ReadonlySet<string>): Record<string, string> {
  const missing: Record<string, string> = {};
  for (const field of fields) {
    if (!field.required || !visible.has(field.id) || field.type === 'hidden' || displayOnlyTypes.includes(field.type)) continue;
    if (isEmptyFieldAnswer(field, answers[field.id])) missing[field.id] = 'FORM_ANSWER_REQUIRED';
  }
  return missing;
}

/** The index of the page holding the first of these field ids (in reading order), or -1. */
export function firstErrorPage(schema: FormSchema, errorIds: Iterable<string>): { page: number; fieldId: string } | null {
  const ids = new Set(errorIds);
  for (const [index, page] of schema.pages.entries()) {
    const field = page.fields.find((candidate) => ids.has(candidate.id));
    if (field) return { page: index, fieldId: field.id };
  }
  return null;
}
