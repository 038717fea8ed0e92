/**
 * The builder's schema judged in one round: zod's issues (each mapped to the field it is about, by
 * the field's id, or `pages`) and `checkFormSchema`'s structural rules, so every wrong field is
 * named at once. Codes are the zod messages that are error codes (common/errors.ts), else
 * VALIDATION_FAILED.
 */
import { checkFormSchema, fieldsOf, formSchema, formSettings, type FormSchema, type FormSettings } from '../../../common/forms/form-schema.js';
import { isErrorCode, type ErrorCode } from '../../../common/errors.js';

export type FieldErrors = Record<string, ErrorCode>;

const codeOf = (message: string | undefined): ErrorCode => (isErrorCode(message) ? message : 'VALIDATION_FAILED');

/** The key an issue at `path` (inside `{ pages }`) is reported under: the field's id, or `pages`. */
function keyOf(raw: unknown, path: readonly PropertyKey[]): string {
  if (path[0] !== 'pages' || typeof path[1] !== 'number' || path[2] !== 'fields' || typeof path[3] !== 'number') return 'pages';
  const pages = (raw as { pages?: unknown }).pages;
  const page = Array.isArray(pages) ? (pages[path[1]] as { fields?: unknown } | undefined) : undefined;
  const field = page && Array.isArray(page.fields) ? (page.fields[path[3]] as { id?: unknown } | undefined) : undefined;
  return typeof field?.id === 'string' && field.id !== '' && field.id.length <= 40 ? field.id : `pages.${path[1]}.fields.${path[3]}`;
}

/** The schema, or every wrong field. */
export function judgeSchema(raw: unknown): { schema: FormSchema | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const parsed = formSchema.safeParse(raw);
  if (!parsed.success) {
    if (typeof raw !== 'object' || raw === null) return { schema: null, errors: { formData: 'FORM_SCHEMA_INVALID' } };
    for (const issue of parsed.error.issues) {
      const key = keyOf(raw, issue.path);
      errors[key] ??= codeOf(issue.message);
    }
    return { schema: null, errors };
  }
  for (const [key, code] of Object.entries(checkFormSchema(parsed.data))) errors[key] = codeOf(code);
  return { schema: Object.keys(errors).length === 0 ? parsed.data : null, errors };
}

/** The settings after a change (each key judged on its own: `settings.<key>`), against the schema they belong to. */
export function judgeSettings(current: unknown, raw: unknown, schema: FormSchema | null): { settings: FormSettings | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const base = formSettings.safeParse(current);
  const merged: Record<string, unknown> = { ...(base.success ? base.data : formSettings.parse({})) };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { settings: null, errors: { settings: 'FORM_SETTINGS_INVALID' } };
  for (const [key, value] of Object.entries(raw)) {
    const shape = formSettings.shape[key as keyof typeof formSettings.shape];
    if (!shape) {
      errors[`settings.${key}`] = 'FORM_SETTINGS_INVALID';
      continue;
    }
    const parsed = shape.safeParse(value);
    if (parsed.success) merged[key] = parsed.data;
    else errors[`settings.${key}`] = isErrorCode(parsed.error.issues[0]?.message) ? codeOf(parsed.error.issues[0]?.message) : 'FORM_SETTINGS_INVALID';
  }
  const copyTo = merged.copyToEmailFieldId;
  if (!errors['settings.copyToEmailFieldId'] && typeof copyTo === 'string' && schema) {
    const field = fieldsOf(schema).find((f) => f.id === copyTo);
    if (field?.type !== 'email') errors['settings.copyToEmailFieldId'] = 'FORM_COPY_FIELD_INVALID';
  }
  if (Object.keys(errors).length > 0) return { settings: null, errors };
  return { settings: formSettings.parse(merged), errors };
}
