/**
 * The calendar's small inputs in HeroUI's markup: one labelled Select (single in the dialogs, multiple
 * in the filters), a date field (the app's language, never the browser's), a text area, a switch,
 * the weekday checkboxes and the searchable time-zone list. Each shows its error under it and can be
 * focused by the form's problems.
 */
import {
  Checkbox,
  CheckboxGroup,
  ComboBox,
  DateField,
  Description,
  FieldError,
  Input,
  Label,
  ListBox,
  Select,
  Switch,
  TextArea,
  TextField,
} from '@heroui/react';
import { parseDate } from '@internationalized/date';
import { type ReactNode, type Ref, useMemo, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fieldLocale } from '../../../lib/time-values';
import { supportedTimeZones, type TimeZoneOption, timeZoneOptions } from '../../profile/time-zones';

export interface Option {
  id: string;
  label: string;
}

interface LabelledSelectProps {
  label: string;
  options: readonly Option[];
  name?: string;
  error?: string | null;
  description?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The label's own look (the filters' small, muted label); HeroUI's by default. */
  labelClassName?: string;
  containerRef?: (element: HTMLDivElement | null) => void;
  testId?: string;
}

interface FormSelectProps extends LabelledSelectProps {
  value: string;
  onChange: (value: string) => void;
  name: string;
}

interface MultiSelectProps extends LabelledSelectProps {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Shown while nothing is chosen ("Alle klanten"). */
  placeholder: string;
}

type Selection =
  { mode: 'single'; value: string; onChange: (value: string) => void } | ({ mode: 'multiple' } & Pick<MultiSelectProps, 'value' | 'onChange' | 'placeholder'>);

/** A labelled select of one option. */
export function FormSelect({ value, onChange, ...props }: FormSelectProps) {
  return <LabelledSelect {...props} selection={{ mode: 'single', value, onChange }} />;
}

/** A labelled select of any number of options; the trigger lists the chosen ones, or the placeholder. */
export function MultiSelect({ value, onChange, placeholder, ...props }: MultiSelectProps) {
  return <LabelledSelect {...props} selection={{ mode: 'multiple', value, onChange, placeholder }} />;
}

/** The one labelled-select markup of the calendar's dialogs and filters (HeroUI's Select), its error and description under it. */
function LabelledSelect({
  label,
  options,
  name,
  error,
  description,
  isRequired,
  isDisabled,
  labelClassName,
  containerRef,
  testId,
  selection,
}: LabelledSelectProps & { selection: Selection }) {
  const multiple = selection.mode === 'multiple' ? selection : null;
  const chosen = multiple ? options.filter((o) => multiple.value.includes(o.id)) : [];
  return (
    <div ref={containerRef} className="min-w-0" data-testid={testId}>
      <Select<object, 'single' | 'multiple'>
        name={name}
        selectionMode={selection.mode}
        value={multiple ? [...multiple.value] : selection.value}
        onChange={(next) => {
          if (selection.mode === 'multiple') selection.onChange(Array.isArray(next) ? next.map(String) : []);
          else if (next !== null && !Array.isArray(next)) selection.onChange(String(next));
        }}
        placeholder={multiple?.placeholder}
        isInvalid={Boolean(error)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        validationBehavior="aria"
        fullWidth
        variant="secondary"
        className="min-w-0"
      >
        <Label className={labelClassName}>{label}</Label>
        <Select.Trigger className="min-h-9">
          {multiple ? (
            <Select.Value className="min-w-0 flex-1 truncate text-sm">
              {({ isPlaceholder }) => (isPlaceholder || chosen.length === 0 ? multiple.placeholder : chosen.map((o) => o.label).join(', '))}
            </Select.Value>
          ) : (
            <Select.Value className="min-w-0 flex-1 truncate text-sm" />
          )}
          <Select.Indicator />
        </Select.Trigger>
        {description && !error ? <Description>{description}</Description> : null}
        <FieldError>{error}</FieldError>
        <Select.Popover>
          <ListBox selectionMode={multiple ? 'multiple' : undefined} className="max-h-64 overflow-y-auto">
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

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

/** ma … zo as labelled checkboxes (ISO weekdays as strings, '1' … '7'), each named in full for screen readers; `children` (the error) under them. */
export function WeekdayField({
  label,
  value,
  onChange,
  name,
  isInvalid,
  className,
  groupRef,
  children,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  name: string;
  isInvalid: boolean;
  className: string;
  groupRef?: Ref<HTMLDivElement>;
  children?: ReactNode;
}) {
  const { t } = useTranslation('calendar');
  return (
    <CheckboxGroup
      value={value}
      onChange={onChange}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={`flex-row flex-wrap items-center ${className}`}
      name={name}
      ref={groupRef}
    >
      <Label className="w-full">{label}</Label>
      {weekdays.map((day) => (
        <Checkbox key={day} value={String(day)} aria-label={t(`form.weekdaysLong.${day}`)} className="flex-row items-center gap-1.5">
          <Checkbox.Control>
            <Checkbox.Indicator />
          </Checkbox.Control>
          <Checkbox.Content>
            <span className="text-sm">{t(`form.weekdays.${day}`)}</span>
          </Checkbox.Content>
        </Checkbox>
      ))}
      {children}
    </CheckboxGroup>
  );
}

/** The ~400 zones labelled with their offset, built once an hour at most (the offsets move with summer time). */
let zoneList: { builtAt: number; options: TimeZoneOption[] } | null = null;
function allZoneOptions(): TimeZoneOption[] {
  const now = Date.now();
  if (!zoneList || now - zoneList.builtAt > 3_600_000) zoneList = { builtAt: now, options: timeZoneOptions(supportedTimeZones(), new Date(now)) };
  return zoneList.options;
}

/**
 * The searchable list of the zones the browser knows (Intl.supportedValuesOf('timeZone')), with their offset now.
 * Until the field is first focused or opened it holds only its own zone, so a dialog opens without building ~400 options.
 */
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
  const [used, setUsed] = useState(false);
  const zones = useMemo(() => {
    const own = value === '' ? [] : timeZoneOptions([value], new Date());
    if (!used) return own;
    const all = allZoneOptions();
    return value === '' || all.some((zone) => zone.id === value) ? all : [...own, ...all];
  }, [used, value]);
  const use = () => setUsed(true);
  return (
    <ComboBox
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      onFocus={use}
      onOpenChange={(isOpen) => isOpen && use()}
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
