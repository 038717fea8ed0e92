import { describe, expect, it } from 'vitest';
import type { CreativeComment } from '../../../../../common/schemas/creatives';
import { annotationsOf, nextNumber, shownAnnotations, threadIdOf, threadsOf } from './review-threads';

function comment(id: string, extra: Partial<CreativeComment> = {}): CreativeComment {
  return {
    id,
    versionId: 'v2',
    version: 2,
    parentId: null,
    number: null,
    author: { kind: 'team', userId: 'u1', name: 'Sanne', avatarUrl: null, avatarColor: null },
    body: 'Tekst',
    mentions: [],
    annotation: null,
    internal: false,
    resolvedAt: null,
    resolvedByName: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    editedAt: null,
    mine: true,
    ...extra,
  };
}

const pin = { shape: { type: 'pin' as const, x: 0.5, y: 0.5 } };
const comments = [
  comment('a', { number: 1, annotation: { ...pin, page: 2 } }),
  comment('b'),
  comment('a1', { parentId: 'a' }),
  comment('c', { number: 2, annotation: { ...pin, timeMs: 1200 }, resolvedAt: '2026-01-02T10:00:00.000Z' }),
  comment('orphan', { parentId: 'hidden' }),
];

describe('the review threads', () => {
  it('group replies under their comment, in the order the threads began, without replies to hidden threads', () => {
    const threads = threadsOf(comments);
    expect(threads.map((t) => [t.root.id, t.replies.map((r) => r.id)])).toEqual([
      ['a', ['a1']],
      ['b', []],
      ['c', []],
    ]);
  });

  it('find the thread of a comment or a reply', () => {
    expect(threadIdOf(comments, 'a1')).toBe('a');
    expect(threadIdOf(comments, 'b')).toBe('b');
    expect(threadIdOf(comments, 'elsewhere')).toBeNull();
    expect(threadIdOf(comments, null)).toBeNull();
  });

  it('draw the annotated threads with their number, page, moment and resolved state; the next gets the next number', () => {
    const threads = threadsOf(comments);
    expect(annotationsOf(threads)).toEqual([
      { id: 'a', number: 1, shape: pin.shape, page: 2, timeMs: undefined, resolved: false },
      { id: 'c', number: 2, shape: pin.shape, page: undefined, timeMs: 1200, resolved: true },
    ]);
    expect(nextNumber(threads)).toBe(3);
    expect(nextNumber([])).toBe(1);
  });

  it('mark the selected one (a new object only where the selection changed) and add the drawn one', () => {
    const annotations = annotationsOf(threadsOf(comments));
    const shown = shownAnnotations(annotations, 'c', { annotation: { shape: { type: 'pin', x: 0.1, y: 0.1 } }, number: 3 });
    expect(shown[0]).toBe(annotations[0]);
    expect(shown[1]).toMatchObject({ id: 'c', selected: true });
    expect(shown[2]).toMatchObject({ id: 'draft', number: 3, selected: true });
  });
});
