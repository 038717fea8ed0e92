import type { FormField } from '../../../../../common/forms/form-schema';
import type { FieldProps } from '../renderer/field-types';

export type AdField = Extract<FormField, { type: `ad_${string}` }>;

export function isAdField(field: FormField): field is AdField {
  return field.type.startsWith('ad_');
}

/** The structured ad brief's inputs (filled in below). */
export function AdFieldView({ field }: FieldProps<AdField>) {
  return <p className="text-sm text-muted">{field.label}</p>;
}
