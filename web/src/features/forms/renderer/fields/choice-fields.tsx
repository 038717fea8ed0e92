import { Checkbox, CheckboxGroup, Description, FieldError, Label, Radio, RadioGroup, Select } from '@heroui/react';
import { useTranslation } from 'react-i18next';
import { SelectOptions } from '../../../../components/ui/select-options';
import { type FieldOf, type FieldProps, listOf, textOf } from '../field-types';

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
            <Label className="break-words">{option.label}</Label>
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
  return (
    <CheckboxGroup
      name={field.id}
      value={listOf(value)}
      onChange={(next) => onValue(field.id, next)}
      isInvalid={Boolean(error)}
      isRequired={field.required}
      isReadOnly={readOnly}
      validationBehavior="aria"
      variant="secondary"
      className="gap-2"
    >
      <Label isRequired={field.required}>{field.label}</Label>
      <Help text={help || undefined} />
      {field.options.map((option) => (
        <Checkbox key={option.value} value={option.value}>
          <Checkbox.Content>
            <Checkbox.Control>
              <Checkbox.Indicator />
            </Checkbox.Control>
            <Label className="break-words">{option.label}</Label>
          </Checkbox.Content>
        </Checkbox>
      ))}
      <FieldError>{error}</FieldError>
    </CheckboxGroup>
  );
}

/** One answer of many: a select list. */
export function DropdownView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'dropdown'>>) {
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
      <SelectOptions options={field.options.map((option) => ({ id: option.value, label: option.label }))} />
    </Select>
  );
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
