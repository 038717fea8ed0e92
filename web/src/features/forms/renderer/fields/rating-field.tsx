import { useId } from 'react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FieldOf, FieldProps } from '../field-types';
import { ChoiceGroup, choiceGroupIds, PlainRadio } from './native-controls';

/** 1 up to `scale` stars: a radio group drawn as stars (arrow keys move the choice, as in any radio group). */
export function RatingView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'rating'>>) {
  const { t } = useTranslation('formFill');
  const id = useId();
  const group = choiceGroupIds(id, field.help, error);
  const { describedBy } = group;
  const chosen = typeof value === 'number' ? value : 0;
  const stars = Array.from({ length: field.scale }, (_, index) => index + 1);
  const pick = (star: string) => onValue(field.id, Number(star));
  return (
    <ChoiceGroup role="radiogroup" kind="radio-group" orientation="horizontal" field={field} readOnly={readOnly} help={field.help} error={error} group={group}>
      <div className="flex flex-wrap items-center gap-1">
        {stars.map((star) => (
          <PlainRadio
            key={star}
            name={`${id}-${field.id}`}
            value={String(star)}
            checked={chosen === star}
            invalid={Boolean(error)}
            readOnly={readOnly}
            describedBy={describedBy}
            onPick={pick}
            ariaLabel={t('renderer.stars', { count: star, scale: field.scale })}
            className="w-auto!"
            contentClassName="rounded-lg p-1 data-[focus-visible=true]:ring-2 data-[focus-visible=true]:ring-focus"
          >
            <Star aria-hidden="true" className={`size-7 ${star <= chosen ? 'fill-warning text-warning' : 'text-muted'}`} />
          </PlainRadio>
        ))}
        <span className="ms-2 text-sm text-muted tabular-nums" aria-hidden="true">
          {chosen ? t('renderer.ratingValue', { value: chosen, scale: field.scale }) : ''}
        </span>
      </div>
    </ChoiceGroup>
  );
}
