/**
 * The event and settings dialogs' small inputs in HeroUI's markup: a labelled single Select, a
 * date field (the app's language, never the browser's), a text area, a switch and the searchable
 * time-zone list. Each shows its error under it and can be focused by the form's problems.
 */
import { ComboBox, DateField, Description, FieldError, Input, Label, ListBox, Select, Switch, TextArea, TextField } from '@heroui/react';
import { parseDate } from '@internationalized/date';
import { useMemo } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fieldLocale } from '../../../lib/time-values';
import { supportedTimeZones, timeZoneOptions } from '../../profile/time-zones';

export interface Option {
  id: string;
  label: string;
}

interface FormSelectProps {
  label: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
  name: string;
  error?: string | null;
  description?: string;
  isRequired?: boolean;
  containerRef?: (element: HTMLDivElement | null) => void;
  testId?: string;
}

export function FormSelect({ label, value, options, onChange, name, error, description, isRequired, containerRef, testId }: FormSelectProps) {
  return (
    <div ref={containerRef} className="min-w-0" data-testid={testId}>
      <Select
        name={name}
        value={value}
        onChange={(key) => key !== null && onChange(String(key))}
        isInvalid={Boolean(error)}
        isRequired={isRequired}
        validationBehavior="aria"
        fullWidth
        variant="secondary"
        className="min-w-0"
      >
        <Label>{label}</Label>
        <Select.Trigger className="min-h-9">
          <Select.Value className="min-w-0 flex-1 truncate text-sm" />
          <Select.Indicator />
        </Select.Trigger>
        {description && !error ? <Description>{description}</Description> : null}
        <FieldError>{error}</FieldError>
        <Select.Popover>
          <ListBox className="max-h-64 overflow-y-auto">
            {options.map((option) => (
              <ListBox.Item key={option.id} id={option.id} textValue={option.label}>
                <span className="min-w-0 flex-1 break-words">{option.label}</span>
                <ListBox.ItemIndicator />
              </ListBox.Item>
            ))}
          </ListBox>
        </Select.Popover>
      </Select>
    </div>
  );
}

function dateValueOf(text: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  try {
    return parseDate(text);
  } catch {
    return null;
  }
}

/** A date ('YYYY-MM-DD') in the app's language. */
export function DateInput({
  label,
  value,
  onChange,
  name,
  error,
  focusRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  error?: string | null;
  focusRef?: (element: HTMLElement | null) => void;
}) {
  const { i18n } = useTranslation();
  const groupRef = focusRef ? (group: HTMLDivElement | null) => focusRef(group?.querySelector<HTMLElement>('[role="spinbutton"]') ?? group) : undefined;
  return (
    <I18nProvider locale={fieldLocale(i18n.language)}>
      <DateField
        name={name}
        granularity="day"
        shouldForceLeadingZeros
        value={dateValueOf(value)}
        onChange={(next) => onChange(next ? next.toString() : '')}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        fullWidth
        className="min-w-0"
      >
        <Label>{label}</Label>
        <DateField.Group ref={groupRef} fullWidth variant="secondary">
          <DateField.Input>{(segment) => <DateField.Segment segment={segment} />}</DateField.Input>
        </DateField.Group>
        <FieldError>{error}</FieldError>
      </DateField>
    </I18nProvider>
  );
}

export function TextAreaField({
  label,
  value,
  onChange,
  name,
  error,
  maxLength,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  error?: string | null;
  maxLength: number;
  inputRef?: (element: HTMLTextAreaElement | null) => void;
}) {
  return (
    <TextField
      name={name}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      maxLength={maxLength}
      validationBehavior="aria"
      fullWidth
      variant="secondary"
    >
      <Label>{label}</Label>
      <TextArea ref={inputRef} rows={3} className="min-w-0" />
      <FieldError>{error}</FieldError>
    </TextField>
  );
}

export function SwitchField({ label, isSelected, onChange, name }: { label: string; isSelected: boolean; onChange: (value: boolean) => void; name: string }) {
  return (
    <Switch name={name} isSelected={isSelected} onChange={onChange} size="sm">
      <Switch.Content className="flex items-center gap-2">
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <span className="text-sm font-medium text-foreground">{label}</span>
      </Switch.Content>
    </Switch>
  );
}

/** The searchable list of the zones the browser knows (Intl.supportedValuesOf('timeZone')), with their offset now. */
export function TimeZoneField({
  label,
  value,
  onChange,
  error,
  inputRef,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  inputRef?: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useTranslation('calendar');
  const zones = useMemo(() => {
    const list = supportedTimeZones();
    return timeZoneOptions(list.includes(value) || value === '' ? list : [value, ...list], new Date());
  }, [value]);
  return (
    <ComboBox
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      defaultItems={zones}
      fullWidth
      variant="secondary"
      name="timeZone"
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label>{label}</Label>
      <ComboBox.InputGroup>
        <Input ref={inputRef} placeholder={t('form.timeZoneSearch')} />
        <ComboBox.Trigger />
      </ComboBox.InputGroup>
      <FieldError>{error}</FieldError>
      <ComboBox.Popover>
        <ListBox renderEmptyState={() => <p className="px-3 py-2 text-sm text-muted">{t('form.timeZoneNone')}</p>}>
          {(zone: { id: string; label: string }) => (
            <ListBox.Item id={zone.id} textValue={zone.label}>
              {zone.label}
              <ListBox.ItemIndicator />
            </ListBox.Item>
          )}
        </ListBox>
      </ComboBox.Popover>
    </ComboBox>
  );
}
