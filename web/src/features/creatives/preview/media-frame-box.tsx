import type { MediaBox } from './frame-geometry';
import { PreviewMedia } from './preview-media';
import type { AdPreviewProps } from './preview-types';

type MediaFrameBoxProps = Pick<AdPreviewProps, 'media' | 'mediaUrl' | 'posterUrl' | 'width' | 'height'> & { box: MediaBox };

/** A feed post's media area in its box's ratio, dark bars where the creative is letterboxed. */
export function MediaFrameBox({ box, ...media }: MediaFrameBoxProps) {
  return (
    <div className="relative w-full overflow-hidden bg-black" style={{ aspectRatio: box.ratio }} data-letterboxed={box.letterboxed || undefined}>
      <PreviewMedia {...media} box={box} />
    </div>
  );
}
