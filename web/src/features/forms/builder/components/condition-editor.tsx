import { Button, Radio, RadioGroup, Label } from '@heroui/react';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  type adCallsToAction,
  type adObjectives,
  type adPlacements,
  type ConditionOperator,
  type FormCondition,
  type FormField,
  type FormSchema,
  formLimits,
} from '../../../../../../common/forms/form-schema';
import type { BuilderAction } from '../builder-state';
import { adjustCondition, conditionTargets, defaultCondition, operatorsFor, valueInputFor } from '../conditions';
import { FormSelect } from '../../../../components/ui/form-select';
import { OptionalNumberField } from './optional-number-field';
import { TextFormField } from '../../../../components/ui/text-form-field';

/** The ad brief's fixed choices (objectives, placements, calls to action) have their names in the texts. */
type AdValue = (typeof adCallsToAction)[number] | (typeof adObjectives)[number] | (typeof adPlacements)[number];

interface ConditionEditorProps {
  field: FormField;
  schema: FormSchema;
  dispatch: (action: BuilderAction) => void;
}

/**
 * "Toon dit veld als …": conditions on earlier answerable fields, all or any of them. Each
 * condition picks a field, an operator that fits it and a value input that fits it (its options
 * for a choice, a number for a number field, nothing for "is ingevuld").
 */
export function ConditionEditor({ field, schema, dispatch }: ConditionEditorProps) {
  const { t } = useTranslation('formBuilder');
  const targets = conditionTargets(schema, field.id);
  const rule = field.showIf;
  const conditions = rule?.conditions ?? [];
  const labelOf = (target: FormField) => target.label.trim() || target.id;

  const setConditions = (next: FormCondition[], match = rule?.match ?? 'all') =>
    dispatch({ type: 'setShowIf', fieldId: field.id, rule: next.length > 0 ? { match, conditions: next } : undefined });

  const replace = (index: number, condition: FormCondition) => setConditions(conditions.map((c, i) => (i === index ? condition : c)));

  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-foreground">{t('conditions.title')}</legend>
      {conditions.length === 0 ? <p className="text-sm text-muted">{targets.length > 0 ? t('conditions.none') : t('conditions.noTargets')}</p> : null}
      {conditions.length > 1 ? (
        <RadioGroup
          value={rule?.match ?? 'all'}
          onChange={(value) => setConditions(conditions, value === 'any' ? 'any' : 'all')}
          orientation="vertical"
          className="gap-1"
        >
          <Label>{t('conditions.match')}</Label>
          {(['all', 'any'] as const).map((match) => (
            <Radio key={match} value={match}>
              <Radio.Content>
                <Radio.Control>
                  <Radio.Indicator />
                </Radio.Control>
                {match === 'all' ? t('conditions.matchAll') : t('conditions.matchAny')}
              </Radio.Content>
            </Radio>
          ))}
        </RadioGroup>
      ) : conditions.length === 1 ? (
        <p className="text-sm text-muted">{t('conditions.match')}:</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {conditions.map((condition, index) => {
          const target = targets.find((candidate) => candidate.id === condition.fieldId) ?? null;
          const n = index + 1;
          return (
            <li key={index} className="flex flex-col gap-2 rounded-xl border border-border p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-xs font-medium text-muted">{t('conditions.condition', { n })}</span>
                <Button
                  size="sm"
                  variant="ghost"
                  isIconOnly
                  aria-label={t('conditions.remove', { n })}
                  onPress={() => setConditions(conditions.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </div>
              <FormSelect
                label={t('conditions.field')}
                value={target ? target.id : ''}
                options={[
                  ...(target ? [] : [{ id: '', label: condition.fieldId }]),
                  ...targets.map((candidate) => ({ id: candidate.id, label: labelOf(candidate) })),
                ]}
                onChange={(id) => {
                  const next = targets.find((candidate) => candidate.id === id);
                  if (next) replace(index, defaultCondition(next));
                }}
                error={target ? null : t('conditions.invalidTarget')}
              />
              {target ? <ConditionRow target={target} condition={condition} onChange={(next) => replace(index, next)} /> : null}
            </li>
          );
        })}
      </ol>
      {targets.length > 0 && conditions.length < formLimits.conditions ? (
        <Button
          size="sm"
          variant="secondary"
          className="self-start"
          onPress={() => {
            const last = targets.at(-1);
            if (last) setConditions([...conditions, defaultCondition(last)]);
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('conditions.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}

function ConditionRow({ target, condition, onChange }: { target: FormField; condition: FormCondition; onChange: (next: FormCondition) => void }) {
  const { t } = useTranslation('formBuilder');
  const operators = operatorsFor(target);
  const input = valueInputFor(target, condition.operator);
  const operatorLabel = (operator: ConditionOperator): string =>
    target.type === 'consent' && (operator === 'filled' || operator === 'empty')
      ? t(`conditions.consentOperators.${operator}`)
      : t(`conditions.operators.${operator}`);
  return (
    <>
      <FormSelect
        label={t('conditions.operator')}
        value={condition.operator}
        options={operators.map((operator) => ({ id: operator, label: operatorLabel(operator) }))}
        onChange={(operator) => onChange(adjustCondition(target, { ...condition, operator: operator as FormCondition['operator'] }))}
      />
      {input.kind === 'choice' ? (
        <FormSelect
          label={t('conditions.value')}
          value={typeof condition.value === 'string' ? condition.value : ''}
          options={input.options.map((option) => ({ id: option.value, label: option.label ?? t(`adValues.${option.value as AdValue}`) }))}
          onChange={(value) => onChange({ ...condition, value })}
        />
      ) : input.kind === 'number' || input.kind === 'euros' ? (
        <OptionalNumberField
          label={input.kind === 'euros' ? t('conditions.valueEuros') : t('conditions.value')}
          value={typeof condition.value === 'number' ? condition.value : undefined}
          integer={input.kind === 'number' && input.integer}
          scale={input.kind === 'euros' ? 100 : 1}
          onChange={(value) => onChange(value === undefined ? { fieldId: condition.fieldId, operator: condition.operator } : { ...condition, value })}
        />
      ) : input.kind === 'text' ? (
        <TextFormField
          label={t('conditions.value')}
          value={typeof condition.value === 'string' ? condition.value : String(condition.value ?? '')}
          maxLength={formLimits.optionLabel}
          onChange={(value) => onChange({ ...condition, value })}
        />
      ) : null}
    </>
  );
}
