/** The creative viewer's shared types (issue 36): what the screens hand its building blocks. */
import type { AnnotationShape, AnnotationShapeType } from '../../../../../common/schemas/creative-annotations';

/** The annotation tool in use: none (select and pan) or the shape a drag draws. */
export type AnnotationTool = 'none' | AnnotationShapeType;

/** One annotation as the annotation layer draws it. */
export interface ViewerAnnotation {
  id: string;
  /** The comment's number, shown in its pin and in its accessible name ("Markering 3"). */
  number: number;
  /** Keep this object the same between renders when the annotation did not change: each shape is memoised on it. */
  shape: AnnotationShape;
  resolved?: boolean;
  selected?: boolean;
}

/** An annotation on a version's media: also its PDF page (1-based) or video moment (milliseconds). */
export interface MediaAnnotation extends ViewerAnnotation {
  page?: number | undefined;
  timeMs?: number | undefined;
}

/** A new annotation drawn on the media: the shape, with the page or the moment it was drawn on. */
export interface NewAnnotation {
  shape: AnnotationShape;
  page?: number;
  timeMs?: number;
}

/** One version's media, as the viewer shows it. Known dimensions (from the server) let it lay out before the file arrives. */
export type ViewerMedia =
  | { kind: 'image'; src: string; alt: string; width?: number; height?: number; blurDataUrl?: string | null }
  | { kind: 'video'; src: string; label: string; width?: number; height?: number; poster?: string | null }
  | {
      kind: 'pdf';
      src: string;
      label: string;
      /**
       * The file's bytes when they are in memory already (a file just picked, before its upload):
       * the CSP's connect-src does not allow fetching a blob: URL. `src` then only identifies it.
       */
      data?: Uint8Array;
    };
