import { Button } from '@heroui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { AnnotationShape } from '../../../../../common/schemas/creative-annotations';
import { Spinner } from '../../../components/ui/spinner';
import { AnnotationLayer } from './annotation-layer';
import { defaultStageClass, type MediaViewCommonProps } from './media-view-props';
import type { PdfDocument } from './pdf-document';
import { loadPdf } from './pdf-loader';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { clamp, renderResolution, type Size, type ViewTransform } from './viewer-geometry';
import { useViewerText } from './viewer-text';
import type { ViewerMedia } from './viewer-types';
import { ZoomPanStage } from './zoom-pan';

type PdfMedia = Extract<ViewerMedia, { kind: 'pdf' }>;

export interface PdfViewProps extends MediaViewCommonProps {
  media: PdfMedia;
  /** The page shown (1-based), controlled when given. */
  page?: number;
  /** The page buttons' choice; when `page` is controlled, also the page of an annotation that became selected. */
  onPageChange?: (page: number) => void;
}

/** A PDF, one page at a time on a zoom/pan stage, drawn by pdf.js (loaded on first use) and drawn again sharper as one zooms in. */
export function PdfView({
  media,
  annotations,
  tool = 'none',
  onSelect,
  onCreate,
  transform: transformProp,
  onTransformChange,
  page: pageProp,
  onPageChange,
  className = defaultStageClass,
}: PdfViewProps) {
  const t = useViewerText();
  const [pdf, setPdf] = useState<PdfDocument | 'failed' | null>(null);
  const [ownPage, setOwnPage] = useState(() => annotations.find((annotation) => annotation.selected)?.page ?? 1);
  const [pageSize, setPageSize] = useState<{ page: number; size: Size } | null>(null);
  const [scale, setScale] = useState(1);
  const [ownTransform, setOwnTransform] = useState<ViewTransform | null>(null);
  const transform = transformProp !== undefined ? transformProp : ownTransform;
  const changeTransform = useStableCallback((next: ViewTransform | null) => {
    setOwnTransform(next);
    onTransformChange?.(next);
  });

  const current = useEffectEvent(() => media.data ?? media.src);
  useEffect(() => {
    let cancelled = false;
    let opened: PdfDocument | null = null;
    loadPdf(current()).then(
      (document) => {
        if (cancelled) document.destroy();
        else {
          opened = document;
          setPdf(document);
        }
      },
      () => {
        if (!cancelled) setPdf('failed');
      },
    );
    return () => {
      cancelled = true;
      opened?.destroy();
    };
  }, [media.src]);

  const pageCount = pdf && pdf !== 'failed' ? pdf.pageCount : 0;
  const page = clamp(pageProp ?? ownPage, 1, Math.max(1, pageCount));
  const changePage = (next: number) => {
    const target = clamp(next, 1, Math.max(1, pageCount));
    setOwnPage(target);
    onPageChange?.(target);
  };

  useEffect(() => {
    if (!pdf || pdf === 'failed') return;
    let cancelled = false;
    pdf.pageSize(page).then(
      (size) => !cancelled && setPageSize({ page, size }),
      () => !cancelled && setPdf('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [pdf, page]);

  // An annotation selected elsewhere (its comment in the list) shows its page: uncontrolled, at once;
  // controlled, by asking the owner (after the render).
  const selected = annotations.find((annotation) => annotation.selected);
  const selectedId = selected?.id;
  const selectedPage = selected?.page;
  const [followed, setFollowed] = useState(selectedId);
  if (followed !== selectedId) {
    setFollowed(selectedId);
    if (pageProp === undefined && selectedPage !== undefined) setOwnPage(selectedPage);
  }
  const askForPage = useEffectEvent((target: number) => {
    if (pageProp !== undefined && target !== pageProp) onPageChange?.(target);
  });
  useEffect(() => {
    if (selectedId !== undefined && selectedPage !== undefined) askForPage(selectedPage);
  }, [selectedId, selectedPage]);

  const shown = useMemo(() => annotations.filter((annotation) => (annotation.page ?? 1) === page), [annotations, page]);
  const select = useStableCallback((id: string) => onSelect?.(id));
  const create = useStableCallback((shape: AnnotationShape) => onCreate?.({ shape, page }));

  if (pdf === 'failed') {
    return (
      <p role="alert" className="rounded-xl bg-danger-soft p-4 text-sm text-danger-soft-foreground">
        {t('pdf.failed')}
      </p>
    );
  }
  // While the next page's size loads, the previous one's keeps the stage (and its zoom) in place.
  const size = pageSize?.size ?? null;
  return (
    <div className="flex flex-col gap-3">
      {pdf && size ? (
        <ZoomPanStage
          transform={transform}
          onTransformChange={changeTransform}
          contentSize={size}
          panEnabled={tool === 'none'}
          label={t('pdf.pageOf', { page, count: pageCount })}
          onScaleSettled={setScale}
          className={`rounded-xl bg-default ${className}`}
        >
          <PageCanvas pdf={pdf} page={page} resolution={renderResolution(scale, window.devicePixelRatio || 1, size)} />
          <AnnotationLayer annotations={shown} width={size.width} height={size.height} tool={tool} onSelect={select} onCreate={onCreate ? create : undefined} />
        </ZoomPanStage>
      ) : (
        <div role="status" className={`flex items-center justify-center gap-2 rounded-xl bg-default text-sm text-muted ${className}`}>
          <Spinner />
          {t('pdf.loading')}
        </div>
      )}
      {pageCount > 1 ? <PageNavigation page={page} count={pageCount} onChange={changePage} /> : null}
    </div>
  );
}

/** The page's canvas, swapped in once drawn (the previous drawing stays until then, so zooming never flashes white). */
function PageCanvas({ pdf, page, resolution }: { pdf: PdfDocument; page: number; resolution: number }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    if (element.dataset.page !== String(page)) element.replaceChildren();
    const render = pdf.renderPage(page, resolution);
    render.promise.then(
      (canvas) => {
        canvas.className = 'absolute inset-0 size-full bg-white';
        canvas.setAttribute('aria-hidden', 'true');
        element.dataset.page = String(page);
        element.replaceChildren(canvas);
      },
      () => {
        // Cancelled by a newer drawing, or a broken page: the previous drawing stays.
      },
    );
    return () => render.cancel();
  }, [pdf, page, resolution]);
  return <div ref={holder} className="absolute inset-0 bg-white" />;
}

function PageNavigation({ page, count, onChange }: { page: number; count: number; onChange: (page: number) => void }) {
  const t = useViewerText();
  return (
    <nav aria-label={t('pdf.pages')} className="flex items-center justify-center gap-2">
      <Button
        isIconOnly
        size="sm"
        variant="secondary"
        aria-label={t('pdf.previous')}
        isDisabled={page <= 1}
        onPress={() => onChange(page - 1)}
        className="size-9 min-w-9"
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </Button>
      <p aria-live="polite" className="min-w-32 text-center text-sm text-foreground tabular-nums">
        {t('pdf.pageOf', { page, count })}
      </p>
      <Button
        isIconOnly
        size="sm"
        variant="secondary"
        aria-label={t('pdf.next')}
        isDisabled={page >= count}
        onPress={() => onChange(page + 1)}
        className="size-9 min-w-9"
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
