import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import type { AnnotationShape } from '../../../../../common/schemas/creative-annotations';
import { AnnotationLayer } from './annotation-layer';
import { defaultStageClass, type MediaViewCommonProps } from './media-view-props';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { formatVideoTime, isNearTime, timeMsOf } from './video-time';
import { fitTransform, type Size } from './viewer-geometry';
import { useViewerText } from './viewer-text';
import type { MediaAnnotation, ViewerMedia } from './viewer-types';
import { useElementSize } from './zoom-pan';

type VideoMedia = Extract<ViewerMedia, { kind: 'video' }>;
const fallbackSize: Size = { width: 1280, height: 720 };

/**
 * A video with native controls. Annotations belong to a paused frame: while paused, those near the
 * current moment are drawn and a drawing tool adds one at that moment (`timeMs`); while playing,
 * none. A list jumps to an annotation's moment; selecting an annotation elsewhere does the same.
 */
export function VideoView({
  media,
  annotations,
  tool = 'none',
  onSelect,
  onCreate,
  className = defaultStageClass,
}: MediaViewCommonProps & { media: VideoMedia }) {
  const t = useViewerText();
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const frame = useElementSize(frameRef);
  const [paused, setPaused] = useState(true);
  const [currentMs, setCurrentMs] = useState(0);
  const [durationMs, setDurationMs] = useState(0);
  const [natural, setNatural] = useState<Size | null>(null);
  const [failed, setFailed] = useState(false);

  const size = media.width && media.height ? { width: media.width, height: media.height } : (natural ?? fallbackSize);
  const fit = fitTransform(size, frame).scale;
  const drawTool = paused ? tool : 'none';
  const shown = useMemo(() => (paused ? annotations.filter((annotation) => isNearTime(annotation.timeMs, currentMs)) : []), [annotations, paused, currentMs]);
  const timed = useMemo(() => annotations.filter((annotation) => annotation.timeMs !== undefined).sort((a, b) => a.timeMs! - b.timeMs!), [annotations]);

  const select = useStableCallback((id: string) => onSelect?.(id));
  const create = useStableCallback((shape: AnnotationShape) => onCreate?.({ shape, timeMs: timeMsOf(videoRef.current?.currentTime ?? 0) }));
  const seek = (timeMs: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.pause();
    video.currentTime = timeMs / 1000;
  };

  // An annotation selected elsewhere (its comment in the list): show its frame.
  const selected = annotations.find((annotation) => annotation.selected);
  const selectedId = selected?.id;
  const selectedMs = selected?.timeMs;
  useEffect(() => {
    const video = videoRef.current;
    if (!video || selectedId === undefined || selectedMs === undefined) return;
    if (Math.abs(timeMsOf(video.currentTime) - selectedMs) <= 1) return;
    video.pause();
    video.currentTime = selectedMs / 1000;
  }, [selectedId, selectedMs]);

  const syncTime = (video: HTMLVideoElement) => setCurrentMs(timeMsOf(video.currentTime));
  const box = { width: size.width * fit, height: size.height * fit, '--viewer-inverse-scale': fit > 0 ? 1 / fit : 1 } as CSSProperties;

  return (
    <div className="flex flex-col gap-3">
      <div ref={frameRef} className={`relative flex items-center justify-center overflow-hidden rounded-xl bg-black ${className}`}>
        <div className="relative" style={box}>
          <video
            ref={videoRef}
            src={media.src}
            poster={media.poster ?? undefined}
            aria-label={media.label}
            controls={drawTool === 'none'}
            playsInline
            preload="metadata"
            className="absolute inset-0 size-full"
            onLoadedMetadata={(event) => {
              const video = event.currentTarget;
              if (video.videoWidth > 0) setNatural({ width: video.videoWidth, height: video.videoHeight });
              setDurationMs(Number.isFinite(video.duration) ? video.duration * 1000 : 0);
            }}
            onPlay={() => setPaused(false)}
            onPause={(event) => {
              setPaused(true);
              syncTime(event.currentTarget);
            }}
            onSeeked={(event) => syncTime(event.currentTarget)}
            onTimeUpdate={(event) => syncTime(event.currentTarget)}
            onError={() => setFailed(true)}
          />
          <AnnotationLayer
            annotations={shown}
            width={size.width}
            height={size.height}
            tool={drawTool}
            onSelect={select}
            onCreate={onCreate ? create : undefined}
          />
        </div>
        {failed ? (
          <p role="alert" className="absolute inset-x-4 top-4 rounded-lg bg-danger-soft p-3 text-sm text-danger-soft-foreground">
            {t('video.failed')}
          </p>
        ) : null}
      </div>
      {tool !== 'none' ? <p className="text-sm text-muted">{paused ? t('video.playHint') : t('video.pauseToAnnotate')}</p> : null}
      <Timeline annotations={timed} durationMs={durationMs} currentMs={currentMs} />
      <MomentList
        annotations={timed}
        currentMs={currentMs}
        paused={paused}
        onJump={(annotation) => {
          seek(annotation.timeMs ?? 0);
          onSelect?.(annotation.id);
        }}
      />
    </div>
  );
}

/** Where the annotations are in the video, and where the video is (a picture of the list below it). */
function Timeline({ annotations, durationMs, currentMs }: { annotations: readonly MediaAnnotation[]; durationMs: number; currentMs: number }) {
  if (durationMs <= 0 || annotations.length === 0) return null;
  const at = (ms: number) => `${Math.min(100, (ms / durationMs) * 100)}%`;
  return (
    <div aria-hidden="true" className="relative h-3 rounded-full bg-default">
      {annotations.map((annotation) => (
        <span
          key={annotation.id}
          className={`absolute top-1/2 size-2.5 -translate-1/2 rounded-full ring-2 ring-surface ${annotation.selected ? 'bg-blue-600' : annotation.resolved ? 'bg-zinc-500' : 'bg-rose-600'}`}
          style={{ left: at(annotation.timeMs ?? 0) }}
        />
      ))}
      <span className="absolute inset-y-0 w-0.5 bg-foreground" style={{ left: at(currentMs) }} />
    </div>
  );
}

interface MomentListProps {
  annotations: readonly MediaAnnotation[];
  currentMs: number;
  paused: boolean;
  onJump: (annotation: MediaAnnotation) => void;
}

function MomentList({ annotations, currentMs, paused, onJump }: MomentListProps) {
  const t = useViewerText();
  if (annotations.length === 0) return <p className="text-sm text-muted">{t('video.empty')}</p>;
  return (
    <section aria-label={t('video.list')}>
      <ul className="flex max-h-48 flex-col gap-1 overflow-y-auto">
        {annotations.map((annotation) => {
          const here = paused && isNearTime(annotation.timeMs, currentMs);
          return (
            <li key={annotation.id}>
              <button
                type="button"
                aria-current={here ? 'true' : undefined}
                onClick={() => onJump(annotation)}
                className={`w-full rounded-lg px-3 py-2 text-left text-sm outline-none hover:bg-default focus-visible:ring-2 focus-visible:ring-accent ${
                  annotation.selected ? 'bg-accent-soft text-accent-soft-foreground' : here ? 'bg-default' : 'text-foreground'
                } ${annotation.resolved ? 'text-muted' : ''}`}
              >
                <span className="font-medium tabular-nums">
                  {t('video.jump', { time: formatVideoTime(annotation.timeMs ?? 0), number: annotation.number })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
