/**
 * A comment's annotation on a creative version (issue 36): a pin, a rectangle, an arrow or a
 * freehand stroke, in fractions 0–1 of the shown picture's width and height (so it scales with any
 * zoom and any screen), on a page of a PDF (1-based) or at a moment of a video (milliseconds, the
 * paused frame).
 */
import { z } from 'zod';
import { creativeTextLimits } from '../creative-constants.js';
import { fail } from './text-rules.js';

const fraction = z.number({ message: 'CREATIVE_ANNOTATION_INVALID' }).min(0, fail('CREATIVE_ANNOTATION_INVALID')).max(1, fail('CREATIVE_ANNOTATION_INVALID'));
const point = z.tuple([fraction, fraction]);

export const annotationShapeValues = ['pin', 'rect', 'arrow', 'freehand'] as const;
export type AnnotationShapeType = (typeof annotationShapeValues)[number];

export const annotationShape = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('pin'), x: fraction, y: fraction }),
    z
      .object({ type: z.literal('rect'), x: fraction, y: fraction, w: fraction, h: fraction })
      .refine((r) => r.x + r.w <= 1.000001 && r.y + r.h <= 1.000001 && r.w > 0 && r.h > 0, fail('CREATIVE_ANNOTATION_INVALID')),
    z.object({ type: z.literal('arrow'), x1: fraction, y1: fraction, x2: fraction, y2: fraction }),
    z.object({
      type: z.literal('freehand'),
      points: z.array(point).min(2, fail('CREATIVE_ANNOTATION_INVALID')).max(creativeTextLimits.freehandPoints, fail('CREATIVE_ANNOTATION_INVALID')),
    }),
  ],
  { message: 'CREATIVE_ANNOTATION_INVALID' },
);
export type AnnotationShape = z.infer<typeof annotationShape>;

export const annotation = z.object({
  shape: annotationShape,
  /** The PDF page (1-based); absent for an image or a video. */
  page: z.number().int().min(1).max(10_000).optional(),
  /** The video moment in milliseconds (the paused frame); absent for an image or a PDF. */
  timeMs: z
    .number()
    .int()
    .min(0)
    .max(24 * 3600 * 1000)
    .optional(),
});
export type Annotation = z.infer<typeof annotation>;
