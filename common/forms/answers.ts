/**
 * What a person may answer in a form (issue 35): one set of rules for the portal's and the public
 * page's renderer and for the server, which checks every answer against the version answered.
 *
 * `validateAnswers(schema, answers, { mode })` answers the values to store and the wrong fields
 * (`{ fieldId: code }`, every wrong field at once):
 * - `submit`: each visible field's own rules (required, type, limits, choices, formats); an answer
 *   of a field hidden by its conditions is dropped and never checked; unknown keys are dropped.
 * - `draft` (autosave): only the shape of each answer (a string where a text goes, at most the
 *   longest text, no control characters); what is half typed (`jan@`) is kept as typed, and an
 *   answer of a field hidden at the moment is kept too, so toggling a choice back loses nothing.
 *
 * A creative whose aspect ratio suits none of the chosen placements is a warning
 * (`creativeWarnings`), never a refusal: the team may crop it. A creative of the wrong type, an
 * image over 30 MB or under 600 px wide is refused. Ad texts past Meta's truncation point are a
 * warning too (`adTextWarning`).
 */
import { unsafeTextCode } from '../rules/safe-text.js';
import { normalizePhone } from '../rules/phone.js';
import {
  adCallsToAction,
  adObjectives,
  adPlacementRatio,
  adPlacements,
  fieldsOf,
  fileFieldTypes,
  formLimits,
  visibleFieldIds,
  type AdPlacement,
  type FileKind,
  type FormAnswers,
  type FormAnswerValue,
  type FormField,
  type FormSchema,
} from './form-schema.js';

export const formAnswerErrorCodes = [
  'FORM_ANSWER_REQUIRED',
  'FORM_ANSWER_INVALID',
  'FORM_ANSWER_TOO_LONG',
  'FORM_ANSWER_TOO_SHORT',
  'FORM_ANSWER_EMAIL_INVALID',
  'FORM_ANSWER_PHONE_INVALID',
  'FORM_ANSWER_NUMBER_INVALID',
  'FORM_ANSWER_TOO_LOW',
  'FORM_ANSWER_TOO_HIGH',
  'FORM_ANSWER_DATE_INVALID',
  'FORM_ANSWER_CHOICE_INVALID',
  'FORM_ANSWER_TOO_FEW_CHOICES',
  'FORM_ANSWER_TOO_MANY_CHOICES',
  'FORM_ANSWER_TOO_MANY_FILES',
  'FORM_ANSWER_FILE_INVALID',
  'FORM_ANSWER_FILE_TOO_LARGE',
  'FORM_ANSWER_IMAGE_TOO_SMALL',
  'FORM_ANSWER_URL_INVALID',
  'FORM_ANSWER_SCHEDULE_INVALID',
  'FORM_ANSWER_AGE_INVALID',
  'TEXT_INVALID_CHARACTERS',
] as const;
export type FormAnswerErrorCode = (typeof formAnswerErrorCodes)[number];

/** What the rules need to know of an uploaded file (a FileMeta of features/files has it). */
export interface AnswerFile {
  id: string;
  mimeType: string;
  size: number;
  width: number | null;
  height: number | null;
}

export interface ValidateOptions {
  mode: 'submit' | 'draft';
  /** The uploaded files by id: with it, file answers are checked against the field's rules. */
  files?: ReadonlyMap<string, AnswerFile>;
}

export interface ValidatedAnswers {
  values: FormAnswers;
  errors: Record<string, FormAnswerErrorCode>;
}

/** Longest value of a link's hidden field (cut, never refused: the link is not the person's typing). */
export const hiddenValueMax = 500;
/** Most items of a list answer (places, choices) and characters of one item. */
const listMax = 100;
const listItemMax = formLimits.optionLabel;
const urlMax = 2000;
const utmMax = 200;
/** Budgets: at least one euro, at most ten million. */
export const adBudgetCents = { min: 100, max: 1_000_000_000 } as const;
/** Ages Meta targets. */
export const adAges = { min: 13, max: 65 } as const;
export const adGenders = ['all', 'male', 'female'] as const;
export const utmKeys = ['source', 'medium', 'campaign', 'content', 'term'] as const;
const amountMaxCents = 100_000_000_000;

/** `value` undefined: the answer's shape is wrong (nothing to keep); `error` with a value: kept as a draft. */
type Checked = { value?: FormAnswerValue; error?: FormAnswerErrorCode };
const bad = (error: FormAnswerErrorCode = 'FORM_ANSWER_INVALID'): Checked => ({ error });

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);

/** A text answer's shape: a string within the longest text, without control characters. Trimmed. */
function text(raw: unknown, max: number = formLimits.textAnswer): { text?: string; error?: FormAnswerErrorCode } {
  if (typeof raw !== 'string') return { error: 'FORM_ANSWER_INVALID' };
  const unsafe = unsafeTextCode(raw);
  if (unsafe) return { error: 'TEXT_INVALID_CHARACTERS' };
  if ([...raw].length > formLimits.textAnswer) return { error: 'FORM_ANSWER_TOO_LONG' };
  const value = raw.trim();
  return [...value].length > max ? { text: value, error: 'FORM_ANSWER_TOO_LONG' } : { text: value };
}

function checkText(raw: unknown, max?: number, min?: number): Checked {
  const t = text(raw, max);
  if (t.text === undefined) return bad(t.error);
  if (t.error) return { value: t.text, error: t.error };
  if (min !== undefined && t.text.length > 0 && [...t.text].length < min) return { value: t.text, error: 'FORM_ANSWER_TOO_SHORT' };
  return { value: t.text };
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A calendar date `yyyy-MM-dd` that exists, in the years 1900–2999 (common/schemas/dates.ts). */
export function isAnswerDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** An http(s) address with a host. */
export function isHttpUrl(value: string): boolean {
  if (value.length > urlMax || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

function checkList(raw: unknown, allowed?: readonly string[]): Checked {
  if (!Array.isArray(raw) || raw.length > listMax) return bad();
  const items: string[] = [];
  for (const item of raw) {
    const t = text(item, listItemMax);
    if (t.text === undefined || t.error) return bad(t.error ?? 'FORM_ANSWER_INVALID');
    if (t.text && !items.includes(t.text)) items.push(t.text);
  }
  if (allowed && items.some((i) => !allowed.includes(i))) return { value: items, error: 'FORM_ANSWER_CHOICE_INVALID' };
  return { value: items };
}

function checkChoice(raw: unknown, allowed: readonly string[]): Checked {
  const t = text(raw, listItemMax);
  if (t.text === undefined || t.error) return bad(t.error);
  if (t.text && !allowed.includes(t.text)) return { value: t.text, error: 'FORM_ANSWER_CHOICE_INVALID' };
  return { value: t.text };
}

function checkNumber(raw: unknown, rules: { integer: boolean; min?: number | undefined; max?: number | undefined }): Checked {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return bad('FORM_ANSWER_NUMBER_INVALID');
  if (Math.abs(raw) > 1e15) return bad('FORM_ANSWER_NUMBER_INVALID');
  if (rules.integer && !Number.isInteger(raw)) return { value: raw, error: 'FORM_ANSWER_NUMBER_INVALID' };
  if (rules.min !== undefined && raw < rules.min) return { value: raw, error: 'FORM_ANSWER_TOO_LOW' };
  if (rules.max !== undefined && raw > rules.max) return { value: raw, error: 'FORM_ANSWER_TOO_HIGH' };
  return { value: raw };
}

const imageTypes = ['image/jpeg', 'image/png'];
const videoTypes = ['video/mp4', 'video/quicktime'];

/** The file kinds a sniffed MIME type belongs to (what a file field's `accept` lists). */
export function fileKindOf(mimeType: string): FileKind | null {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType === 'application/pdf') return 'pdf';
  if (/wordprocessingml|msword|opendocument\.text|rtf|text\/plain/.test(mimeType)) return 'document';
  if (/spreadsheetml|ms-excel|opendocument\.spreadsheet|text\/csv/.test(mimeType)) return 'spreadsheet';
  if (/presentationml|ms-powerpoint|opendocument\.presentation/.test(mimeType)) return 'presentation';
  if (/zip|x-7z|x-rar|x-tar|gzip/.test(mimeType)) return 'archive';
  return null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkFiles(field: Extract<FormField, { type: 'file' | 'ad_creatives' }>, raw: unknown, files: ReadonlyMap<string, AnswerFile> | undefined): Checked {
  if (!Array.isArray(raw) || raw.length > formLimits.maxFiles * 2) return bad();
  if (raw.some((id) => typeof id !== 'string' || !uuidPattern.test(id))) return bad('FORM_ANSWER_FILE_INVALID');
  const ids = [...new Set((raw as string[]).map((id) => id.toLowerCase()))];
  if (ids.length > field.maxFiles) return { value: ids, error: 'FORM_ANSWER_TOO_MANY_FILES' };
  if (!files) return { value: ids };
  for (const id of ids) {
    const file = files.get(id);
    if (!file) return { value: ids, error: 'FORM_ANSWER_FILE_INVALID' };
    if (field.type === 'file') {
      const kind = fileKindOf(file.mimeType);
      if (!kind || !field.accept.includes(kind)) return { value: ids, error: 'FORM_ANSWER_FILE_INVALID' };
      if (file.size > field.maxSizeMb * 1024 * 1024) return { value: ids, error: 'FORM_ANSWER_FILE_TOO_LARGE' };
    } else {
      const error = creativeError(file);
      if (error) return { value: ids, error };
    }
  }
  return { value: ids };
}

/** A creative: JPG/PNG at most 30 MB and at least 600 px wide, or MP4/MOV. */
export function creativeError(file: Pick<AnswerFile, 'mimeType' | 'size' | 'width'>): FormAnswerErrorCode | null {
  if (imageTypes.includes(file.mimeType)) {
    if (file.size > formLimits.adImageMb * 1024 * 1024) return 'FORM_ANSWER_FILE_TOO_LARGE';
    if (file.width === null || file.width < formLimits.adImageMinWidth) return 'FORM_ANSWER_IMAGE_TOO_SMALL';
    return null;
  }
  return videoTypes.includes(file.mimeType) ? null : 'FORM_ANSWER_FILE_INVALID';
}

function checkBudget(raw: unknown): Checked {
  if (!isRecord(raw) || (raw.kind !== 'daily' && raw.kind !== 'lifetime') || !isInt(raw.cents)) return bad();
  const value = { kind: raw.kind, cents: raw.cents };
  if (raw.cents < adBudgetCents.min) return { value, error: 'FORM_ANSWER_TOO_LOW' };
  if (raw.cents > adBudgetCents.max) return { value, error: 'FORM_ANSWER_TOO_HIGH' };
  return { value };
}

function checkSchedule(raw: unknown): Checked {
  if (!isRecord(raw) || typeof raw.start !== 'string' || (raw.end !== undefined && raw.end !== null && typeof raw.end !== 'string')) return bad();
  if (raw.start.length > 10 || (typeof raw.end === 'string' && raw.end.length > 10)) return bad('FORM_ANSWER_DATE_INVALID');
  const end = typeof raw.end === 'string' && raw.end !== '' ? raw.end : null;
  const value = { start: raw.start, end };
  if (!isAnswerDate(raw.start) || (end !== null && !isAnswerDate(end))) return { value, error: 'FORM_ANSWER_DATE_INVALID' };
  if (end !== null && end < raw.start) return { value, error: 'FORM_ANSWER_SCHEDULE_INVALID' };
  return { value };
}

function checkAudience(raw: unknown): Checked {
  if (!isRecord(raw) || !isInt(raw.ageMin) || !isInt(raw.ageMax)) return bad();
  const genders = Array.isArray(raw.genders) ? raw.genders : [raw.genders ?? 'all'];
  if (genders.length === 0 || genders.length > 3 || genders.some((g) => !(adGenders as readonly unknown[]).includes(g)))
    return bad('FORM_ANSWER_CHOICE_INVALID');
  const interests = raw.interests === undefined || raw.interests === null ? { text: '' } : text(raw.interests, formLimits.description);
  if (interests.text === undefined) return bad(interests.error);
  const value = { ageMin: raw.ageMin, ageMax: raw.ageMax, genders: [...new Set(genders as string[])], interests: interests.text };
  if (interests.error) return { value, error: interests.error };
  if (raw.ageMin < adAges.min || raw.ageMax > adAges.max || raw.ageMin > raw.ageMax) return { value, error: 'FORM_ANSWER_AGE_INVALID' };
  return { value };
}

function checkLandingUrl(raw: unknown): Checked {
  if (!isRecord(raw)) return bad();
  const url = text(raw.url, urlMax);
  if (url.text === undefined) return bad(url.error);
  const utmIn = raw.utm === undefined || raw.utm === null ? {} : raw.utm;
  if (!isRecord(utmIn)) return bad();
  const utm: Record<string, string> = {};
  for (const key of utmKeys) {
    const part = utmIn[key];
    if (part === undefined || part === null) continue;
    const t = text(part, utmMax);
    if (t.text === undefined) return bad(t.error);
    if (t.error) return { value: { url: url.text, utm }, error: t.error };
    if (t.text) utm[key] = t.text;
  }
  const value = { url: url.text, utm };
  if (url.error) return { value, error: url.error };
  if (url.text && !isHttpUrl(url.text)) return { value, error: 'FORM_ANSWER_URL_INVALID' };
  return { value };
}

/** One field's answer (present, not null) by its kind. */
function checkField(field: FormField, raw: unknown, files: ReadonlyMap<string, AnswerFile> | undefined): Checked {
  switch (field.type) {
    case 'short_text':
    case 'long_text':
      return checkText(raw, field.maxLength, field.minLength);
    case 'email': {
      const c = checkText(raw, 254);
      if (c.error || typeof c.value !== 'string' || c.value === '') return c;
      return emailPattern.test(c.value) ? c : { value: c.value, error: 'FORM_ANSWER_EMAIL_INVALID' };
    }
    case 'phone': {
      const c = checkText(raw, 40);
      if (c.error || typeof c.value !== 'string' || c.value === '') return c;
      const e164 = normalizePhone(c.value);
      return e164 ? { value: e164 } : { value: c.value, error: 'FORM_ANSWER_PHONE_INVALID' };
    }
    case 'number':
      return checkNumber(raw, { integer: field.integer, min: field.min, max: field.max });
    case 'amount':
      if (!isInt(raw)) return bad('FORM_ANSWER_NUMBER_INVALID');
      return checkNumber(raw, { integer: true, min: field.minCents ?? 0, max: field.maxCents ?? amountMaxCents });
    case 'date': {
      const c = checkText(raw, 10);
      if (c.error || typeof c.value !== 'string' || c.value === '') return c.error === 'FORM_ANSWER_TOO_LONG' ? bad('FORM_ANSWER_DATE_INVALID') : c;
      if (!isAnswerDate(c.value)) return { value: c.value, error: 'FORM_ANSWER_DATE_INVALID' };
      if (field.minDate && c.value < field.minDate) return { value: c.value, error: 'FORM_ANSWER_TOO_LOW' };
      if (field.maxDate && c.value > field.maxDate) return { value: c.value, error: 'FORM_ANSWER_TOO_HIGH' };
      return c;
    }
    case 'single_choice':
    case 'dropdown':
      return checkChoice(
        raw,
        field.options.map((o) => o.value),
      );
    case 'multiple_choice': {
      const c = checkList(
        raw,
        field.options.map((o) => o.value),
      );
      if (c.error || !Array.isArray(c.value) || c.value.length === 0) return c;
      if (field.minChoices !== undefined && c.value.length < field.minChoices) return { value: c.value, error: 'FORM_ANSWER_TOO_FEW_CHOICES' };
      if (field.maxChoices !== undefined && c.value.length > field.maxChoices) return { value: c.value, error: 'FORM_ANSWER_TOO_MANY_CHOICES' };
      return c;
    }
    case 'consent':
      return typeof raw === 'boolean' ? { value: raw } : bad();
    case 'rating':
      if (!isInt(raw)) return bad('FORM_ANSWER_NUMBER_INVALID');
      return checkNumber(raw, { integer: true, min: 1, max: field.scale });
    case 'file':
    case 'ad_creatives':
      return checkFiles(field, raw, files);
    case 'content':
      return {};
    case 'hidden':
      if (typeof raw !== 'string' || unsafeTextCode(raw)) return bad();
      return { value: [...raw].slice(0, hiddenValueMax).join('') };
    case 'ad_objective':
      return checkChoice(raw, adObjectives);
    case 'ad_call_to_action':
      return checkChoice(raw, adCallsToAction);
    case 'ad_placements':
      return checkList(raw, adPlacements);
    case 'ad_locations':
      return checkList(raw);
    case 'ad_text':
      // Past Meta's truncation point is a warning (adTextWarning), never an error.
      return checkText(raw);
    case 'ad_budget':
      return checkBudget(raw);
    case 'ad_schedule':
      return checkSchedule(raw);
    case 'ad_audience':
      return checkAudience(raw);
    case 'ad_landing_url':
      return checkLandingUrl(raw);
  }
}

/** Whether an answer counts as not given (required fields). */
export function isEmptyAnswer(value: FormAnswerValue | undefined): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value) && 'url' in value) return value.url === '';
  return false;
}

export function validateAnswers(schema: FormSchema, answers: unknown, options: ValidateOptions): ValidatedAnswers {
  const values: FormAnswers = {};
  const errors: Record<string, FormAnswerErrorCode> = {};
  if (!isRecord(answers)) return { values, errors };
  const submit = options.mode === 'submit';
  const given = answers as FormAnswers;
  // Conditions are read on the shape-checked values, so a wrong value never shows a field.
  const checked = new Map<string, Checked>();
  for (const field of fieldsOf(schema)) {
    if (field.type === 'content') continue;
    const raw = Object.hasOwn(given, field.id) ? given[field.id] : undefined;
    if (raw === undefined || raw === null) continue;
    checked.set(field.id, checkField(field, raw, submit ? options.files : undefined));
  }
  const shown: FormAnswers = {};
  for (const [id, c] of checked) if (c.value !== undefined) shown[id] = c.value;
  const visible = visibleFieldIds(schema, shown);
  for (const field of fieldsOf(schema)) {
    if (field.type === 'content') continue;
    const isVisible = visible.has(field.id);
    // A hidden field's answer is never checked; a draft keeps it, a submission drops it.
    if (submit && !isVisible) continue;
    const c = checked.get(field.id);
    if (c?.value !== undefined && !isEmptyAnswer(c.value)) values[field.id] = c.value;
    else if (c?.value === false) values[field.id] = false;
    if (c?.error && (submit || c.value === undefined)) errors[field.id] = c.error;
    else if (submit && field.required && field.type !== 'hidden' && isEmptyAnswer(c?.value)) errors[field.id] = 'FORM_ANSWER_REQUIRED';
  }
  return { values, errors };
}

/** Field ids whose answers differ (added, removed or changed), in the order of `after`, then `before`. */
export function answerDiff(before: FormAnswers, after: FormAnswers): string[] {
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return keys.filter((key) => stableJson(before[key] ?? null) !== stableJson(after[key] ?? null));
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .sort()
      .filter((k) => value[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stableJson(value[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** Longest search text stored for a submission. */
export const searchTextMax = 20_000;

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/** The answers as one flat text for search: texts, chosen options' labels, amounts in euros; no file ids. */
export function answerSearchText(schema: FormSchema, values: FormAnswers): string {
  const parts: string[] = [];
  for (const field of fieldsOf(schema)) {
    const value = values[field.id];
    if (value === undefined || value === null || fileFieldTypes.includes(field.type)) continue;
    if ('options' in field) {
      const labels = new Map(field.options.map((o) => [o.value, o.label]));
      for (const v of Array.isArray(value) ? value : [value]) parts.push(labels.get(String(v)) ?? String(v));
    } else if (field.type === 'amount' && typeof value === 'number') parts.push(euro.format(value / 100));
    else if (field.type === 'consent') parts.push(value ? 'Ja' : 'Nee');
    else parts.push(...flatStrings(value));
  }
  return parts
    .filter((p) => p !== '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .slice(0, searchTextMax);
}

function flatStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(flatStrings);
  if (isRecord(value)) return Object.values(value).flatMap(flatStrings);
  return [];
}

/** Where Meta truncates each ad text. */
export const adTextLimits = { primary_text: formLimits.adPrimaryText, headline: formLimits.adHeadline, description: formLimits.adDescription } as const;

/** A warning (never an error) when an ad text runs past where Meta truncates it: how far over. */
export function adTextWarning(variant: keyof typeof adTextLimits, value: string): { limit: number; length: number; over: number } | null {
  const limit = adTextLimits[variant];
  const length = [...value].length;
  return length > limit ? { limit, length, over: length - limit } : null;
}

/** How far a creative's ratio may differ from a placement's (5 %). */
const ratioTolerance = 0.05;

/** Whether a creative of these dimensions suits the placement's aspect ratio. */
export function fitsPlacement(width: number, height: number, placement: AdPlacement): boolean {
  if (width <= 0 || height <= 0) return false;
  const ratio = width / height;
  const wanted = adPlacementRatio[placement];
  return Math.abs(ratio - wanted) / wanted <= ratioTolerance;
}

/**
 * Warnings (never refusals) for creatives whose aspect ratio suits none of the placements chosen
 * in the brief's `ad_placements` answer: `{ fieldId: fileId[] }`. Files without dimensions are
 * not judged.
 */
export function creativeWarnings(schema: FormSchema, values: FormAnswers, files: ReadonlyMap<string, AnswerFile>): Record<string, string[]> {
  const fields = fieldsOf(schema);
  const placementField = fields.find((f) => f.type === 'ad_placements');
  const chosen = placementField && Array.isArray(values[placementField.id]) ? (values[placementField.id] as AdPlacement[]) : [];
  const warnings: Record<string, string[]> = {};
  if (chosen.length === 0) return warnings;
  for (const field of fields) {
    if (field.type !== 'ad_creatives' || !Array.isArray(values[field.id])) continue;
    const misfits = (values[field.id] as string[]).filter((id) => {
      const file = files.get(id);
      if (!file || file.width === null || file.height === null) return false;
      return !chosen.some((p) => fitsPlacement(file.width!, file.height!, p));
    });
    if (misfits.length > 0) warnings[field.id] = misfits;
  }
  return warnings;
}
