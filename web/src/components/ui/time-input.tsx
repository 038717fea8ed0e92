import { DateField, Description, FieldError, Label, TimeField } from '@heroui/react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { dateTimeTextOf, dateTimeValueOf, fieldLocale, timeTextOf, timeValueOf } from '../../lib/time-values';

interface TimeInputProps {
  /** 'time': a time of day ('09:00'); 'datetime': a date and time ('2025-05-01T09:00'). */
  kind: 'time' | 'datetime';
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  error?: string | null;
  /** Shown while there is no error. */
  description?: string;
  /** Registers the first segment as what an error focuses. */
  focusRef?: (element: HTMLElement | null) => void;
}

/**
 * The app's one time input (issue 18, defect 9): 24-hour time ("09:00", never "09:00 AM") and the
 * date in the app's language, whatever the browser's locale — the native time and datetime-local
 * inputs follow the browser. Keeps the same text values as those inputs.
 */
export function TimeInput({ kind, label, value, onChange, name, error, description, focusRef }: TimeInputProps) {
  const { i18n } = useTranslation();
  const groupRef = focusRef ? (group: HTMLDivElement | null) => focusRef(group?.querySelector<HTMLElement>('[role="spinbutton"]') ?? group) : undefined;
  const invalid = Boolean(error);
  const parts = (
    <>
      <Label>{label}</Label>
      {kind === 'time' ? (
        <TimeField.Group ref={groupRef} fullWidth variant="secondary">
          <TimeField.Input>{(segment) => <TimeField.Segment segment={segment} />}</TimeField.Input>
        </TimeField.Group>
      ) : (
        <DateField.Group ref={groupRef} fullWidth variant="secondary">
          <DateField.Input>{(segment) => <DateField.Segment segment={segment} />}</DateField.Input>
        </DateField.Group>
      )}
      {description && !invalid ? <Description>{description}</Description> : null}
      <FieldError>{error}</FieldError>
    </>
  );
  return (
    <I18nProvider locale={fieldLocale(i18n.language)}>
      {kind === 'time' ? (
        <TimeField
          name={name}
          hourCycle={24}
          shouldForceLeadingZeros
          value={timeValueOf(value)}
          onChange={(next) => onChange(timeTextOf(next))}
          isInvalid={invalid}
          validationBehavior="aria"
          fullWidth
          className="min-w-0"
        >
          {parts}
        </TimeField>
      ) : (
        <DateField
          name={name}
          granularity="minute"
          hourCycle={24}
          shouldForceLeadingZeros
          value={dateTimeValueOf(value)}
          onChange={(next) => onChange(dateTimeTextOf(next))}
          isInvalid={invalid}
          validationBehavior="aria"
          fullWidth
          className="min-w-0"
        >
          {parts}
        </DateField>
      )}
    </I18nProvider>
  );
}
