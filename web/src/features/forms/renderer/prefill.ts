import { fieldsOf, type FormAnswers, type FormSchema, formLimits } from '../../../../../common/forms/form-schema';

/**
 * The answers of a form's hidden fields from the link's query parameters (`?campagne=voorjaar`
 * fills the hidden field whose `param` is `campagne`). Only hidden fields take a value from the
 * link; an absent or empty parameter leaves the field out; a very long value is cut to what a
 * text answer may hold.
 */
export function prefillAnswers(schema: FormSchema, params: Record<string, string> | URLSearchParams | undefined): FormAnswers {
  if (!params) return {};
  const get = (name: string) => (params instanceof URLSearchParams ? params.get(name) : (params[name] ?? null));
  const answers: FormAnswers = {};
  for (const field of fieldsOf(schema)) {
    if (field.type !== 'hidden') continue;
    const value = get(field.param);
    if (value) answers[field.id] = value.slice(0, formLimits.textAnswer);
  }
  return answers;
}

/** The query parameters of a page address as a plain record (the first value of each name). */
export function paramsRecord(search: URLSearchParams): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [name, value] of search) if (!(name in record)) record[name] = value;
  return record;
}
