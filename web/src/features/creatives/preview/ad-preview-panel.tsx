import { Switch } from '@heroui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AdPreviewPlacement,
  adPreviewPlacements,
  defaultPlacementConfig,
  safeZoneFor,
  type WarningSeverity,
  warningsByPlacement,
} from '../../../../../common/rules/ad-placements';
import { AdPreview } from './ad-preview';
import { PlacementPicker } from './placement-picker';
import { PlacementWarnings } from './placement-warnings';
import type { AdPreviewProps } from './preview-types';

type AdPreviewPanelProps = Omit<AdPreviewProps, 'placement' | 'showSafeZones'> & { initialPlacement?: AdPreviewPlacement };

/**
 * The ad preview as a screen shows it: the placement picker (a dot where a placement has a
 * problem), the frame, the safe-zone switch for Stories and Reels, and the placement's warnings.
 */
export function AdPreviewPanel({ initialPlacement = 'fb_feed', ...props }: AdPreviewPanelProps) {
  const { t } = useTranslation('creatives');
  const [placement, setPlacement] = useState<AdPreviewPlacement>(initialPlacement);
  const [showSafeZones, setShowSafeZones] = useState(true);
  const { media, width, height, durationMs, copy, config = defaultPlacementConfig } = props;
  const warnings = useMemo(() => warningsByPlacement({ media, width, height, durationMs, copy }, config), [media, width, height, durationMs, copy, config]);
  const marks = Object.fromEntries(adPreviewPlacements.map((p) => [p, warnings[p][0]?.severity])) as Record<AdPreviewPlacement, WarningSeverity | undefined>;
  return (
    <section aria-label={t('preview.label')} className="flex min-w-0 flex-col gap-4" data-testid="ad-preview-panel">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PlacementPicker value={placement} onChange={setPlacement} marks={marks} />
        {safeZoneFor(placement, config) ? (
          <Switch isSelected={showSafeZones} onChange={setShowSafeZones} size="sm">
            <Switch.Content className="flex items-center gap-2">
              <Switch.Control>
                <Switch.Thumb />
              </Switch.Control>
              <span className="text-sm text-foreground">{t('preview.safeZones.toggle')}</span>
            </Switch.Content>
          </Switch>
        ) : null}
      </div>
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
        <AdPreview {...props} placement={placement} showSafeZones={showSafeZones} />
        <PlacementWarnings placement={placement} warnings={warnings[placement]} />
      </div>
    </section>
  );
}
