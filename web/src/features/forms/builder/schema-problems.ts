import { checkFormSchema, type FormSchema, formField, formLimits } from '../../../../../common/forms/form-schema';

/** A zod message that is one of our error codes (the schema's messages are codes). */
function codeOf(message: string | undefined): string {
  return message && /^[A-Z][A-Z0-9_]+$/.test(message) ? message : 'VALIDATION_FAILED';
}

/**
 * What the server would refuse in this schema, found before sending: each field's shape (zod, the
 * same union the server uses) and the structural rules of `checkFormSchema`. Answers field id →
 * error code (and `pages` for the form as a whole), the same map the server's 400 `fields` carries,
 * so both show alike at the field.
 */
export function schemaProblems(schema: FormSchema): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const page of schema.pages) {
    for (const field of page.fields) {
      const parsed = formField.safeParse(field);
      if (!parsed.success && !problems[field.id]) problems[field.id] = codeOf(parsed.error.issues[0]?.message);
    }
  }
  for (const [key, code] of Object.entries(checkFormSchema(schema))) problems[key] ??= code;
  if (schema.pages.some((page) => (page.title ?? '').length > formLimits.title)) problems.pages ??= 'VALIDATION_FAILED';
  return problems;
}

/** The ids an error map names that are not fields of the schema (shown above the canvas). */
export function formLevelProblems(problems: Record<string, string>, fieldIds: ReadonlySet<string>): string[] {
  return Object.entries(problems)
    .filter(([key]) => !fieldIds.has(key))
    .map(([, code]) => code);
}
