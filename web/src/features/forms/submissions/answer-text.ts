/**
 * Pure helpers of the answers view (submission-answers.tsx): the form data read as the new schema
 * (leniently), the questions of a form, file sizes.
 */
import { fieldsOf, type FormField, formField, type FormSchema, formSchema } from '../../../../../common/forms/form-schema';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

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

/** The questions a form asks, in order (headings, text blocks and link-filled hidden fields left out). */
export function questionsOf(schema: FormSchema): FormField[] {
  return fieldsOf(schema).filter((field) => field.type !== 'content' && field.type !== 'hidden');
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
