/**
 * A version's comments as the review shows them (issue 36): threads (a comment and its replies,
 * one level), numbered like their pins; the annotations the viewer draws; and a version's media as
 * the viewer takes it.
 */
import type { CreativeComment, CreativeVersion } from '../../../../../common/schemas/creatives';
import type { MediaAnnotation, NewAnnotation, ViewerMedia } from '../viewer/viewer-types';

export interface CommentThread {
  root: CreativeComment;
  replies: CreativeComment[];
}

/** The threads in the order they were started; a reply whose thread the reader cannot see is left out. */
export function threadsOf(comments: readonly CreativeComment[]): CommentThread[] {
  const threads = new Map<string, CommentThread>();
  for (const comment of comments) if (comment.parentId === null) threads.set(comment.id, { root: comment, replies: [] });
  for (const comment of comments) if (comment.parentId !== null) threads.get(comment.parentId)?.replies.push(comment);
  return [...threads.values()];
}

/** The thread a comment belongs to (its own id for a thread's first comment), or null when it is not among them. */
export function threadIdOf(comments: readonly CreativeComment[], id: string | null): string | null {
  if (id === null) return null;
  const comment = comments.find((candidate) => candidate.id === id);
  if (!comment) return null;
  return comment.parentId ?? comment.id;
}

/** The annotations of the threads that have one, each as the viewer draws it (made once per thread list). */
export function annotationsOf(threads: readonly CommentThread[]): MediaAnnotation[] {
  const annotations: MediaAnnotation[] = [];
  for (const { root } of threads) {
    if (!root.annotation || root.number === null) continue;
    annotations.push({
      id: root.id,
      number: root.number,
      shape: root.annotation.shape,
      page: root.annotation.page,
      timeMs: root.annotation.timeMs,
      resolved: root.resolvedAt !== null,
    });
  }
  return annotations;
}

/** The number the next annotation of this version gets. */
export function nextNumber(threads: readonly CommentThread[]): number {
  return threads.reduce((max, { root }) => Math.max(max, root.number ?? 0), 0) + 1;
}

export const draftAnnotationId = 'draft';

/**
 * The annotations with the selected one marked and the drawn one (not yet saved) added: only those
 * whose selection changed become new objects, so the others' shapes are not drawn again.
 */
export function shownAnnotations(
  annotations: readonly MediaAnnotation[],
  selectedId: string | null,
  draft: { annotation: NewAnnotation; number: number } | null,
): MediaAnnotation[] {
  const shown = annotations.map((annotation) =>
    (annotation.id === selectedId) === (annotation.selected ?? false) ? annotation : { ...annotation, selected: !annotation.selected },
  );
  if (draft) shown.push({ id: draftAnnotationId, number: draft.number, ...draft.annotation, selected: true });
  return shown;
}

/** A version's file as the viewer shows it (its size known from the server, so it lays out before the file arrives). */
export function viewerMediaOf(version: CreativeVersion, label: string): ViewerMedia {
  const size = version.width && version.height ? { width: version.width, height: version.height } : {};
  if (version.media === 'image') return { kind: 'image', src: version.url, alt: label, blurDataUrl: version.blurDataUrl, ...size };
  if (version.media === 'video') return { kind: 'video', src: version.url, label, poster: version.posterUrl, ...size };
  return { kind: 'pdf', src: version.url, label };
}

/** Where an annotation is: its PDF page or video moment ("Pagina 2", "0:12"), for the thread's heading. */
export function annotationPlace(comment: CreativeComment): { page: number } | { timeMs: number } | null {
  if (comment.annotation?.page !== undefined) return { page: comment.annotation.page };
  if (comment.annotation?.timeMs !== undefined) return { timeMs: comment.annotation.timeMs };
  return null;
}
