import { useState } from 'react';
import type { AnnotationShape } from '../../../../../common/schemas/creative-annotations';
import { Spinner } from '../../../components/ui/spinner';
import { AnnotationLayer } from './annotation-layer';
import { defaultStageClass, type MediaViewCommonProps } from './media-view-props';
import { useStableCallback } from '../../../lib/use-stable-callback';
import type { Size, ViewTransform } from './viewer-geometry';
import { useViewerText } from './viewer-text';
import type { ViewerMedia } from './viewer-types';
import { ZoomPanStage } from './zoom-pan';

type ImageMedia = Extract<ViewerMedia, { kind: 'image' }>;

/** An image with its annotations on a zoom/pan stage; the blur placeholder shows until the image has loaded. */
export function ImageView({
  media,
  annotations,
  tool = 'none',
  onSelect,
  onCreate,
  transform: transformProp,
  onTransformChange,
  className = defaultStageClass,
}: MediaViewCommonProps & { media: ImageMedia }) {
  const [natural, setNatural] = useState<Size | null>(null);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [ownTransform, setOwnTransform] = useState<ViewTransform | null>(null);
  const transform = transformProp !== undefined ? transformProp : ownTransform;
  const changeTransform = useStableCallback((next: ViewTransform | null) => {
    setOwnTransform(next);
    onTransformChange?.(next);
  });
  const select = useStableCallback((id: string) => onSelect?.(id));
  const create = useStableCallback((shape: AnnotationShape) => onCreate?.({ shape }));

  const size = media.width && media.height ? { width: media.width, height: media.height } : natural;
  const onLoad = (image: HTMLImageElement) => {
    setNatural({ width: image.naturalWidth, height: image.naturalHeight });
    setStatus('loaded');
  };

  if (!size) {
    // Dimensions unknown until the file arrives: show it plainly, then on the stage.
    return (
      <div className={`relative flex items-center justify-center overflow-hidden rounded-xl bg-default ${className}`}>
        <img
          src={media.src}
          alt={media.alt}
          className="max-h-full max-w-full object-contain"
          onLoad={(event) => onLoad(event.currentTarget)}
          onError={() => setStatus('failed')}
        />
        <Status status={status} />
      </div>
    );
  }

  return (
    <ZoomPanStage
      transform={transform}
      onTransformChange={changeTransform}
      contentSize={size}
      panEnabled={tool === 'none'}
      label={media.alt}
      className={`rounded-xl bg-default ${className}`}
      overlay={<Status status={status} />}
    >
      {media.blurDataUrl && status !== 'loaded' ? (
        <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
          <img src={media.blurDataUrl} alt="" className="size-full scale-105 object-fill blur-xl" />
        </div>
      ) : null}
      <img
        src={media.src}
        alt={media.alt}
        width={size.width}
        height={size.height}
        draggable={false}
        decoding="async"
        className={`absolute inset-0 size-full transition-opacity duration-300 ${status === 'loaded' ? 'opacity-100' : 'opacity-0'}`}
        onLoad={(event) => onLoad(event.currentTarget)}
        onError={() => setStatus('failed')}
      />
      <AnnotationLayer
        annotations={annotations}
        width={size.width}
        height={size.height}
        tool={tool}
        onSelect={select}
        onCreate={onCreate ? create : undefined}
      />
    </ZoomPanStage>
  );
}

function Status({ status }: { status: 'loading' | 'loaded' | 'failed' }) {
  const t = useViewerText();
  if (status === 'loaded') return null;
  if (status === 'failed') {
    return (
      <p role="alert" className="absolute inset-x-4 top-4 rounded-lg bg-danger-soft p-3 text-sm text-danger-soft-foreground">
        {t('image.failed')}
      </p>
    );
  }
  return (
    <span role="status" className="absolute top-1/2 left-1/2 -translate-1/2">
      <Spinner />
      <span className="sr-only">{t('image.loading')}</span>
    </span>
  );
}
