import { DateField, Description, FieldError, Label } from '@heroui/react';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fieldLocale } from '../../../../lib/time-values';
import { type FieldOf, type FieldProps, textOf } from '../field-types';

export function calendarDateOf(value: string | undefined | null): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** A calendar date (dd-mm-jjjj segments, Dutch order), answered as `yyyy-MM-dd`. */
export function DateFieldView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'date'>>) {
  const { i18n } = useTranslation();
  return (
    <I18nProvider locale={fieldLocale(i18n.language)}>
      <DateField
        name={field.id}
        granularity="day"
        shouldForceLeadingZeros
        value={calendarDateOf(textOf(value))}
        minValue={calendarDateOf(field.minDate)}
        maxValue={calendarDateOf(field.maxDate)}
        onChange={(next) => onValue(field.id, next ? next.toString() : null)}
        isInvalid={Boolean(error)}
        isRequired={field.required}
        isReadOnly={readOnly}
        validationBehavior="aria"
        fullWidth
        className="min-w-0"
      >
        <Label>{field.label}</Label>
        <DateField.Group fullWidth variant="secondary">
          <DateField.Input>{(segment) => <DateField.Segment segment={segment} />}</DateField.Input>
        </DateField.Group>
        {field.help ? <Description className="whitespace-pre-line">{field.help}</Description> : null}
        <FieldError>{error}</FieldError>
      </DateField>
    </I18nProvider>
  );
}
