import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type FieldOf, type FieldProps, listOf, textOf, toggleChoice } from '../field-types';
import { ChoiceGroup, choiceGroupIds, PlainCheckbox, PlainRadio } from './native-controls';
import { TextShell } from './text-shell';

/** One answer of a few: radio buttons (arrow keys move between them, as the browser does for radios of one name). */
export function SingleChoiceView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'single_choice'>>) {
  const id = useId();
  const group = choiceGroupIds(id, field.help, error);
  const { describedBy } = group;
  const chosen = textOf(value);
  const pick = (option: string) => onValue(field.id, option);
  return (
    <ChoiceGroup role="radiogroup" kind="radio-group" field={field} readOnly={readOnly} help={field.help} error={error} group={group}>
      {field.options.map((option) => (
        <PlainRadio
          key={option.value}
          name={`${id}-${field.id}`}
          value={option.value}
          checked={chosen === option.value}
          invalid={Boolean(error)}
          readOnly={readOnly}
          describedBy={describedBy}
          onPick={pick}
        >
          {option.label}
        </PlainRadio>
      ))}
    </ChoiceGroup>
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
  const group = choiceGroupIds(useId(), help, error);
  const { describedBy } = group;
  const chosen = listOf(value);
  return (
    <ChoiceGroup role="group" kind="checkbox-group" field={field} readOnly={readOnly} help={help} error={error} group={group}>
      {field.options.map((option) => (
        <PlainCheckbox
          key={option.value}
          name={field.id}
          value={option.value}
          label={option.label}
          checked={chosen.includes(option.value)}
          invalid={Boolean(error)}
          readOnly={readOnly}
          describedBy={describedBy}
          onToggle={(checked) => onValue(field.id, toggleChoice(chosen, option.value, checked))}
        />
      ))}
    </ChoiceGroup>
  );
}

/**
 * A select list of `options` for a field that takes one of them (the dropdown, the ad's call to
 * action): the browser's own select in HeroUI's select frame (its list is the phone's own picker on a
 * phone), "Kies…" while nothing is chosen.
 */
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
  const chosen = textOf(value);
  // An answer that is no longer an option (the form changed) stays visible until another is chosen.
  const known = chosen === '' || options.some((option) => option.id === chosen);
  return (
    <TextShell
      kind="select"
      name={field.id}
      label={field.label}
      required={field.required}
      invalid={Boolean(error)}
      disabled={readOnly}
      description={field.help ? <span className="whitespace-pre-line">{field.help}</span> : null}
      error={error}
    >
      {(aria) => (
        <div className="relative">
          <select
            {...aria}
            value={chosen}
            onChange={(event) => event.currentTarget.value !== '' && onValue(field.id, event.currentTarget.value)}
            disabled={readOnly}
            data-slot="select-trigger"
            className={`select__trigger select__trigger--full-width w-full min-w-0 appearance-none truncate pe-8 text-base sm:text-sm ${chosen === '' ? 'text-field-placeholder' : 'text-field-foreground'}`}
          >
            <option value="" disabled>
              {t('renderer.choose')}
            </option>
            {known ? null : <option value={chosen}>{chosen}</option>}
            {options.map((option) => (
              <option key={option.id} value={option.id} className="text-field-foreground">
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden="true" data-slot="select-default-indicator" className="select__indicator pointer-events-none" />
        </div>
      )}
    </TextShell>
  );
}

/** One answer of many: a select list. */
export function DropdownView(props: FieldProps<FieldOf<'dropdown'>>) {
  return <SelectView {...props} options={props.field.options.map((option) => ({ id: option.value, label: option.label }))} />;
}

/** A checkbox to agree ("Ik ga akkoord met …"); required means it must be ticked. */
export function ConsentView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'consent'>>) {
  const { ids, describedBy } = choiceGroupIds(useId(), field.help, error);
  return (
    <div className="flex flex-col gap-1">
      <PlainCheckbox
        name={field.id}
        label={field.label}
        required={field.required}
        checked={value === true}
        invalid={Boolean(error)}
        readOnly={readOnly}
        describedBy={describedBy}
        onToggle={(checked) => onValue(field.id, checked)}
      />
      {field.help ? (
        <p id={ids.help} className="ms-7 text-xs whitespace-pre-line text-muted">
          {field.help}
        </p>
      ) : null}
      {error ? (
        <p id={ids.error} className="ms-7 text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
