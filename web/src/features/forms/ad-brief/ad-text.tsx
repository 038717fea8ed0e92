import { Description, FieldError, Input, Label, TextArea, TextField } from '@heroui/react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formLimits } from '../../../../../common/forms/form-schema';
import { type FieldOf, type FieldProps, textOf } from '../renderer/field-types';
import { adTextLimit, metaTruncate } from './ad-rules';

/**
 * Primary text, headline or description: a live counter against where Meta cuts (125 / 27 / 27), a
 * warning past it (never a block), and a small ad-like card showing the text as it will be cut,
 * with "… Meer weergeven".
 */
export function AdTextView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'ad_text'>>) {
  const { t } = useTranslation('formFill');
  const text = textOf(value);
  const limit = adTextLimit[field.variant];
  const length = [...text].length;
  const over = length > limit;
  const { shown, isCut } = metaTruncate(text, limit);
  const counterId = `${field.id}-counter`;
  return (
    <div className="flex flex-col gap-2">
      <TextField
        name={field.id}
        value={text}
        onChange={(next) => onValue(field.id, next)}
        isInvalid={Boolean(error)}
        isRequired={field.required}
        isReadOnly={readOnly}
        maxLength={formLimits.textAnswer}
        validationBehavior="aria"
        fullWidth
        variant="secondary"
        aria-describedby={counterId}
      >
        <Label>{field.label}</Label>
        {field.variant === 'primary_text' ? <TextArea rows={3} className="min-w-0" /> : <Input className="min-w-0" fullWidth />}
        {field.help ? <Description className="whitespace-pre-line">{field.help}</Description> : null}
        <FieldError>{error}</FieldError>
      </TextField>
      <p id={counterId} className={`flex items-center gap-1.5 text-xs tabular-nums ${over ? 'font-medium text-warning-soft-foreground' : 'text-muted'}`}>
        {over ? <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" /> : null}
        {over ? t('ad.text.over', { count: length, limit }) : t('ad.text.counter', { count: length, limit })}
      </p>
      {text ? (
        <figure className="rounded-xl border border-border bg-surface p-3 text-sm shadow-xs" aria-label={t('ad.text.previewLabel')}>
          <figcaption className="mb-1 text-xs font-medium text-muted">{t(`ad.text.preview.${field.variant}`)}</figcaption>
          <p className={`break-words ${field.variant === 'headline' ? 'font-semibold' : ''} text-foreground`}>
            {shown}
            {isCut ? (
              <span className="text-muted">
                {field.variant === 'primary_text' ? '… ' : '…'}
                {field.variant === 'primary_text' ? <span className="font-medium">{t('ad.text.seeMore')}</span> : null}
              </span>
            ) : null}
          </p>
        </figure>
      ) : null}
    </div>
  );
}
