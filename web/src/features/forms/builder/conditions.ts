import {
  adCallsToAction,
  adObjectives,
  adPlacements,
  type ConditionOperator,
  displayOnlyTypes,
  type FormCondition,
  type FormField,
  type FormFieldType,
  type FormSchema,
  fieldsOf,
} from '../../../../../common/forms/form-schema';

/**
 * The conditional show/hide editor's rules: a condition may only look at an EARLIER field that
 * takes an answer (checkFormSchema refuses anything else), and what it can ask depends on that
 * field's kind: a choice field offers its options, a number field a number, a consent box only
 * "ticked" or not, an upload or an ad brief's structured answer only "filled in" or not.
 */

/** What a condition's value input is for a target field. */
export type ConditionValueInput =
  | { kind: 'none' }
  | { kind: 'text' }
  | { kind: 'number'; integer: boolean }
  /** Euros typed, cents stored (an amount field's answer is in cents). */
  | { kind: 'euros' }
  | { kind: 'choice'; options: { value: string; label: string | null }[] };

const choiceKinds: readonly FormFieldType[] = ['single_choice', 'dropdown'];
const numberKinds: readonly FormFieldType[] = ['number', 'amount', 'rating'];
const textKinds: readonly FormFieldType[] = ['short_text', 'long_text', 'email', 'phone', 'hidden', 'date', 'ad_text'];
const presenceOnly: readonly ConditionOperator[] = ['filled', 'empty'];

/** The fields a condition of field `fieldIdOfRule` may look at: earlier ones (reading order) that take an answer. */
export function conditionTargets(schema: FormSchema, fieldIdOfRule: string): FormField[] {
  const targets: FormField[] = [];
  for (const field of fieldsOf(schema)) {
    if (field.id === fieldIdOfRule) return targets;
    if (!displayOnlyTypes.includes(field.type)) targets.push(field);
  }
  return targets;
}

/** The operators that make sense for a target field (a subset of `conditionOperators`, in that order). */
export function operatorsFor(target: FormField): ConditionOperator[] {
  const type = target.type;
  if (choiceKinds.includes(type) || type === 'ad_objective' || type === 'ad_call_to_action') return ['equals', 'not_equals', ...presenceOnly];
  if (type === 'multiple_choice' || type === 'ad_placements') return ['contains', 'not_contains', ...presenceOnly];
  if (numberKinds.includes(type)) return ['equals', 'not_equals', 'greater_than', 'less_than', ...presenceOnly];
  if (textKinds.includes(type)) return ['equals', 'not_equals', 'contains', 'not_contains', ...presenceOnly];
  // consent, files, and the ad brief's structured answers: only whether there is one.
  return [...presenceOnly];
}

/** The value input for an operator on a target field. */
export function valueInputFor(target: FormField, operator: ConditionOperator): ConditionValueInput {
  if (presenceOnly.includes(operator)) return { kind: 'none' };
  switch (target.type) {
    case 'single_choice':
    case 'dropdown':
    case 'multiple_choice':
      return { kind: 'choice', options: target.options.map((option) => ({ value: option.value, label: option.label })) };
    case 'ad_objective':
      return { kind: 'choice', options: adObjectives.map((value) => ({ value, label: null })) };
    case 'ad_call_to_action':
      return { kind: 'choice', options: adCallsToAction.map((value) => ({ value, label: null })) };
    case 'ad_placements':
      return { kind: 'choice', options: adPlacements.map((value) => ({ value, label: null })) };
    case 'number':
      return { kind: 'number', integer: target.integer };
    case 'rating':
      return { kind: 'number', integer: true };
    case 'amount':
      return { kind: 'euros' };
    default:
      return textKinds.includes(target.type) ? { kind: 'text' } : { kind: 'none' };
  }
}

/** A sensible first condition on a target: its first operator and, for a choice, its first option. */
export function defaultCondition(target: FormField): FormCondition {
  const operator = operatorsFor(target)[0] ?? 'filled';
  return adjustCondition(target, { fieldId: target.id, operator });
}

/**
 * A condition made to fit its target after its field or operator changed: no value for
 * filled/empty, an existing option for a choice, a number for a number field.
 */
export function adjustCondition(target: FormField, rule: FormCondition): FormCondition {
  const operators = operatorsFor(target);
  const operator = operators.includes(rule.operator) ? rule.operator : (operators[0] ?? 'filled');
  const input = valueInputFor(target, operator);
  const base = { fieldId: target.id, operator };
  switch (input.kind) {
    case 'none':
      return base;
    case 'choice': {
      const values = input.options.map((option) => option.value);
      const value = typeof rule.value === 'string' && values.includes(rule.value) ? rule.value : values[0];
      return value === undefined ? base : { ...base, value };
    }
    case 'number':
    case 'euros':
      return typeof rule.value === 'number' ? { ...base, value: rule.value } : base;
    case 'text':
      return { ...base, value: rule.value === undefined ? '' : String(rule.value) };
  }
}

/** Whether a condition still refers to an earlier answerable field (otherwise the server refuses the form). */
export function isConditionTargetValid(schema: FormSchema, fieldIdOfRule: string, rule: FormCondition): boolean {
  return conditionTargets(schema, fieldIdOfRule).some((field) => field.id === rule.fieldId);
}
