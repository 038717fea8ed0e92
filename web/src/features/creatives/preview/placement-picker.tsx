import { ToggleButton, ToggleButtonGroup } from '@heroui/react';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdPreviewPlacement, adPreviewPlacements, type WarningSeverity } from '../../../../../common/rules/ad-placements';

interface PlacementPickerProps {
  value: AdPreviewPlacement;
  onChange: (placement: AdPreviewPlacement) => void;
  /** The most serious warning per placement: a problem or a warning puts a dot on its button. */
  marks?: Partial<Record<AdPreviewPlacement, WarningSeverity | undefined>>;
}

const dot = { problem: 'bg-danger', warning: 'bg-warning' } as const;

/** The four placements as connected toggle buttons (one chosen; arrow keys move), short names on a phone. */
export function PlacementPicker({ value, onChange, marks = {} }: PlacementPickerProps) {
  const { t } = useTranslation('creatives');
  return (
    <ToggleButtonGroup
      aria-label={t('preview.picker.label')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = [...keys];
        const placement = adPreviewPlacements.find((p) => p === next);
        if (placement) onChange(placement);
      }}
      size="sm"
      className="w-full sm:w-fit"
    >
      {adPreviewPlacements.map((placement) => {
        const severity = marks[placement];
        const mark = severity === 'problem' || severity === 'warning' ? severity : null;
        return (
          <ToggleButton key={placement} id={placement} className="flex-1 gap-1.5 px-2 whitespace-nowrap sm:flex-none sm:px-3">
            <span className="sm:hidden">{t(`preview.placementsShort.${placement}`)}</span>
            <span className="hidden sm:inline">{t(`preview.placements.${placement}`)}</span>
            {mark ? (
              <>
                <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${dot[mark]}`} />
                <span className="sr-only">({t(`preview.picker.${mark}`)})</span>
              </>
            ) : null}
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
