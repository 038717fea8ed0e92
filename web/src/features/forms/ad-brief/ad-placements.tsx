import { Checkbox, CheckboxGroup, Description, FieldError, Label } from '@heroui/react';
import { useTranslation } from 'react-i18next';
import { type AdPlacement, adPlacementRatio, adPlacements } from '../../../../../common/forms/form-schema';
import { type FieldOf, type FieldProps, listOf } from '../renderer/field-types';

/** A small frame in the placement's ratio (1:1, 4:5, 9:16), drawn, not read: aria-hidden. */
function RatioPictogram({ placement }: { placement: AdPlacement }) {
  const ratio = adPlacementRatio[placement];
  const height = 28;
  const width = Math.round(height * ratio);
  return (
    <svg aria-hidden="true" width={28} height={height} viewBox={`0 0 28 ${height}`} className="shrink-0 text-muted">
      <rect
        x={(28 - width) / 2 + 0.75}
        y={0.75}
        width={width - 1.5}
        height={height - 1.5}
        rx={3}
        fill="currentColor"
        fillOpacity={0.12}
        stroke="currentColor"
        strokeWidth={1.5}
      />
      {placement === 'stories' || placement === 'reels' ? (
        <rect x={(28 - width) / 2 + 3} y={3} width={width - 6} height={1.5} rx={0.75} fill="currentColor" />
      ) : null}
    </svg>
  );
}

/** Where the ad shows: feed 1:1 / 4:5, stories and reels 9:16 (checkboxes with their ratio drawn). */
export function AdPlacementsView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'ad_placements'>>) {
  const { t } = useTranslation('formFill');
  return (
    <CheckboxGroup
      name={field.id}
      value={listOf(value)}
      onChange={(next) =>
        onValue(
          field.id,
          adPlacements.filter((placement) => next.includes(placement)),
        )
      }
      isInvalid={Boolean(error)}
      isRequired={field.required}
      isReadOnly={readOnly}
      validationBehavior="aria"
      variant="secondary"
      className="gap-2"
    >
      <Label isRequired={field.required}>{field.label}</Label>
      {field.help ? <Description className="whitespace-pre-line">{field.help}</Description> : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {adPlacements.map((placement) => (
          <Checkbox key={placement} value={placement} className="rounded-xl border border-border px-3 py-2 data-[selected=true]:border-accent">
            <Checkbox.Content className="flex items-center gap-3">
              <Checkbox.Control>
                <Checkbox.Indicator />
              </Checkbox.Control>
              <RatioPictogram placement={placement} />
              <Label>{t(`ad.placements.${placement}`)}</Label>
            </Checkbox.Content>
          </Checkbox>
        ))}
      </div>
      <FieldError>{error}</FieldError>
    </CheckboxGroup>
  );
}
