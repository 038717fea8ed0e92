/**
 * A creative's version and comments as the viewer takes them (viewer/viewer-types.ts): the media
 * to show (the file itself; an image with its blur placeholder, a video with its poster frame) and
 * the annotated threads as numbered shapes on their page or moment.
 */
import type { CreativeComment, CreativeVersion } from '../../../../../common/schemas/creatives';
import type { MediaAnnotation, ViewerMedia } from '../viewer/viewer-types';

export function viewerMediaOf(version: CreativeVersion, label: string): ViewerMedia {
  const size = { ...(version.width ? { width: version.width } : {}), ...(version.height ? { height: version.height } : {}) };
  if (version.media === 'video') return { kind: 'video', src: version.url, label, poster: version.posterUrl, ...size };
  if (version.media === 'pdf') return { kind: 'pdf', src: version.url, label };
  return { kind: 'image', src: version.url, alt: label, blurDataUrl: version.blurDataUrl, ...size };
}

/** The annotated threads (replies carry none), numbered as the server numbers them. */
export function annotationsOf(comments: readonly CreativeComment[], selectedId: string | null): MediaAnnotation[] {
  return comments.flatMap((c) =>
    c.annotation && c.number !== null && c.parentId === null
      ? [
          {
            id: c.id,
            number: c.number,
            shape: c.annotation.shape,
            page: c.annotation.page,
            timeMs: c.annotation.timeMs,
            resolved: c.resolvedAt !== null,
            selected: c.id === selectedId,
          },
        ]
      : [],
  );
}
