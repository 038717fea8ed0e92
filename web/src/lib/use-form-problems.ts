import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '../../../common/errors';
import { fieldProblems } from './field-errors';
import { focusWhenReady } from './focus-when-ready';
import { useErrorText } from './use-error-text';

/**
 * A form's failed save, spread over its fields by `fieldProblems`: each field's error text, the
 * form's own error text (for FormAlert), and focus on the first field the server named.
 * `fieldRef(field)` registers the element to focus (a group can name the element inside it).
 */
export function useFormProblems<F extends string>(fields: readonly F[], fieldOfCode: Partial<Record<ErrorCode, F>> = {}) {
  const { t } = useTranslation('errors');
  const errorText = useErrorText();
  const [errors, setErrors] = useState<Partial<Record<F, ErrorCode>>>({});
  const [formError, setFormError] = useState<unknown>(null);
  const targets = useRef<Partial<Record<F, () => HTMLElement | null | undefined>>>({});

  const fieldRef =
    <E extends HTMLElement>(field: F, focusable: (element: E) => HTMLElement | null = (element) => element) =>
    (element: E | null) => {
      targets.current[field] = () => (element ? focusable(element) : null);
    };

  /** Before a new attempt: no errors shown. */
  const reset = () => {
    setErrors({});
    setFormError(null);
  };

  /** The save failed: show its codes at their fields (the first of them focused) or as the form's error. */
  const fail = (error: unknown) => {
    const problems = fieldProblems(error, fields, fieldOfCode);
    setErrors(problems.fields);
    setFormError(problems.formError);
    const first = fields.find((field) => problems.fields[field]);
    if (first) focusWhenReady(() => targets.current[first]?.());
  };

  /** The field's error text (`params` for the code's text), or null. */
  const fieldError = (field: F, params: ErrorParams = {}) => {
    const code: ErrorCode | undefined = errors[field];
    return code ? t(`codes.${code}`, params) : null;
  };

  return {
    isInvalid: (field: F) => Boolean(errors[field]),
    fieldError,
    /** For a TextFormField of this field: its `name`, `error` and `inputRef`. */
    textFieldProps: (field: F, params?: ErrorParams) => ({ name: field, error: fieldError(field, params), inputRef: fieldRef<HTMLInputElement>(field) }),
    formErrorText: formError ? errorText(formError) : null,
    fieldRef,
    reset,
    fail,
  };
}
