/**
 * What a submission's sidebar lists: the form's fields in their order (label and the value filled
 * in), then whatever else the submission holds under its own key (a field removed from the form
 * later). The form builder decides the fields, so both sides are free JSON read defensively.
 */
export interface SubmissionRow {
  id: string;
  label: string;
  /** The value as text; null when the field was left empty. */
  value: string | null;
}

export interface FormField {
  id: string;
  label: string;
}

/** The form's fields (`formData.fields`: objects with an id and a label), malformed entries left out. */
export function formFieldsOf(formData: Record<string, unknown>): FormField[] {
  const fields = Array.isArray(formData.fields) ? (formData.fields as unknown[]) : [];
  return fields.flatMap((field) => {
    if (typeof field !== 'object' || field === null) return [];
    const { id, label } = field as { id?: unknown; label?: unknown };
    if (typeof id !== 'string' || id === '') return [];
    return [{ id, label: typeof label === 'string' && label.trim() !== '' ? label : id }];
  });
}

function textOf(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value))
    return (
      value
        .map((v) => textOf(v) ?? '')
        .filter(Boolean)
        .join(', ') || null
    );
  return JSON.stringify(value);
}

export function submissionRows(formData: Record<string, unknown>, submissionData: Record<string, unknown>): SubmissionRow[] {
  const fields = formFieldsOf(formData);
  const known = new Set(fields.map((f) => f.id));
  const extra = Object.keys(submissionData)
    .filter((key) => !known.has(key))
    .map((key) => ({ id: key, label: key }));
  return [...fields, ...extra].map((field) => ({ ...field, value: textOf(submissionData[field.id]) }));
}
