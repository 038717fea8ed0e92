import { type CSSProperties, useId, useState } from 'react';
import { Checkbox, Description, FieldError, Label, Radio, RadioGroup, Select } from '@heroui/react';
import { useTranslation } from 'react-i18next';
import { SelectOptions } from '../../../../components/ui/select-options';
import { type FieldOf, type FieldProps, listOf, textOf, toggleChoice } from '../field-types';

function Help({ text }: { text: string | undefined }) {
  return text ? <Description className="whitespace-pre-line">{text}</Description> : null;
}

/** One answer of a few: radio buttons (arrow keys move between them). */
export function SingleChoiceView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'single_choice'>>) {
  return (
    <RadioGroup
      name={field.id}
      value={textOf(value) || null}
      onChange={(next) => onValue(field.id, next)}
      isInvalid={Boolean(error)}
      isRequired={field.required}
      isReadOnly={readOnly}
      validationBehavior="aria"
      variant="secondary"
      className="gap-2"
    >
      <Label isRequired={field.required}>{field.label}</Label>
      <Help text={field.help} />
      {field.options.map((option) => (
        <Radio key={option.value} value={option.value}>
          <Radio.Content>
            <Radio.Control>
              <Radio.Indicator />
            </Radio.Control>
            <Label className="break-words after:hidden">{option.label}</Label>
          </Radio.Content>
        </Radio>
      ))}
      <FieldError>{error}</FieldError>
    </RadioGroup>
  );
}

/** Several answers: checkboxes; the limits are said under the label. */
export function MultipleChoiceView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'multiple_choice'>>) {
  const { t } = useTranslation('formFill');
  const { minChoices: min, maxChoices: max } = field;
  const limit =
    min !== undefined && max !== undefined
      ? t('renderer.choicesBetween', { min, max })
      : max !== undefined
        ? t('renderer.choicesMax', { count: max })
        : min !== undefined && min > 1
          ? t('renderer.choicesMin', { count: min })
          : null;
  const help = [field.help, limit].filter(Boolean).join('\n');
  const id = useId();
  const labelId = `${id}-label`;
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, help ? helpId : null].filter(Boolean).join(' ') || undefined;
  const chosen = listOf(value);
  const toggle = (option: string, checked: boolean) => {
    if (readOnly) return;
    onValue(field.id, toggleChoice(chosen, option, checked));
  };
  // Plain checkboxes in HeroUI's classes (as its CheckboxGroup draws them): six react-aria
  // checkboxes per field were the form's heaviest part to draw.
  return (
    <div
      role="group"
      data-slot="checkbox-group"
      className="checkbox-group checkbox-group--secondary gap-2"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-readonly={readOnly || undefined}
      data-required={field.required ? 'true' : undefined}
      data-invalid={error ? 'true' : undefined}
      data-readonly={readOnly ? 'true' : undefined}
    >
      <span className={`label${field.required ? ' label--required' : ''}`} id={labelId} data-slot="label">
        {field.label}
      </span>
      {help ? (
        <span className="description whitespace-pre-line" id={helpId} data-slot="description">
          {help}
        </span>
      ) : null}
      {field.options.map((option) => (
        <PlainCheckbox
          key={option.value}
          name={field.id}
          value={option.value}
          label={option.label}
          checked={chosen.includes(option.value)}
          invalid={Boolean(error)}
          describedBy={describedBy}
          onToggle={toggle}
        />
      ))}
      {error ? (
        <span className="field-error" id={errorId} data-visible="true" data-slot="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

const visuallyHidden: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: 1,
  whiteSpace: 'nowrap',
};

interface PlainCheckboxProps {
  name: string;
  value: string;
  label: string;
  checked: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  onToggle: (value: string, checked: boolean) => void;
}

/** One checkbox of a group: a native input (visually hidden, as react-aria's) with HeroUI's control and indicator. */
function PlainCheckbox({ name, value, label, checked, invalid, describedBy, onToggle }: PlainCheckboxProps) {
  // HeroUI's CSS draws the focus ring from data-focus-visible (react-aria sets it for keyboard focus only).
  const [focusVisible, setFocusVisible] = useState(false);
  const state = {
    'data-selected': checked ? 'true' : undefined,
    'data-invalid': invalid ? 'true' : undefined,
  } as const;
  return (
    <div data-slot="checkbox" className="checkbox checkbox--secondary" {...state}>
      <label data-slot="checkbox-content" className="checkbox__content" {...state} data-focus-visible={focusVisible ? 'true' : undefined}>
        <span style={visuallyHidden}>
          <input
            type="checkbox"
            name={name}
            value={value}
            checked={checked}
            onChange={(event) => onToggle(value, event.currentTarget.checked)}
            onFocus={(event) => setFocusVisible(event.currentTarget.matches(':focus-visible'))}
            onBlur={() => setFocusVisible(false)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
          />
        </span>
        <span className="checkbox__control" data-slot="checkbox-control">
          <span aria-hidden="true" className="checkbox__indicator" data-slot="checkbox-indicator">
            <svg
              aria-hidden="true"
              data-slot="checkbox-default-indicator--checkmark"
              fill="none"
              role="presentation"
              stroke="currentColor"
              strokeDasharray={22}
              strokeDashoffset={checked ? 44 : 66}
              strokeLinecap="round"
              strokeLinejoin="round"
              strokeWidth={2}
              viewBox="0 0 17 18"
            >
              <polyline points="1 9 7 14 15 4" />
            </svg>
          </span>
        </span>
        <span className="label break-words after:hidden" data-slot="label">
          {label}
        </span>
      </label>
    </div>
  );
}

/** A select list of `options` for a field that takes one of them (the dropdown, the ad's call to action). */
export function SelectView({
  field,
  value,
  error,
  onValue,
  readOnly,
  options,
}: Pick<FieldProps<FieldOf<'dropdown'> | FieldOf<'ad_call_to_action'>>, 'field' | 'value' | 'error' | 'onValue' | 'readOnly'> & {
  options: { id: string; label: string }[];
}) {
  const { t } = useTranslation('formFill');
  return (
    <Select
      name={field.id}
      value={textOf(value) || null}
      onChange={(key) => key !== null && onValue(field.id, String(key))}
      isInvalid={Boolean(error)}
      isRequired={field.required}
      isDisabled={readOnly}
      placeholder={t('renderer.choose')}
      validationBehavior="aria"
      fullWidth
      variant="secondary"
      className="min-w-0"
    >
      <Label>{field.label}</Label>
      <Select.Trigger>
        <Select.Value className="min-w-0 flex-1 truncate" />
        <Select.Indicator />
      </Select.Trigger>
      <Help text={field.help} />
      <FieldError>{error}</FieldError>
      <SelectOptions options={options} />
    </Select>
  );
}

/** One answer of many: a select list. */
export function DropdownView(props: FieldProps<FieldOf<'dropdown'>>) {
  return <SelectView {...props} options={props.field.options.map((option) => ({ id: option.value, label: option.label }))} />;
}

/** A checkbox to agree ("Ik ga akkoord met …"); required means it must be ticked. */
export function ConsentView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'consent'>>) {
  return (
    <div className="flex flex-col gap-1">
      <Checkbox
        name={field.id}
        isSelected={value === true}
        onChange={(next) => onValue(field.id, next)}
        isInvalid={Boolean(error)}
        isRequired={field.required}
        isReadOnly={readOnly}
        validationBehavior="aria"
        variant="secondary"
        aria-describedby={[field.help ? `${field.id}-help` : null, error ? `${field.id}-error` : null].filter(Boolean).join(' ') || undefined}
      >
        <Checkbox.Content>
          <Checkbox.Control>
            <Checkbox.Indicator />
          </Checkbox.Control>
          <Label isRequired={field.required} className="break-words">
            {field.label}
          </Label>
        </Checkbox.Content>
      </Checkbox>
      {field.help ? (
        <p id={`${field.id}-help`} className="ms-7 text-xs whitespace-pre-line text-muted">
          {field.help}
        </p>
      ) : null}
      {error ? (
        <p id={`${field.id}-error`} className="ms-7 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
