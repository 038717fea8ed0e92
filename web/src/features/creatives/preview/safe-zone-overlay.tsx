import { useTranslation } from 'react-i18next';
import type { SafeZone } from '../../../../../common/rules/ad-placements';
import { percentOf, safeZoneRects } from './frame-geometry';

/** Stories and Reels are drawn on a 1080 × 1920 reference; the rectangles scale with the frame. */
const frame = { width: 1080, height: 1920 };
const hatch = { backgroundImage: 'repeating-linear-gradient(135deg, rgb(255 255 255 / 0.12) 0 6px, transparent 6px 12px)' };
const percent = (fraction: number) => Math.round(fraction * 100);

/**
 * The parts of a Stories or Reels frame that the platform's interface covers, as translucent
 * hatched bands, and the "Veilige zone" between them outlined with a dashed border. Never in the way
 * of a click; described once for assistive technology.
 */
export function SafeZoneOverlay({ zone }: { zone: SafeZone }) {
  const { t } = useTranslation('creatives');
  const { bands, safeArea } = safeZoneRects(frame, zone);
  return (
    <div
      role="img"
      aria-label={t(zone.sides > 0 ? 'preview.safeZones.description' : 'preview.safeZones.descriptionNoSides', {
        top: percent(zone.top),
        bottom: percent(zone.bottom),
        sides: percent(zone.sides),
      })}
      className="pointer-events-none absolute inset-0 z-20"
      data-testid="safe-zones"
    >
      {bands.map((band) => (
        <div key={band.edge} className="absolute bg-black/30" style={{ ...percentOf(band, frame), ...hatch }} data-edge={band.edge} />
      ))}
      <div className="absolute border-2 border-dashed border-white/90 shadow-[inset_0_0_0_1px_rgb(0_0_0/0.35)]" style={percentOf(safeArea, frame)}>
        <span aria-hidden="true" className="absolute top-1 left-1 rounded bg-black/70 px-1.5 py-0.5 text-[0.625rem] leading-tight font-semibold text-white">
          {t('preview.safeZones.label')}
        </span>
      </div>
    </div>
  );
}
