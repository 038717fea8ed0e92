import { Checkbox, CheckboxGroup, Label } from '@heroui/react';
import { useTranslation } from 'react-i18next';
import { type FileKind, type FormField, fileKinds, formLimits } from '../../../../../../common/forms/form-schema';
import type { FieldPatch } from '../builder-state';
import { FormSelect } from '../../../../components/ui/form-select';
import { OptionalNumberField } from './optional-number-field';
import { SwitchField } from './switch-field';
import { DateInputField } from './text-area-field';

interface FieldLimitsProps {
  field: FormField;
  onChange: (patch: FieldPatch) => void;
  /** The field's error (FORM_FIELD_LIMITS_INVALID shows here). */
  error: string | null;
}

const ratingScales = [3, 4, 5, 6, 7, 8, 9, 10];

/** The limits of a field's kind: lengths, numbers, dates, choices, a rating's scale, files. Nothing for kinds without limits. */
export function FieldLimits({ field, onChange, error }: FieldLimitsProps) {
  const { t } = useTranslation('formBuilder');
  const pair = (children: React.ReactNode) => <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">{children}</div>;
  const section = (children: React.ReactNode) => (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-foreground">{t('panel.limits')}</legend>
      {children}
    </fieldset>
  );

  switch (field.type) {
    case 'short_text':
    case 'long_text':
      return section(
        pair(
          <>
            <OptionalNumberField label={t('panel.minLength')} integer value={field.minLength} onChange={(minLength) => onChange({ minLength })} error={error} />
            <OptionalNumberField label={t('panel.maxLength')} integer value={field.maxLength} onChange={(maxLength) => onChange({ maxLength })} />
          </>,
        ),
      );
    case 'number':
      return section(
        <>
          {pair(
            <>
              <OptionalNumberField label={t('panel.min')} integer={field.integer} value={field.min} onChange={(min) => onChange({ min })} error={error} />
              <OptionalNumberField label={t('panel.max')} integer={field.integer} value={field.max} onChange={(max) => onChange({ max })} />
            </>,
          )}
          <SwitchField label={t('panel.integer')} isSelected={field.integer} onChange={(integer) => onChange({ integer })} />
        </>,
      );
    case 'amount':
      return section(
        pair(
          <>
            <OptionalNumberField label={t('panel.minEuros')} scale={100} value={field.minCents} onChange={(minCents) => onChange({ minCents })} error={error} />
            <OptionalNumberField label={t('panel.maxEuros')} scale={100} value={field.maxCents} onChange={(maxCents) => onChange({ maxCents })} />
          </>,
        ),
      );
    case 'date':
      return section(
        pair(
          <>
            <DateInputField
              label={t('panel.minDate')}
              value={field.minDate ?? ''}
              onChange={(value) => onChange({ minDate: value || undefined })}
              error={error}
            />
            <DateInputField label={t('panel.maxDate')} value={field.maxDate ?? ''} onChange={(value) => onChange({ maxDate: value || undefined })} />
          </>,
        ),
      );
    case 'multiple_choice':
      return section(
        pair(
          <>
            <OptionalNumberField
              label={t('panel.minChoices')}
              integer
              value={field.minChoices}
              onChange={(minChoices) => onChange({ minChoices })}
              error={error}
            />
            <OptionalNumberField label={t('panel.maxChoices')} integer value={field.maxChoices} onChange={(maxChoices) => onChange({ maxChoices })} />
          </>,
        ),
      );
    case 'rating':
      return section(
        <FormSelect
          label={t('panel.scale')}
          value={String(field.scale)}
          options={ratingScales.map((n) => ({ id: String(n), label: String(n) }))}
          onChange={(value) => onChange({ scale: Number(value) })}
        />,
      );
    case 'file':
      return section(
        <>
          <CheckboxGroup
            value={field.accept}
            onChange={(value) => onChange({ accept: fileKinds.filter((kind) => value.includes(kind)) as FileKind[] })}
            isInvalid={field.accept.length === 0}
            className="flex flex-col gap-1"
          >
            <Label>{t('panel.fileKinds')}</Label>
            {fileKinds.map((kind) => (
              <Checkbox key={kind} value={kind}>
                <Checkbox.Content>
                  <Checkbox.Control>
                    <Checkbox.Indicator />
                  </Checkbox.Control>
                  {t(`fileKinds.${kind}`)}
                </Checkbox.Content>
              </Checkbox>
            ))}
          </CheckboxGroup>
          {pair(
            <>
              <OptionalNumberField
                label={t('panel.maxFiles')}
                integer
                value={field.maxFiles}
                onChange={(maxFiles) => onChange({ maxFiles: clamp(maxFiles ?? 1, 1, formLimits.maxFiles) })}
              />
              <OptionalNumberField
                label={t('panel.maxSizeMb')}
                integer
                value={field.maxSizeMb}
                onChange={(maxSizeMb) => onChange({ maxSizeMb: clamp(maxSizeMb ?? 1, 1, formLimits.maxFileMb) })}
              />
            </>,
          )}
        </>,
      );
    case 'ad_creatives':
      return section(
        <OptionalNumberField
          label={t('panel.maxFiles')}
          integer
          value={field.maxFiles}
          onChange={(maxFiles) => onChange({ maxFiles: clamp(maxFiles ?? 1, 1, formLimits.maxFiles) })}
        />,
      );
    case 'ad_text':
      return section(
        <FormSelect
          label={t('panel.adTextVariant')}
          value={field.variant}
          options={(['primary_text', 'headline', 'description'] as const).map((variant) => ({ id: variant, label: t(`adTextVariants.${variant}`) }))}
          onChange={(variant) => onChange({ variant: variant as 'primary_text' | 'headline' | 'description' })}
          description={t('panel.adTextHint', {
            max: field.variant === 'primary_text' ? formLimits.adPrimaryText : field.variant === 'headline' ? formLimits.adHeadline : formLimits.adDescription,
          })}
        />,
      );
    default:
      return null;
  }
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
