import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents, formatNumber, parseAmount, parseNumber } from '../amount';
import type { FieldOf, FieldProps } from '../field-types';
import { TextShell } from './text-shell';

type NumberKind = FieldOf<'number'> | FieldOf<'amount'>;

/**
 * A number or an amount in euros, typed the Dutch way ("1.234,56"). What is typed stays as typed
 * while the field has focus; the answer is the parsed number (cents for an amount), null while the
 * text is no number (said at once under the field); on leaving the field the text is written neatly.
 */
export function NumberFieldView({ field, value, error, onValue, readOnly }: FieldProps<NumberKind>) {
  const { t } = useTranslation('formFill');
  const isAmount = field.type === 'amount';
  const format = (answer: unknown) => (typeof answer === 'number' ? (isAmount ? formatCents(answer) : formatNumber(answer)) : '');
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
    const parsed = isAmount ? parseAmount(next) : parseNumber(next);
    const answer = parsed === 'invalid' ? null : parsed;
    const bad = parsed === 'invalid' || (field.type === 'number' && field.integer && answer !== null && !Number.isInteger(answer));
    setInvalid(bad);
    setShownValue(bad ? null : answer);
    onValue(field.id, bad ? null : answer);
  };

  const localError = invalid
    ? t(isAmount ? 'answerErrors.amount' : field.type === 'number' && field.integer ? 'answerErrors.integer' : 'answerErrors.number')
    : null;
  const shownError = localError ?? error;
  const hint = isAmount ? t('renderer.amountHint') : null;
  return (
    <TextShell
      name={field.id}
      label={field.label}
      required={field.required}
      invalid={Boolean(shownError)}
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
          {isAmount ? (
            <div data-slot="input-group-prefix" className="input-group__prefix pl-3 text-muted" aria-hidden="true">
              €
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
            inputMode="decimal"
            autoComplete="off"
            placeholder={isAmount ? '0,00' : undefined}
            data-slot="input-group-input"
            className="input-group__input min-w-0 tabular-nums"
          />
        </div>
      )}
    </TextShell>
  );
}
