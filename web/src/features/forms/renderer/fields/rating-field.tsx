import { Description, FieldError, Label, Radio, RadioGroup } from '@heroui/react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FieldOf, FieldProps } from '../field-types';

/** 1 up to `scale` stars: a radio group drawn as stars (arrow keys move the choice, as in any radio group). */
export function RatingView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'rating'>>) {
  const { t } = useTranslation('formFill');
  const chosen = typeof value === 'number' ? value : 0;
  const stars = Array.from({ length: field.scale }, (_, index) => index + 1);
  return (
    <RadioGroup
      name={field.id}
      value={chosen ? String(chosen) : null}
      onChange={(next) => onValue(field.id, Number(next))}
      isInvalid={Boolean(error)}
      isRequired={field.required}
      isReadOnly={readOnly}
      validationBehavior="aria"
      orientation="horizontal"
      className="gap-2"
    >
      <Label isRequired={field.required}>{field.label}</Label>
      {field.help ? <Description className="whitespace-pre-line">{field.help}</Description> : null}
      <div className="flex flex-wrap items-center gap-1">
        {stars.map((star) => (
          <Radio key={star} value={String(star)} aria-label={t('renderer.stars', { count: star, scale: field.scale })} className="group w-auto!">
            <Radio.Content className="rounded-lg p-1 group-data-[focus-visible=true]:ring-2 group-data-[focus-visible=true]:ring-focus">
              <Star aria-hidden="true" className={`size-7 ${star <= chosen ? 'fill-warning text-warning' : 'text-muted'}`} />
            </Radio.Content>
          </Radio>
        ))}
        <span className="ms-2 text-sm text-muted tabular-nums" aria-hidden="true">
          {chosen ? t('renderer.ratingValue', { value: chosen, scale: field.scale }) : ''}
        </span>
      </div>
      <FieldError>{error}</FieldError>
    </RadioGroup>
  );
}
