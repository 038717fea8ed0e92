import { memo, useCallback } from 'react';
import type { AnnotationShape } from '../../../../../common/schemas/creative-annotations';
import { useLatest } from '../../../lib/use-latest';
import { DrawSurface } from './annotation-draft';
import { AnnotationShapeView } from './annotation-shapes';
import { useViewerText } from './viewer-text';
import type { AnnotationTool, ViewerAnnotation } from './viewer-types';

export interface AnnotationLayerProps {
  /** The annotations to draw (already filtered to the page or the video moment shown). */
  annotations: readonly ViewerAnnotation[];
  /** The picture's size at scale 1 (the stage's content size): the layer's coordinate system. */
  width: number;
  height: number;
  /** With a drawing tool, a drag draws a new shape; with 'none' (the default), shapes are selected. */
  tool?: AnnotationTool;
  onSelect?: (id: string) => void;
  /** A new shape in fractions 0–1 (clamped; a freehand stroke simplified to at most 1,000 points). */
  onCreate?: (shape: AnnotationShape) => void;
}

/**
 * The annotations over a picture, as an SVG laid over it at its size (inside the stage's
 * transformed wrapper, so zoom and pan never render it again). Each shape is memoised on its
 * plain props; the shape being drawn lives in its own component. Callbacks may change between
 * renders without rendering the shapes again.
 */
export const AnnotationLayer = memo(function AnnotationLayer({ annotations, width, height, tool = 'none', onSelect, onCreate }: AnnotationLayerProps) {
  const t = useViewerText();
  const latestSelect = useLatest(onSelect);
  const latestCreate = useLatest(onCreate);
  const select = useCallback((id: string) => latestSelect.current?.(id), [latestSelect]);
  const create = useCallback((shape: AnnotationShape) => latestCreate.current?.(shape), [latestCreate]);
  // The selected ones last, so they are drawn on top.
  const ordered = annotations.some((annotation) => annotation.selected)
    ? [...annotations.filter((annotation) => !annotation.selected), ...annotations.filter((annotation) => annotation.selected)]
    : annotations;
  return (
    <svg
      className="pointer-events-none absolute inset-0 size-full overflow-visible"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="group"
      aria-label={t('annotations.label')}
    >
      {ordered.map(({ id, number, shape, resolved = false, selected = false }) => (
        <AnnotationShapeView
          key={id}
          id={id}
          number={number}
          shape={shape}
          resolved={resolved}
          selected={selected}
          width={width}
          height={height}
          label={t(resolved ? 'annotations.shapeResolved' : 'annotations.shape', { number })}
          onSelect={select}
        />
      ))}
      {tool !== 'none' && onCreate ? <DrawSurface tool={tool} width={width} height={height} onCreate={create} /> : null}
    </svg>
  );
});
