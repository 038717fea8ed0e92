import { type ReactNode, useState } from 'react';
import type { FormAnswerValue } from '../../../../../../common/forms/form-schema';
import type { FieldProps } from '../field-types';
import { TextShell } from './text-shell';

export interface TypedTextProps extends Pick<FieldProps, 'field' | 'value' | 'error' | 'onValue' | 'readOnly' | 'preview'> {
  /** The answer as the field writes it ('' for none). */
  format: (answer: unknown) => string;
  /** What is typed → the answer; null when empty; 'invalid' when it is none. */
  parse: (text: string) => FormAnswerValue | 'invalid';
  /** Said under the field at once while the text is no answer. */
  invalidText: string;
  /** What is wrong with an answer that is kept all the same (a date before the earliest), or null. */
  check?: ((answer: FormAnswerValue) => string | null) | undefined;
  /** Under the field when the field has no help of its own. */
  hint: string | null;
  inputMode: 'decimal' | 'numeric';
  placeholder?: string | undefined;
  /** Before the text, in the input group (the amount's €). */
  prefix?: ReactNode;
}

/**
 * A value typed the Dutch way (a number, an amount, a date). What is typed stays as typed while the
 * field has focus; the answer is the parsed value, null while the text is no answer (said at once
 * under the field); on leaving the field the text is written neatly.
 */
export function TypedTextView({
  field,
  value,
  error,
  onValue,
  readOnly,
  preview,
  format,
  parse,
  invalidText,
  check,
  hint,
  inputMode,
  placeholder,
  prefix,
}: TypedTextProps) {
  const [text, setText] = useState(() => format(value));
  const [invalid, setInvalid] = useState(false);
  const [focused, setFocused] = useState(false);
  // Another source changed the answer (a draft loaded from the server): show it unless the person is typing.
  const [shownValue, setShownValue] = useState(value);
  if (!focused && value !== shownValue) {
    setShownValue(value);
    setText(format(value));
    setInvalid(false);
  }

  const change = (next: string) => {
    setText(next);
    const parsed = parse(next);
    const bad = parsed === 'invalid';
    setInvalid(bad);
    setShownValue(bad ? null : parsed);
    onValue(field.id, bad ? null : parsed);
  };

  const shownError = invalid ? invalidText : (error ?? (check && value !== undefined && value !== null ? check(value as FormAnswerValue) : null));
  return (
    <TextShell
      name={field.id}
      label={field.label}
      required={field.required}
      invalid={Boolean(shownError)}
      disabled={preview && readOnly}
      description={
        field.help || hint ? (
          <>
            {field.help ? <span className="block whitespace-pre-line">{field.help}</span> : null}
            {hint && !field.help ? hint : null}
          </>
        ) : null
      }
      error={shownError}
    >
      {(aria) => (
        <div
          role="presentation"
          data-slot="input-group"
          className="input-group input-group--full-width input-group--secondary"
          data-invalid={aria['data-invalid']}
        >
          {prefix ? (
            <div data-slot="input-group-prefix" className="input-group__prefix pl-3 text-muted" aria-hidden="true">
              {prefix}
            </div>
          ) : null}
          <input
            {...aria}
            type="text"
            value={text}
            onChange={(event) => change(event.currentTarget.value)}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              if (!invalid) setText(format(value));
            }}
            readOnly={readOnly}
            disabled={preview && readOnly}
            inputMode={inputMode}
            autoComplete="off"
            placeholder={placeholder}
            data-slot="input-group-input"
            className="input-group__input min-w-0 tabular-nums"
          />
        </div>
      )}
    </TextShell>
  );
}
