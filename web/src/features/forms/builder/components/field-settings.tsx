import { Button, Disclosure } from '@heroui/react';
import { Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormField, type FormSchema, fieldsOf, formLimits } from '../../../../../../common/forms/form-schema';
import { TextFormField } from '../../../../components/ui/text-form-field';
import { publicFormUrl } from '../api/builder-api';
import type { BuilderAction, FieldPatch } from '../builder-state';
import { fieldIdProblem } from '../field-ids';
import { useProblemText } from '../hooks/use-problem-text';
import { paletteItemOf } from '../palette';
import { ConditionEditor } from './condition-editor';
import { FieldLimits } from './field-limits';
import { OptionsEditor } from './options-editor';
import { SwitchField } from './switch-field';
import { TextAreaField } from './text-area-field';

interface FieldSettingsProps {
  field: FormField;
  schema: FormSchema;
  dispatch: (action: BuilderAction) => void;
  /** The field's error code (local check or the server's), or undefined. */
  problem: string | undefined;
  /** Its id still follows its label (a field added just now). */
  idFollowsLabel: boolean;
  publicToken: string | null;
  onClose: () => void;
  onRemove: () => void;
}

const placeholderKinds = new Set(['short_text', 'long_text', 'email', 'phone']);

/** Which part of the panel an error code belongs to. */
function partOf(code: string | undefined): 'label' | 'help' | 'limits' | 'options' | 'conditions' | 'param' | 'id' | 'other' | null {
  if (!code) return null;
  if (code.startsWith('FORM_FIELD_LABEL')) return 'label';
  if (code === 'FORM_FIELD_HELP_TOO_LONG') return 'help';
  if (code === 'FORM_FIELD_LIMITS_INVALID') return 'limits';
  if (code.startsWith('FORM_OPTION')) return 'options';
  if (code === 'FORM_CONDITION_FIELD_INVALID') return 'conditions';
  if (code === 'FORM_HIDDEN_PARAM_INVALID') return 'param';
  if (code.startsWith('FORM_FIELD_ID')) return 'id';
  return 'other';
}

/** The selected field's settings: its question, help, required, limits, options, conditions, link parameter and id. */
export function FieldSettings({ field, schema, dispatch, problem, idFollowsLabel, publicToken, onClose, onRemove }: FieldSettingsProps) {
  const { t } = useTranslation('formBuilder');
  const problemText = useProblemText();
  const headingId = useId();
  const update = (patch: FieldPatch) => dispatch({ type: 'updateField', fieldId: field.id, patch });
  const part = partOf(problem);
  const errorText = problemText(problem);
  const errorAt = (where: NonNullable<ReturnType<typeof partOf>>) => (part === where ? errorText : null);
  const answerable = field.type !== 'content';
  const labelText = field.type === 'content' ? t('panel.labelContent') : field.type === 'hidden' ? t('panel.labelHidden') : t('panel.label');

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4" data-testid="field-settings">
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-foreground">
            {t('panel.field')}
          </h2>
          <p className="text-xs text-muted">{t('panel.kind', { kind: t(`items.${paletteItemOf(field)}`) })}</p>
        </div>
        <Button size="sm" variant="ghost" isIconOnly aria-label={t('panel.close')} onPress={onClose}>
          <X aria-hidden="true" className="size-4" />
        </Button>
      </header>
      {part === 'other' ? <p className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">{errorText}</p> : null}
      <TextFormField label={labelText} value={field.label} onChange={(label) => update({ label })} maxLength={formLimits.label} error={errorAt('label')} />
      {field.type === 'content' ? (
        <TextAreaField
          label={t('panel.body')}
          value={field.body ?? ''}
          onChange={(body) => update({ body: body || undefined })}
          maxLength={formLimits.description}
          rows={4}
        />
      ) : null}
      {field.type !== 'hidden' ? (
        <TextAreaField
          label={t('panel.help')}
          description={t('panel.helpHint')}
          value={field.help ?? ''}
          onChange={(help) => update({ help: help || undefined })}
          maxLength={formLimits.help}
          rows={2}
          error={errorAt('help')}
        />
      ) : null}
      {answerable && field.type !== 'hidden' ? (
        <SwitchField
          label={field.type === 'consent' ? t('panel.requiredConsent') : t('panel.required')}
          isSelected={field.required}
          onChange={(required) => update({ required })}
        />
      ) : null}
      {placeholderKinds.has(field.type) && 'placeholder' in field ? (
        <TextFormField
          label={t('panel.placeholder')}
          value={field.placeholder ?? ''}
          onChange={(placeholder) => update({ placeholder: placeholder || undefined })}
          maxLength={formLimits.label}
        />
      ) : null}
      {'options' in field ? <OptionsEditor fieldId={field.id} options={field.options} dispatch={dispatch} error={errorAt('options')} /> : null}
      <FieldLimits field={field} onChange={update} error={errorAt('limits')} />
      {field.type === 'hidden' ? <HiddenParam field={field} onChange={update} error={errorAt('param')} publicToken={publicToken} /> : null}
      {field.type !== 'hidden' ? (
        <>
          <ConditionEditor field={field} schema={schema} dispatch={dispatch} />
          {errorAt('conditions') ? <p className="text-xs text-danger">{errorAt('conditions')}</p> : null}
        </>
      ) : null}
      <Disclosure defaultExpanded={part === 'id'}>
        <Disclosure.Heading>
          <Button slot="trigger" variant="ghost" size="sm" className="w-full justify-between px-0">
            {t('panel.advanced')}
            <Disclosure.Indicator />
          </Button>
        </Disclosure.Heading>
        <Disclosure.Content>
          <Disclosure.Body className="pt-2">
            <FieldIdEditor key={field.id} field={field} schema={schema} dispatch={dispatch} follows={idFollowsLabel} error={errorAt('id')} />
          </Disclosure.Body>
        </Disclosure.Content>
      </Disclosure>
      <Button variant="danger-soft" size="sm" className="self-start" onPress={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
        {t('panel.remove')}
      </Button>
    </section>
  );
}

function HiddenParam({
  field,
  onChange,
  error,
  publicToken,
}: {
  field: Extract<FormField, { type: 'hidden' }>;
  onChange: (patch: FieldPatch) => void;
  error: string | null;
  publicToken: string | null;
}) {
  const { t } = useTranslation('formBuilder');
  const example = `${publicFormUrl(publicToken ?? '…')}?${encodeURIComponent(field.param || 'campagne')}=voorjaar`;
  return (
    <div className="flex flex-col gap-2">
      <TextFormField
        label={t('panel.param')}
        description={t('panel.paramHint')}
        value={field.param}
        onChange={(param) => onChange({ param })}
        maxLength={40}
        error={error}
      />
      <p className="text-xs text-muted">
        <span className="block font-medium text-foreground">{t('panel.paramExample')}</span>
        <code className="break-all">{example}</code>
      </p>
    </div>
  );
}

function FieldIdEditor({
  field,
  schema,
  dispatch,
  follows,
  error,
}: {
  field: FormField;
  schema: FormSchema;
  dispatch: (action: BuilderAction) => void;
  follows: boolean;
  error: string | null;
}) {
  const { t } = useTranslation('formBuilder');
  const problemText = useProblemText();
  const [typed, setTyped] = useState(field.id);
  const others = new Set(fieldsOf(schema).map((f) => f.id));
  others.delete(field.id);
  const problem = typed === field.id ? null : fieldIdProblem(typed, others);
  const apply = () => {
    if (!problem && typed !== field.id) dispatch({ type: 'renameFieldId', fieldId: field.id, next: typed });
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <TextFormField
        label={t('panel.fieldId')}
        value={typed}
        onChange={(value) => setTyped(value.trim())}
        description={follows ? `${t('panel.fieldIdHint')} ${t('panel.fieldIdFollows')}` : t('panel.fieldIdHint')}
        error={problemText(problem) ?? error}
        maxLength={40}
        autoCapitalize="none"
        spellCheck={false}
      />
      <Button type="submit" size="sm" variant="secondary" className="self-start" isDisabled={Boolean(problem) || typed === field.id}>
        {t('panel.fieldIdApply')}
      </Button>
    </form>
  );
}
