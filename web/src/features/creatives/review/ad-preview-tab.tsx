import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adCopyFromBrief, defaultPlacementConfig } from '../../../../../common/rules/ad-placements';
import type { CreativeDetail } from '../../../../../common/schemas/creatives';
import { useAdPlacements } from '../api/creatives-api';
import { AdPreviewPanel } from '../preview/ad-preview-panel';
import { BriefLink } from './brief-link';
import type { ReviewSide } from './review-side';

interface AdPreviewTabProps {
  /** The active company (null in "Bekijk als klant"). */
  companyId: string | null;
  creative: CreativeDetail;
  side: ReviewSide;
  /** The version shown in the preview (the header's choice). */
  version: number;
}

/**
 * Advertentievoorbeeld: the version in the Facebook and Instagram feeds, Stories and Reels, with the
 * copy of the creative's ad brief and the client as the page. Without a brief it says so (the team
 * can link one of the client's submitted ad briefs here).
 */
export function AdPreviewTab({ companyId, creative, side, version }: AdPreviewTabProps) {
  const { t } = useTranslation('creatives');
  const shown = creative.versions.find((candidate) => candidate.version === version) ?? creative.versions.at(-1)!;
  const answers = creative.brief?.answers;
  const copy = useMemo(() => adCopyFromBrief(answers), [answers]);
  const placements = useAdPlacements();
  const safeZones = placements.data?.safeZones;
  // Meta's defaults until the server's setting is read (it is the same unless CREATIVE_SAFE_ZONES is set).
  const config = useMemo(() => (safeZones ? { ...defaultPlacementConfig, safeZones } : defaultPlacementConfig), [safeZones]);

  return (
    <div className="flex min-w-0 flex-col gap-4" data-testid="ad-preview-tab">
      <div className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex min-w-0 items-start gap-2 text-sm text-foreground">
          <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
          <span className="min-w-0">
            {creative.brief ? (
              <>
                {t('adPreview.copyFrom')} <span className="font-medium">{creative.brief.formTitle}</span>
              </>
            ) : (
              <>
                <span className="font-medium">{t('adPreview.noBrief')}</span>{' '}
                <span className="text-muted">
                  {side === 'team' ? t('adPreview.noBriefTeam', { client: creative.client.name }) : t('adPreview.noBriefClient')}
                </span>
              </>
            )}
          </span>
        </p>
        {side === 'team' && companyId !== null ? <BriefLink companyId={companyId} creative={creative} /> : null}
      </div>
      <p className="text-sm text-muted">{t('adPreview.version', { version: shown.version })}</p>
      <AdPreviewPanel
        key={shown.id}
        mediaUrl={shown.url}
        posterUrl={shown.media === 'pdf' ? shown.previewUrl : shown.posterUrl}
        media={shown.media}
        width={shown.width ?? 0}
        height={shown.height ?? 0}
        durationMs={shown.durationMs}
        copy={copy}
        config={config}
        pageName={creative.client.name}
      />
    </div>
  );
}
