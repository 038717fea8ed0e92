import { Button, Input, Label, TextField } from '@heroui/react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChoiceOption, formLimits } from '../../../../../../common/forms/form-schema';
import type { BuilderAction } from '../builder-state';

interface OptionsEditorProps {
  fieldId: string;
  options: readonly ChoiceOption[];
  dispatch: (action: BuilderAction) => void;
  error?: string | null;
}

/**
 * A choice field's options: rename in place, move up or down, remove, add. An option's stored
 * value is made from its label when it is added and never changes after (old answers keep
 * meaning what they meant).
 */
export function OptionsEditor({ fieldId, options, dispatch, error }: OptionsEditorProps) {
  const { t } = useTranslation('formBuilder');
  const [label, setLabel] = useState('');

  const add = (event: FormEvent) => {
    event.preventDefault();
    const text = label.trim() || t('defaults.option', { n: options.length + 1 });
    dispatch({ type: 'addOption', fieldId, label: text });
    setLabel('');
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-foreground">{t('options.title')}</legend>
      <ol className="flex flex-col gap-2">
        {options.map((option, index) => {
          const name = option.label.trim() || t('options.option', { n: index + 1 });
          return (
            <li key={option.value} className="flex items-start gap-1">
              <TextField
                value={option.label}
                onChange={(next) => dispatch({ type: 'renameOption', fieldId, value: option.value, label: next })}
                isInvalid={option.label.trim() === ''}
                validationBehavior="aria"
                maxLength={formLimits.optionLabel}
                fullWidth
                variant="secondary"
                className="min-w-0 flex-1"
              >
                <Label className="sr-only">{t('options.option', { n: index + 1 })}</Label>
                <Input fullWidth className="min-w-0" title={t('options.value', { value: option.value })} />
              </TextField>
              <Button
                size="sm"
                variant="ghost"
                isIconOnly
                aria-label={t('options.up', { label: name })}
                isDisabled={index === 0}
                onPress={() => dispatch({ type: 'moveOption', fieldId, value: option.value, delta: -1 })}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                isIconOnly
                aria-label={t('options.down', { label: name })}
                isDisabled={index === options.length - 1}
                onPress={() => dispatch({ type: 'moveOption', fieldId, value: option.value, delta: 1 })}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                isIconOnly
                aria-label={t('options.remove', { label: name })}
                isDisabled={options.length <= 1}
                onPress={() => dispatch({ type: 'removeOption', fieldId, value: option.value })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          );
        })}
      </ol>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      {options.length < formLimits.options ? (
        <form noValidate onSubmit={add} className="flex items-start gap-2">
          <TextField value={label} onChange={setLabel} maxLength={formLimits.optionLabel} fullWidth variant="secondary" className="min-w-0 flex-1">
            <Label className="sr-only">{t('options.new')}</Label>
            <Input fullWidth className="min-w-0" placeholder={t('options.new')} />
          </TextField>
          <Button type="submit" size="sm" variant="secondary" className="mt-0.5 shrink-0">
            <Plus aria-hidden="true" className="size-4" />
            {t('options.add')}
          </Button>
        </form>
      ) : null}
    </fieldset>
  );
}
