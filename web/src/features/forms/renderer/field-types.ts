import type { ReactNode } from 'react';
import type { FormAnswerValue, FormField, FormFieldType } from '../../../../../common/forms/form-schema';

export type FieldOf<T extends FormFieldType> = Extract<FormField, { type: T }>;
export type FileField = FieldOf<'file'> | FieldOf<'ad_creatives'>;

/** What a host's file slot gets besides the value: the error text, whether it is disabled, extra checks (ad creatives). */
export interface FileSlotOptions {
  errorMessage: string | null;
  isDisabled: boolean;
  /** Extra checks in the browser before an upload starts (the ad creatives' size and ratio): a Dutch message or null. */
  checkFile?: (file: File) => Promise<string | null>;
  /** Shown under the upload (the creatives' ratio warning). */
  description?: string;
}

/**
 * The host draws a file field (the upload lives with the host: portal, public page): the field, the
 * ids of its files and the change handler; `options` carries the error and the ad checks.
 */
export type RenderFile = (field: FileField, value: string[], onChange: (fileIds: string[]) => void, options: FileSlotOptions) => ReactNode;

/** What every field component receives; memoised on these, so typing in one field re-renders only that field. */
export interface FieldProps<F extends FormField = FormField> {
  field: F;
  value: FormAnswerValue | undefined;
  /** The Dutch error text (already formatted), or null. */
  error: string | null;
  /** Stable across renders: (fieldId, value). */
  onValue: (fieldId: string, value: FormAnswerValue) => void;
  readOnly: boolean;
  preview: boolean;
  renderFile: RenderFile | undefined;
}

export const textOf = (value: FormAnswerValue | undefined): string => (typeof value === 'string' ? value : '');
export const listOf = (value: FormAnswerValue | undefined): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
export const objectOf = (value: FormAnswerValue | undefined): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};

/** A multiple choice's answer after ticking (added at the end, as react-aria's CheckboxGroup does) or unticking `option`. */
export function toggleChoice(chosen: readonly string[], option: string, checked: boolean): string[] {
  const rest = chosen.filter((item) => item !== option);
  return checked ? [...rest, option] : rest;
}

export type { FileMeta } from '../../../../../common/schemas/files';
