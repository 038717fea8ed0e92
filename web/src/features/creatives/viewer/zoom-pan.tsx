import { Button } from '@heroui/react';
import { Expand, ZoomIn, ZoomOut } from 'lucide-react';
import { type CSSProperties, type ReactNode, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { settleMs, useStageGestures } from './use-stage-gestures';
import { fitTransform, type Size, type ViewTransform, zoomLimits } from './viewer-geometry';
import { useViewerText } from './viewer-text';

/** Space (CSS pixels) kept around the fitted picture. */
const fitPadding = 8;

export interface ZoomPanStageProps {
  /**
   * The zoom and pan, controlled so two stages can share one; null means "fitted", which follows
   * the viewport's size. Keep it in the screen's state: `useState<ViewTransform | null>(null)`.
   */
  transform: ViewTransform | null;
  onTransformChange: (transform: ViewTransform | null) => void;
  /** The content's size at scale 1 in CSS pixels (an image's natural size, a PDF page's size). */
  contentSize: Size;
  /** Dragging pans (false while a drawing tool is active; the wheel, a pinch and the keyboard still zoom). */
  panEnabled?: boolean;
  /** The stage's accessible name, e.g. the picture's name or "Versie 3". */
  label: string;
  /** The zoom buttons (in, out, fit); off on the second of two synchronised stages. */
  showControls?: boolean;
  /** Called once a zoom has settled (150 ms without change) with the scale shown: e.g. to draw a PDF page sharper. */
  onScaleSettled?: (scale: number) => void;
  /** The viewport's size and look, e.g. "h-[60vh] rounded-xl bg-default". */
  className?: string;
  /** Shown over the viewport, not zoomed (a loading spinner, a message). */
  overlay?: ReactNode;
  /** What is zoomed: laid out at `contentSize`, e.g. an image at 100 % and the annotation layer over it. */
  children: ReactNode;
}

/**
 * A zoomable, pannable stage. The transform is applied as one CSS transform on the wrapper around
 * the content, so what is inside (the annotation layer) does not render again on zoom and pan; the
 * wrapper also sets `--viewer-inverse-scale` (1 / scale, updated when a zoom settles) for what must
 * keep its size on screen (pins, line widths).
 */
export function ZoomPanStage({
  transform,
  onTransformChange,
  contentSize,
  panEnabled = true,
  label,
  showControls = true,
  onScaleSettled,
  className = '',
  overlay,
  children,
}: ZoomPanStageProps) {
  const t = useViewerText();
  const hintId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const viewportSize = useElementSize(viewportRef);
  const fitted = fitTransform(contentSize, viewportSize, fitPadding);
  const effective = transform ?? fitted;
  const limits = zoomLimits(fitted.scale);
  const { handlers, zoomIn, zoomOut, fit } = useStageGestures({
    viewportRef,
    effective,
    limits,
    contentSize,
    viewportSize,
    panEnabled,
    onChange: onTransformChange,
  });

  // What keeps its size on screen (pins, line widths) follows the zoom once it settles: a change of
  // the variable restyles every shape, so it is done once per zoom, not on every frame of it.
  const [settledScale, setSettledScale] = useState<number | null>(null);
  const settled = useEffectEvent((scale: number) => {
    setSettledScale(scale);
    onScaleSettled?.(scale);
  });
  useEffect(() => {
    const timer = window.setTimeout(() => settled(effective.scale), settleMs);
    return () => window.clearTimeout(timer);
  }, [effective.scale]);

  const measured = viewportSize.width > 0 && viewportSize.height > 0;
  const style = {
    width: contentSize.width,
    height: contentSize.height,
    transform: `translate(${effective.x}px, ${effective.y}px) scale(${effective.scale})`,
    transformOrigin: '0 0',
    visibility: measured ? 'visible' : 'hidden',
    '--viewer-inverse-scale': 1 / (settledScale ?? effective.scale),
  } as CSSProperties;

  return (
    <div
      ref={viewportRef}
      role="group"
      aria-label={label}
      data-testid="viewer-stage"
      aria-describedby={hintId}
      tabIndex={0}
      data-panning="false"
      data-layer="false"
      className={`group/stage relative touch-none overflow-hidden outline-none select-none focus-visible:ring-2 focus-visible:ring-accent ${
        panEnabled ? 'cursor-grab data-[panning=true]:cursor-grabbing' : ''
      } ${className}`}
      {...handlers}
    >
      <div className="absolute top-0 left-0 group-data-[layer=true]/stage:will-change-transform" style={style}>
        {children}
      </div>
      {overlay}
      <p id={hintId} className="sr-only">
        {t('stage.hint')}
      </p>
      {showControls ? <ZoomControls onZoomIn={zoomIn} onZoomOut={zoomOut} onFit={fit} fitted={transform === null} /> : null}
    </div>
  );
}

interface ZoomControlsProps {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  fitted: boolean;
}

function ZoomControls({ onZoomIn, onZoomOut, onFit, fitted }: ZoomControlsProps) {
  const t = useViewerText();
  const buttons = [
    { key: 'out', label: t('stage.zoomOut'), icon: ZoomOut, onPress: onZoomOut, disabled: false },
    { key: 'in', label: t('stage.zoomIn'), icon: ZoomIn, onPress: onZoomIn, disabled: false },
    { key: 'fit', label: t('stage.fit'), icon: Expand, onPress: onFit, disabled: fitted },
  ];
  return (
    <div
      data-stage-controls
      role="group"
      aria-label={t('stage.controls')}
      className="absolute right-2 bottom-2 z-10 flex gap-1 rounded-xl bg-surface/90 p-1 text-foreground shadow-md backdrop-blur-sm"
    >
      {buttons.map(({ key, label, icon: Icon, onPress, disabled }) => (
        <Button key={key} isIconOnly size="sm" variant="ghost" aria-label={label} onPress={onPress} isDisabled={disabled} className="size-9 min-w-9">
          <Icon aria-hidden="true" className="size-4" />
        </Button>
      ))}
    </div>
  );
}

/** An element's content-box size, kept up to date by a ResizeObserver (0 × 0 until measured). */
export function useElementSize(ref: { readonly current: Element | null }): Size {
  const [size, setSize] = useState<Size>({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((previous) => (previous.width === width && previous.height === height ? previous : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
