import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreativeMedia } from '../../../../../common/creative-constants';
import { type MediaBox, percentOf, placeMedia } from './frame-geometry';

interface PreviewMediaProps {
  media: CreativeMedia;
  mediaUrl: string;
  posterUrl?: string | null | undefined;
  width: number;
  height: number;
  box: MediaBox;
}

/**
 * The creative inside its frame's media box (which it fills, or sits in whole with bars): an image,
 * a muted video with its controls and poster, or a PDF page shown as its image.
 */
export function PreviewMedia({ media, mediaUrl, posterUrl, width, height, box }: PreviewMediaProps) {
  const { t } = useTranslation('creatives');
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const reference = { width: 1000, height: 1000 / box.ratio };
  const known = width > 0 && height > 0;
  const style = percentOf(placeMedia(reference, { width, height }, box.fit), reference);
  const className = `absolute max-w-none ${known ? 'object-fill' : 'object-contain'}`;
  const src = media === 'pdf' ? (posterUrl ?? mediaUrl) : mediaUrl;

  if (failedUrl === src)
    return (
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-default p-4 text-center text-sm text-muted">
        <ImageOff aria-hidden="true" className="size-6" />
        {t('preview.media.failed')}
      </div>
    );
  if (media === 'video')
    return (
      <video
        key={src}
        src={src}
        poster={posterUrl ?? undefined}
        muted
        playsInline
        controls
        preload="metadata"
        aria-label={t('preview.media.video')}
        className={className}
        style={style}
        onError={() => setFailedUrl(src)}
      />
    );
  return <img key={src} src={src} alt={t(`preview.media.${media}`)} draggable={false} className={className} style={style} onError={() => setFailedUrl(src)} />;
}
