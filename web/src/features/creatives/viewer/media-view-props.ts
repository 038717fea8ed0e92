import type { ViewTransform } from './viewer-geometry';
import type { AnnotationTool, MediaAnnotation, NewAnnotation } from './viewer-types';

/** What every kind of media view takes (see MediaView). */
export interface MediaViewCommonProps {
  /** The version's annotations on every page and moment: the view shows those of the page or moment shown. */
  annotations: readonly MediaAnnotation[];
  tool?: AnnotationTool;
  onSelect?: (id: string) => void;
  /** A new annotation, with its page (PDF) or moment (video). */
  onCreate?: (annotation: NewAnnotation) => void;
  /** Image and PDF: the zoom and pan, controlled when given (null = fitted). */
  transform?: ViewTransform | null;
  onTransformChange?: (transform: ViewTransform | null) => void;
  /** The picture area's size, e.g. "h-[70vh]" (default "h-[60vh] min-h-72"). */
  className?: string;
}

export const defaultStageClass = 'h-[60vh] min-h-72';
