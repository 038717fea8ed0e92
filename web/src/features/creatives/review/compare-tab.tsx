import { Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreativeDetail, CreativeVersion } from '../../../../../common/schemas/creatives';
import { FormSelect } from '../../../components/ui/form-select';
import { CompareView } from '../viewer/compare-view';
import type { ComparePicture } from '../viewer/picture-source';

/** A version as the compare view takes it: an image, a PDF page, or a video's poster frame (null without one). */
function pictureOf(version: CreativeVersion, label: string, page: number): ComparePicture | null {
  if (version.media === 'image') return { kind: 'image', src: version.url, label };
  if (version.media === 'pdf') return { kind: 'pdf', src: version.url, label, page: Math.min(page, version.pageCount ?? 1) };
  return version.posterUrl ? { kind: 'image', src: version.posterUrl, label } : null;
}

/**
 * Vergelijken: two versions (by default the one before the newest and the newest) side by side with
 * one zoom and pan, as an overlay with an opacity slider, or as their pixel difference. PDFs page by
 * page; videos by their poster frame.
 */
export function CompareTab({ creative }: { creative: CreativeDetail }) {
  const { t } = useTranslation('creatives');
  const versions = creative.versions;
  const [first, setFirst] = useState(versions.at(-2)?.version ?? 1);
  const [second, setSecond] = useState(versions.at(-1)?.version ?? 1);
  const [page, setPage] = useState(1);
  const options = [...versions].reverse().map((v) => ({ id: String(v.version), label: t('review.versionOption', { version: v.version }) }));
  const [olderNumber, newerNumber] = first <= second ? [first, second] : [second, first];
  const older = versions.find((v) => v.version === olderNumber);
  const newer = versions.find((v) => v.version === newerNumber);
  const pdfPages = [older, newer].filter((v) => v?.media === 'pdf').map((v) => v?.pageCount ?? 1);
  const pageCount = pdfPages.length > 0 ? Math.max(1, Math.min(...pdfPages)) : 0;
  const shownPage = Math.min(page, Math.max(1, pageCount));
  const olderPicture = older ? pictureOf(older, t('review.versionOption', { version: older.version }), shownPage) : null;
  const newerPicture = newer ? pictureOf(newer, t('review.versionOption', { version: newer.version }), shownPage) : null;
  const hasVideo = older?.media === 'video' || newer?.media === 'video';

  return (
    <section aria-label={t('compare.label')} className="flex min-w-0 flex-col gap-4" data-testid="compare-tab">
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end">
        <FormSelect
          label={t('compare.first')}
          value={String(first)}
          options={options}
          onChange={(value) => setFirst(Number(value))}
          className="min-w-0 sm:w-48"
          testId="compare-first"
        />
        <FormSelect
          label={t('compare.second')}
          value={String(second)}
          options={options}
          onChange={(value) => setSecond(Number(value))}
          className="min-w-0 sm:w-48"
          testId="compare-second"
        />
        {pageCount > 1 ? (
          <FormSelect
            label={t('compare.page')}
            value={String(shownPage)}
            options={Array.from({ length: pageCount }, (_, i) => ({ id: String(i + 1), label: t('compare.pageOption', { page: i + 1, count: pageCount }) }))}
            onChange={(value) => setPage(Number(value))}
            className="col-span-2 min-w-0 sm:w-48"
            testId="compare-page"
          />
        ) : null}
      </div>
      {hasVideo && olderPicture && newerPicture ? (
        <p className="flex items-start gap-2 text-sm text-muted">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('compare.video')}
        </p>
      ) : null}
      {first === second ? (
        <p className="rounded-xl bg-default px-3 py-2 text-sm text-foreground" role="status">
          {t('compare.same')}
        </p>
      ) : !olderPicture || !newerPicture ? (
        <p className="rounded-xl bg-default px-3 py-2 text-sm text-foreground" role="status">
          {t('compare.noPoster')}
        </p>
      ) : (
        <CompareView older={olderPicture} newer={newerPicture} className="h-[50vh] min-h-64 lg:h-[62vh]" />
      )}
    </section>
  );
}
