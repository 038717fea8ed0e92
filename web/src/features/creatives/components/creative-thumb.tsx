import { FileText, Film, ImageIcon } from 'lucide-react';
import { useState } from 'react';
import type { CreativeMedia } from '../../../../../common/creative-constants';

interface CreativeThumbProps {
  media: CreativeMedia;
  previewUrl: string | null;
  blurDataUrl: string | null;
  /** The picture's own ratio (width / height) when known: the box keeps it within `fit`. */
  className?: string;
}

const icons = { image: ImageIcon, video: Film, pdf: FileText } as const;

/**
 * A creative's preview picture (the server's WebP, ≤ 640 px) over its blur placeholder, which shows
 * until the picture has loaded; without a preview, the kind's icon. Decorative: the card names it.
 */
export function CreativeThumb({ media, previewUrl, blurDataUrl, className = '' }: CreativeThumbProps) {
  const [loaded, setLoaded] = useState(false);
  const Icon = icons[media];
  return (
    <div className={`relative overflow-hidden bg-default ${className}`}>
      {blurDataUrl ? <img src={blurDataUrl} alt="" aria-hidden="true" className="absolute inset-0 size-full scale-110 object-cover blur-md" /> : null}
      {previewUrl ? (
        <img
          src={previewUrl}
          alt=""
          loading="lazy"
          decoding="async"
          onLoad={() => setLoaded(true)}
          className={`relative size-full object-contain transition-opacity duration-300 ${loaded ? 'opacity-100' : 'opacity-0'}`}
        />
      ) : (
        <div className="relative flex size-full items-center justify-center text-muted">
          <Icon aria-hidden="true" className="size-8" />
        </div>
      )}
      {media !== 'image' ? (
        <span className="absolute bottom-1.5 left-1.5 rounded bg-black/60 px-1.5 py-0.5 text-[10px] font-semibold text-white uppercase">{media}</span>
      ) : null}
    </div>
  );
}
