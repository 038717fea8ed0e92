/**
 * How a submission's answer reads, per field kind (issue 35 value shapes: amount in cents, date
 * `yyyy-MM-dd`, choices by option value, files by id, the ad brief's objects). Pure: the words and
 * number/date formats come in, so it is tested without React. Used by the interim answers view
 * (submission-answers.tsx) until the fill helper's AnswerSummary replaces it.
 */
import { fieldsOf, type FormField, formField, type FormSchema, fileFieldTypes, formSchema } from '../../../../../common/forms/form-schema';

export interface AnswerWords {
  yes: string;
  no: string;
  /** "€ 1.234,50" */
  money: (cents: number) => string;
  /** "3 december 2026" for `yyyy-MM-dd` */
  date: (ymd: string) => string;
  daily: (amount: string) => string;
  lifetime: (amount: string) => string;
  from: (start: string) => string;
  fromTo: (start: string, end: string) => string;
  ages: (min: number, max: number) => string;
  /** The Dutch label of an ad enum value (objective, call to action, placement, gender). */
  adLabel: (group: 'objectives' | 'cta' | 'placements' | 'genders', value: string) => string;
}

export type AnswerDisplay = { kind: 'empty' } | { kind: 'text'; text: string } | { kind: 'files'; ids: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

function plain(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(plain).filter(Boolean).join(', ') || null;
  return JSON.stringify(value);
}

/** One answer as shown: empty, text, or the ids of its files. */
export function answerDisplay(field: FormField, value: unknown, words: AnswerWords): AnswerDisplay {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return { kind: 'empty' };
  if (fileFieldTypes.includes(field.type))
    return { kind: 'files', ids: Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [] };
  const text = (t: string | null): AnswerDisplay => (t === null || t === '' ? { kind: 'empty' } : { kind: 'text', text: t });
  switch (field.type) {
    case 'amount':
      return typeof value === 'number' ? text(words.money(value)) : text(plain(value));
    case 'date':
      return isDay(value) ? text(words.date(value)) : text(plain(value));
    case 'consent':
      return typeof value === 'boolean' ? text(value ? words.yes : words.no) : text(plain(value));
    case 'rating':
      return typeof value === 'number' ? text(`${value} / ${field.scale}`) : text(plain(value));
    case 'single_choice':
    case 'dropdown':
    case 'multiple_choice': {
      const values = Array.isArray(value) ? value.map(str) : [str(value)];
      const labels = values.filter(Boolean).map((v) => field.options.find((o) => o.value === v)?.label ?? v);
      return text(labels.join(', '));
    }
    case 'ad_objective':
      return text(words.adLabel('objectives', str(value)));
    case 'ad_call_to_action':
      return text(words.adLabel('cta', str(value)));
    case 'ad_placements':
      return text(Array.isArray(value) ? value.map((v) => words.adLabel('placements', str(v))).join(', ') : plain(value));
    case 'ad_locations':
      return text(Array.isArray(value) ? value.map(str).filter(Boolean).join('; ') : plain(value));
    case 'ad_budget':
      if (isRecord(value) && typeof value.cents === 'number') {
        const amount = words.money(value.cents);
        return text(value.kind === 'lifetime' ? words.lifetime(amount) : words.daily(amount));
      }
      return text(plain(value));
    case 'ad_schedule':
      if (isRecord(value) && isDay(value.start))
        return text(isDay(value.end) ? words.fromTo(words.date(value.start), words.date(value.end)) : words.from(words.date(value.start)));
      return text(plain(value));
    case 'ad_audience':
      if (isRecord(value)) {
        const parts: string[] = [];
        if (typeof value.ageMin === 'number' && typeof value.ageMax === 'number') parts.push(words.ages(value.ageMin, value.ageMax));
        const genders = Array.isArray(value.genders) ? value.genders : typeof value.genders === 'string' ? [value.genders] : [];
        if (genders.length > 0) parts.push(genders.map((g) => words.adLabel('genders', str(g))).join(', '));
        if (typeof value.interests === 'string' && value.interests.trim()) parts.push(value.interests.trim());
        return text(parts.join(' · '));
      }
      return text(plain(value));
    case 'ad_landing_url':
      if (isRecord(value) && typeof value.url === 'string') {
        const utm = isRecord(value.utm) ? Object.entries(value.utm).filter(([, v]) => typeof v === 'string' && v !== '') : [];
        return text(utm.length > 0 ? `${value.url}\n${utm.map(([k, v]) => `utm_${k}=${String(v)}`).join(' · ')}` : value.url);
      }
      return text(plain(value));
    default:
      return text(plain(value));
  }
}

/**
 * The form data as the new schema (pages of fields), or null for the old shape (`fields`) or
 * anything else. Read leniently: a field this code does not know (a kind added later) still shows
 * its label and its answer as text, so nothing the client filled in is hidden.
 */
export function schemaOf(formData: unknown): FormSchema | null {
  const parsed = formSchema.safeParse(formData);
  if (parsed.success) return parsed.data;
  if (!isRecord(formData) || !Array.isArray(formData.pages)) return null;
  const pages = formData.pages.filter(isRecord).map((page, index) => ({
    id: typeof page.id === 'string' ? page.id : `page_${index + 1}`,
    ...(typeof page.title === 'string' ? { title: page.title } : {}),
    fields: (Array.isArray(page.fields) ? page.fields : []).filter(isRecord).flatMap((raw): FormField[] => {
      const field = formField.safeParse(raw);
      if (field.success) return [field.data];
      if (typeof raw.id !== 'string' || raw.id === '') return [];
      const label = typeof raw.label === 'string' && raw.label.trim() !== '' ? raw.label : raw.id;
      return [{ id: raw.id, label, type: 'short_text', required: false }];
    }),
  }));
  return pages.length > 0 ? { pages } : null;
}

export interface AnswerSection {
  /** The page's title (only when the form has several pages). */
  title: string | null;
  rows: { field: FormField; display: AnswerDisplay }[];
}

/** The answered version's pages with each answerable field's answer (headings and text blocks left out), and answers the version does not know. */
export function answerSections(
  schema: FormSchema,
  answers: Record<string, unknown>,
  words: AnswerWords,
): { sections: AnswerSection[]; unknown: [string, string][] } {
  const several = schema.pages.length > 1;
  const sections = schema.pages
    .map((page) => ({
      title: several ? (page.title ?? null) : null,
      rows: page.fields.filter((field) => field.type !== 'content').map((field) => ({ field, display: answerDisplay(field, answers[field.id], words) })),
    }))
    .filter((section) => section.rows.length > 0);
  const known = new Set(fieldsOf(schema).map((field) => field.id));
  const unknown = Object.entries(answers)
    .filter(([key, value]) => !known.has(key) && plain(value) !== null)
    .map(([key, value]): [string, string] => [key, plain(value) ?? '']);
  return { sections, unknown };
}

/** Bytes as "1,2 MB". */
export function fileSizeText(bytes: number, locale = 'nl-NL'): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}
