/**
 * Reading a form's schema and versions (shared by the team's API and the answering routes): the
 * stored JSON parsed against `formSchema` (null when it is not one, e.g. a row from before the
 * builder), a version's schema, the newest one, and the text of answers for search and previews.
 */
import { and, desc, eq } from 'drizzle-orm';
import {
  displayOnlyTypes,
  fieldsOf,
  fileFieldTypes,
  formSchema,
  type FormAnswers,
  type FormField,
  type FormSchema,
} from '../../../common/forms/form-schema.js';
import type { Db } from '../../db/database.js';
import { formVersions } from '../../db/schema/index.js';

/** The stored JSON as a schema, or null when it is not one. */
export function parseSchema(raw: unknown): FormSchema | null {
  const parsed = formSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** The fields that take an answer, in reading order (content blocks ask nothing). */
export function answerableFields(schema: FormSchema): FormField[] {
  return fieldsOf(schema).filter((field) => !displayOnlyTypes.includes(field.type));
}

export interface VersionRow {
  version: number;
  title: string;
  description: string | null;
  formData: unknown;
}

/** One published version of a form (null when it does not exist). */
export async function loadVersion(db: Db, formId: string, version: number): Promise<VersionRow | null> {
  const [row] = await db
    .select({ version: formVersions.version, title: formVersions.title, description: formVersions.description, formData: formVersions.formData })
    .from(formVersions)
    .where(and(eq(formVersions.formId, formId), eq(formVersions.version, version)));
  return row ?? null;
}

/** Every published version of a form, newest first. */
export async function loadVersions(db: Db, formId: string): Promise<VersionRow[]> {
  return db
    .select({ version: formVersions.version, title: formVersions.title, description: formVersions.description, formData: formVersions.formData })
    .from(formVersions)
    .where(eq(formVersions.formId, formId))
    .orderBy(desc(formVersions.version));
}

/** An answer as plain text (choices by their label, files left out: they have names elsewhere). */
export function answerText(field: FormField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (fileFieldTypes.includes(field.type)) return '';
  if ('options' in field) {
    const label = (v: unknown) => field.options.find((o) => o.value === v)?.label ?? String(v);
    return Array.isArray(value) ? value.map(label).join(', ') : label(value);
  }
  if (field.type === 'consent') return value === true ? 'Ja' : 'Nee';
  if (field.type === 'amount' && typeof value === 'number') return euros(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(String).join(', ');
  return objectText(value as Record<string, unknown>);
}

/** Cents as Dutch euros: 123456 → "€ 1.234,56". */
const euroFormat = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

export function euros(cents: number): string {
  return euroFormat.format(cents / 100);
}

function objectText(value: Record<string, unknown>): string {
  if (typeof value.cents === 'number') return `${value.kind === 'daily' ? 'Per dag' : 'Totaal'} ${euros(value.cents)}`;
  if (typeof value.url === 'string') return value.url;
  if (typeof value.start === 'string') return `${value.start} – ${typeof value.end === 'string' ? value.end : 'doorlopend'}`;
  if (typeof value.ageMin === 'number') {
    const interests = typeof value.interests === 'string' && value.interests !== '' ? `, ${value.interests}` : '';
    return `${value.ageMin}–${String(value.ageMax)} jaar${interests}`;
  }
  return JSON.stringify(value);
}

/** The answers as one line of text in the schema's order (search text, previews). */
export function answersText(schema: FormSchema | null, answers: FormAnswers, max = Infinity): string {
  const parts: string[] = [];
  let length = 0;
  const fields = schema ? answerableFields(schema) : null;
  const entries: [FormField | null, unknown][] = fields ? fields.map((f) => [f, answers[f.id]]) : Object.values(answers).map((v) => [null, v]);
  for (const [field, value] of entries) {
    const text = (field ? answerText(field, value) : typeof value === 'string' || typeof value === 'number' ? String(value) : '').replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    parts.push(text);
    length += text.length + 3;
    if (length > max) break;
  }
  const joined = parts.join(' · ');
  return joined.length > max ? `${[...joined].slice(0, max - 1).join('')}…` : joined;
}
