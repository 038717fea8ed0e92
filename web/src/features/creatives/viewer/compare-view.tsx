import { Label, Slider, ToggleButton, ToggleButtonGroup } from '@heroui/react';
import { Columns2, Diff, Layers } from 'lucide-react';
import { type Key, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { formatChangedShare } from './diff-core';
import type { ComparePicture, LoadedPicture } from './picture-source';
import { useComparePictures } from './use-compare-pictures';
import { usePixelDiff } from './use-pixel-diff';
import { sameSize, type Size, type ViewTransform } from './viewer-geometry';
import { useViewerText } from './viewer-text';
import { ZoomPanStage } from './zoom-pan';

export type CompareMode = 'side-by-side' | 'overlay' | 'difference';

export interface CompareViewProps {
  /** The earlier version (scaled to the newer's size when they differ). */
  older: ComparePicture;
  newer: ComparePicture;
  defaultMode?: CompareMode;
  /** Each stage's size (side by side: each of the two, stacked on a phone); default "h-[50vh] min-h-64 sm:h-[60vh]". */
  className?: string;
}

const modes = [
  { id: 'side-by-side', icon: Columns2, label: 'compare.sideBySide' },
  { id: 'overlay', icon: Layers, label: 'compare.overlay' },
  { id: 'difference', icon: Diff, label: 'compare.difference' },
] as const;

/**
 * Two versions compared: side by side (two stages sharing one zoom and pan), as an overlay (the
 * newer over the older, with an opacity slider) or as their pixel difference (computed in a worker).
 * Images, or one page of two PDFs.
 */
export function CompareView({ older, newer, defaultMode = 'side-by-side', className = 'h-[50vh] min-h-64 sm:h-[60vh]' }: CompareViewProps) {
  const t = useViewerText();
  const [mode, setMode] = useState<CompareMode>(defaultMode);
  const [transform, setTransform] = useState<ViewTransform | null>(null);
  const [opacity, setOpacity] = useState(50);
  const pictures = useComparePictures(older, newer);
  const ready = pictures.status === 'ready' ? pictures : null;
  const diff = usePixelDiff(ready?.older ?? null, ready?.newer ?? null, mode === 'difference');

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ToggleButtonGroup
          aria-label={t('compare.modes')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[mode]}
          onSelectionChange={(keys: Set<Key>) => {
            const [next] = [...keys];
            if (next !== undefined) setMode(String(next) as CompareMode);
          }}
          size="sm"
          className="w-full sm:w-fit"
        >
          {modes.map(({ id, icon: Icon, label }) => (
            <ToggleButton key={id} id={id} className="flex-1 gap-1.5 whitespace-nowrap sm:flex-none">
              <Icon aria-hidden="true" className="size-4" />
              {t(label)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {mode === 'overlay' ? (
          <Slider
            value={opacity}
            onChange={(value) => setOpacity(Array.isArray(value) ? (value[0] ?? 0) : value)}
            minValue={0}
            maxValue={100}
            step={1}
            formatOptions={{ style: 'unit', unit: 'percent' }}
            className="w-full sm:w-64"
          >
            <div className="flex items-center justify-between gap-2">
              <Label>{t('compare.opacity')}</Label>
              <Slider.Output className="text-sm text-muted tabular-nums" />
            </div>
            <Slider.Track>
              <Slider.Fill />
              <Slider.Thumb />
            </Slider.Track>
          </Slider>
        ) : null}
      </div>

      {pictures.status === 'loading' ? (
        <div role="status" className={`flex items-center justify-center gap-2 rounded-xl bg-default text-sm text-muted ${className}`}>
          <Spinner />
          {t('compare.loading')}
        </div>
      ) : null}
      {pictures.status === 'failed' ? (
        <p role="alert" className="rounded-xl bg-danger-soft p-4 text-sm text-danger-soft-foreground">
          {t('compare.failed')}
        </p>
      ) : null}

      {ready ? (
        <>
          {!sameSize(ready.older.natural, ready.newer.natural) ? (
            <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">
              {t('compare.resized', {
                older: older.label,
                newer: newer.label,
                olderSize: sizeText(ready.older.natural),
                newerSize: sizeText(ready.newer.natural),
              })}
            </p>
          ) : null}
          {mode === 'side-by-side' ? (
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {[
                { picture: ready.older, label: older.label, controls: false },
                { picture: ready.newer, label: newer.label, controls: true },
              ].map(({ picture, label, controls }) => (
                <figure key={label} className="flex min-w-0 flex-col gap-1">
                  <figcaption className="text-sm font-medium text-foreground">{label}</figcaption>
                  <ZoomPanStage
                    transform={transform}
                    onTransformChange={setTransform}
                    contentSize={ready.newer.size}
                    label={label}
                    showControls={controls}
                    className={`rounded-xl bg-default ${className}`}
                  >
                    <Picture picture={picture} />
                  </ZoomPanStage>
                </figure>
              ))}
            </div>
          ) : null}
          {mode === 'overlay' ? (
            <ZoomPanStage
              transform={transform}
              onTransformChange={setTransform}
              contentSize={ready.newer.size}
              label={`${older.label} / ${newer.label}`}
              className={`rounded-xl bg-default ${className}`}
            >
              <Picture picture={ready.older} />
              <Picture picture={ready.newer} opacity={opacity / 100} />
            </ZoomPanStage>
          ) : null}
          {mode === 'difference' ? (
            <DifferenceStage
              diff={diff}
              contentSize={ready.newer.size}
              transform={transform}
              onTransformChange={setTransform}
              label={t('compare.difference')}
              className={className}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/** One version on a stage, stretched to the content size (the newer's). */
function Picture({ picture, opacity = 1 }: { picture: LoadedPicture; opacity?: number }) {
  return <img src={picture.url} alt="" draggable={false} className="absolute inset-0 size-full object-fill" style={{ opacity }} />;
}

interface DifferenceStageProps {
  diff: ReturnType<typeof usePixelDiff>;
  contentSize: Size;
  transform: ViewTransform | null;
  onTransformChange: (transform: ViewTransform | null) => void;
  label: string;
  className: string;
}

function DifferenceStage({ diff, contentSize, transform, onTransformChange, label, className }: DifferenceStageProps) {
  const t = useViewerText();
  const { i18n } = useTranslation();
  if (diff.status === 'failed') {
    return (
      <p role="alert" className="rounded-xl bg-danger-soft p-4 text-sm text-danger-soft-foreground">
        {t('compare.failed')}
      </p>
    );
  }
  if (diff.status !== 'done') {
    return (
      <div role="status" className={`flex items-center justify-center gap-2 rounded-xl bg-default text-sm text-muted ${className}`}>
        <Spinner />
        {t('compare.computing')}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ZoomPanStage
        transform={transform}
        onTransformChange={onTransformChange}
        contentSize={contentSize}
        label={label}
        className={`rounded-xl bg-default ${className}`}
      >
        <DiffCanvas image={diff.image} />
      </ZoomPanStage>
      <p role="status" className="text-sm text-foreground">
        <span className="font-medium">{t('compare.changed', { percent: formatChangedShare(diff.changed, diff.total, i18n.language) })}</span>{' '}
        <span className="text-muted">{t('compare.legend')}</span>
      </p>
    </div>
  );
}

function DiffCanvas({ image }: { image: ImageData }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    ref.current?.getContext('2d')?.putImageData(image, 0, 0);
  }, [image]);
  return <canvas ref={ref} width={image.width} height={image.height} aria-hidden="true" className="absolute inset-0 size-full" />;
}

function sizeText(size: Size): string {
  return `${Math.round(size.width)} × ${Math.round(size.height)}`;
}
