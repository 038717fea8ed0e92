import { useTranslation } from 'react-i18next';
import { formLimits } from '../../../../../../common/forms/form-schema';
import { type FieldOf, type FieldProps, textOf } from '../field-types';
import { TextShell } from './text-shell';

type TextKind = FieldOf<'short_text'> | FieldOf<'long_text'> | FieldOf<'email'> | FieldOf<'phone'>;

const inputTypes = { short_text: 'text', long_text: 'text', email: 'email', phone: 'tel' } as const;
const autoCompletes = { short_text: undefined, long_text: undefined, email: 'email', phone: 'tel' } as const;

/** Short and long text, e-mail and phone: one labelled input (plain, styled as HeroUI's: text-shell.tsx); a counter under it when the field has a maximum. */
export function TextFieldView({ field, value, error, onValue, readOnly, preview }: FieldProps<TextKind>) {
  const { t } = useTranslation('formFill');
  const text = textOf(value);
  const max = 'maxLength' in field ? field.maxLength : undefined;
  const placeholder = field.placeholder;
  const counter = max ? (
    <span className={`ms-auto tabular-nums ${text.length > max ? 'font-medium text-danger' : ''}`}>{t('renderer.counter', { count: text.length, max })}</span>
  ) : null;
  const change = (event: { currentTarget: { value: string } }) => onValue(field.id, event.currentTarget.value);
  return (
    <TextShell
      name={field.id}
      label={field.label}
      required={field.required}
      invalid={Boolean(error)}
      disabled={preview && readOnly}
      description={
        field.help || counter ? (
          <>
            {field.help ? <span className="whitespace-pre-line">{field.help}</span> : null}
            {counter}
          </>
        ) : null
      }
      descriptionClassName="flex flex-wrap justify-between gap-x-3"
      error={error}
    >
      {(aria) =>
        // The maximum is told and counted, not cut off: a pasted longer text stays visible to shorten.
        field.type === 'long_text' ? (
          <textarea
            {...aria}
            rows={4}
            value={text}
            onChange={change}
            placeholder={placeholder}
            readOnly={readOnly}
            disabled={preview && readOnly}
            maxLength={formLimits.textAnswer}
            data-slot="textarea"
            className="textarea textarea--secondary min-w-0"
          />
        ) : (
          <input
            {...aria}
            type={inputTypes[field.type]}
            autoComplete={autoCompletes[field.type]}
            inputMode={field.type === 'phone' ? 'tel' : field.type === 'email' ? 'email' : undefined}
            value={text}
            onChange={change}
            placeholder={placeholder}
            readOnly={readOnly}
            disabled={preview && readOnly}
            maxLength={formLimits.textAnswer}
            data-slot="input"
            className="input input--full-width input--secondary min-w-0"
          />
        )
      }
    </TextShell>
  );
}
