import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdPreviewPlacement, PlacementWarning, WarningSeverity } from '../../../../../common/rules/ad-placements';

const tone: Record<WarningSeverity, { icon: typeof Info; className: string }> = {
  problem: { icon: CircleAlert, className: 'bg-danger-soft text-danger-soft-foreground' },
  warning: { icon: TriangleAlert, className: 'bg-warning-soft text-warning-soft-foreground' },
  info: { icon: Info, className: 'bg-default/60 text-foreground' },
};

/** What breaks the placement's rules (ratio, size, length, copy), most serious first, in Dutch; a calm line when nothing does. */
export function PlacementWarnings({ placement, warnings }: { placement: AdPreviewPlacement; warnings: readonly PlacementWarning[] }) {
  const { t } = useTranslation('creatives');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2" data-testid="placement-warnings">
      <h3 id={headingId} className="text-sm font-semibold text-foreground">
        {t('preview.warnings.title', { placement: t(`preview.placements.${placement}`) })}
      </h3>
      {warnings.length === 0 ? (
        <p className="flex items-start gap-2 rounded-xl bg-success-soft px-3 py-2 text-sm text-success-soft-foreground">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('preview.warnings.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {warnings.map((warning) => {
            const { icon: Icon, className } = tone[warning.severity];
            return (
              <li key={warning.code} className={`flex items-start gap-2 rounded-xl px-3 py-2 text-sm ${className}`} data-code={warning.code}>
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="sr-only">{t(`preview.warnings.severity.${warning.severity}`)}: </span>
                  {t(`preview.warnings.codes.${warning.code}`, warning.params)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
