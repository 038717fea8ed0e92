import { Description, FieldError, Input, Label, TextArea, TextField } from '@heroui/react';
import { useTranslation } from 'react-i18next';
import { formLimits } from '../../../../../../common/forms/form-schema';
import { type FieldOf, type FieldProps, textOf } from '../field-types';

type TextKind = FieldOf<'short_text'> | FieldOf<'long_text'> | FieldOf<'email'> | FieldOf<'phone'>;

const inputTypes = { short_text: 'text', long_text: 'text', email: 'email', phone: 'tel' } as const;
const autoCompletes = { short_text: undefined, long_text: undefined, email: 'email', phone: 'tel' } as const;

/** Short and long text, e-mail and phone: one labelled input; a counter under it when the field has a maximum. */
export function TextFieldView({ field, value, error, onValue, readOnly, preview }: FieldProps<TextKind>) {
  const { t } = useTranslation('formFill');
  const text = textOf(value);
  const max = 'maxLength' in field ? field.maxLength : undefined;
  const placeholder = field.placeholder;
  return (
    <TextField
      name={field.id}
      type={inputTypes[field.type]}
      autoComplete={autoCompletes[field.type]}
      value={text}
      onChange={(next) => onValue(field.id, next)}
      isInvalid={Boolean(error)}
      isRequired={field.required}
      isReadOnly={readOnly}
      isDisabled={preview && readOnly}
      // The maximum is told and counted, not cut off: a pasted longer text stays visible to shorten.
      maxLength={formLimits.textAnswer}
      validationBehavior="aria"
      fullWidth
      variant="secondary"
    >
      <Label>{field.label}</Label>
      {field.type === 'long_text' ? (
        <TextArea rows={4} placeholder={placeholder} className="min-w-0" />
      ) : (
        <Input
          placeholder={placeholder}
          inputMode={field.type === 'phone' ? 'tel' : field.type === 'email' ? 'email' : undefined}
          className="min-w-0"
          fullWidth
        />
      )}
      {field.help || max ? (
        <Description className="flex flex-wrap justify-between gap-x-3">
          {field.help ? <span className="whitespace-pre-line">{field.help}</span> : null}
          {max ? (
            <span className={`ms-auto tabular-nums ${text.length > max ? 'font-medium text-danger' : ''}`}>
              {t('renderer.counter', { count: text.length, max })}
            </span>
          ) : null}
        </Description>
      ) : null}
      <FieldError>{error}</FieldError>
    </TextField>
  );
}
