import { type FormField, formLimits } from '../../../../../common/forms/form-schema';
import { formatCents, formatNumber } from './amount';

/** A translate function for the `formFill` namespace that may also read `errors:` keys. */
export type AnswerT = (key: string, options?: Record<string, unknown>) => string;

/** A stored date in words: "2027-01-31" → "31 januari 2027". */
export function dateText(value: string | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value ?? '';
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(y, m - 1, d));
}

const choiceKinds = new Set(['single_choice', 'multiple_choice', 'dropdown', 'ad_objective', 'ad_call_to_action', 'ad_placements']);
const fileKinds = new Set(['file', 'ad_creatives']);

/**
 * The Dutch text of an answer's error code (`FORM_ANSWER_*`, from the server or the renderer's own
 * check) for this field, with the field's limits filled in ("Maximaal 280 tekens."). A code this
 * helper does not know shows the catalog's text (`errors:codes.<CODE>`), else the generic one.
 */
export function answerErrorText(code: string, field: FormField, t: AnswerT): string {
  const key = (name: string, values: Record<string, unknown> = {}) => t(`answerErrors.${name}`, values);
  switch (code) {
    case 'FORM_ANSWER_REQUIRED':
      if (field.type === 'consent') return key('requiredConsent');
      if (choiceKinds.has(field.type)) return key('requiredChoice');
      if (fileKinds.has(field.type)) return key('requiredFile');
      return key('required');
    case 'FORM_ANSWER_TOO_LONG':
      return key('tooLong', { max: formatNumber('maxLength' in field && field.maxLength !== undefined ? field.maxLength : formLimits.textAnswer) });
    case 'FORM_ANSWER_TOO_SHORT':
      return key('tooShort', { min: formatNumber('minLength' in field && field.minLength !== undefined ? field.minLength : 1) });
    case 'FORM_ANSWER_EMAIL_INVALID':
      return key('email');
    case 'FORM_ANSWER_PHONE_INVALID':
      return key('phone');
    case 'FORM_ANSWER_NUMBER_INVALID':
      if (field.type === 'amount') return key('amount');
      return key(field.type === 'number' && field.integer ? 'integer' : 'number');
    case 'FORM_ANSWER_INVALID':
      return key('invalid');
    case 'FORM_ANSWER_FILE_TOO_LARGE':
      return key('fileTooLarge', { size: field.type === 'file' ? field.maxSizeMb : formLimits.adImageMb });
    case 'FORM_ANSWER_IMAGE_TOO_SMALL':
      return key('imageTooSmall', { min: formLimits.adImageMinWidth });
    case 'FORM_ANSWER_SCHEDULE_INVALID':
      return key('schedule');
    case 'FORM_ANSWER_AGE_INVALID':
      return key('age');
    case 'FORM_ANSWER_TOO_LOW':
      if (field.type === 'ad_budget') return key('budgetLow');
      if (field.type === 'number' && field.min !== undefined) return key('tooLow', { min: formatNumber(field.min) });
      if (field.type === 'amount' && field.minCents !== undefined) return key('tooLowAmount', { min: formatCents(field.minCents) });
      if (field.type === 'date' && field.minDate) return key('tooEarly', { min: dateText(field.minDate) });
      return key('tooLowPlain');
    case 'FORM_ANSWER_TOO_HIGH':
      if (field.type === 'ad_budget') return key('budgetHigh');
      if (field.type === 'number' && field.max !== undefined) return key('tooHigh', { max: formatNumber(field.max) });
      if (field.type === 'amount' && field.maxCents !== undefined) return key('tooHighAmount', { max: formatCents(field.maxCents) });
      if (field.type === 'date' && field.maxDate) return key('tooLate', { max: dateText(field.maxDate) });
      return key('tooHighPlain');
    case 'FORM_ANSWER_DATE_INVALID':
      return key('date');
    case 'FORM_ANSWER_CHOICE_INVALID':
      return key('choice');
    case 'FORM_ANSWER_TOO_FEW_CHOICES':
      return key('tooFewChoices', { count: field.type === 'multiple_choice' ? (field.minChoices ?? 1) : 1 });
    case 'FORM_ANSWER_TOO_MANY_CHOICES':
      return key('tooManyChoices', { count: field.type === 'multiple_choice' ? (field.maxChoices ?? 1) : 1 });
    case 'FORM_ANSWER_TOO_MANY_FILES':
      return key('tooManyFiles', { count: 'maxFiles' in field ? field.maxFiles : formLimits.maxFiles });
    case 'FORM_ANSWER_FILE_INVALID':
      return key('file');
    case 'FORM_ANSWER_URL_INVALID':
      return key('url');
    default:
      return t(`errors:codes.${code}`, { defaultValue: t('errors:generic') });
  }
}
