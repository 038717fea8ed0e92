import { ImageView } from './image-view';
import type { MediaViewCommonProps } from './media-view-props';
import { PdfView } from './pdf-view';
import { VideoView } from './video-view';
import type { ViewerMedia } from './viewer-types';

export interface MediaViewProps extends MediaViewCommonProps {
  media: ViewerMedia;
  /** PDF: the page shown (1-based), controlled when given. */
  page?: number;
  onPageChange?: (page: number) => void;
}

/**
 * One version's media with its annotations: an image or a PDF page on a zoom/pan stage, or a
 * video with native controls (annotated when paused). Selecting an annotation (its `selected`)
 * shows its page or its moment. A new media (another `src`) starts afresh.
 */
export function MediaView({ media, page, onPageChange, ...common }: MediaViewProps) {
  switch (media.kind) {
    case 'image':
      return <ImageView key={media.src} media={media} {...common} />;
    case 'video':
      return <VideoView key={media.src} media={media} {...common} />;
    case 'pdf':
      return <PdfView key={media.src} media={media} page={page} onPageChange={onPageChange} {...common} />;
  }
}
