import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { type CreativeReader, creativeCommentsQueryOptions } from '../api/creatives-api';

interface LinkedCommentInput {
  reader: CreativeReader;
  creativeId: string;
  /** `comment=` of the address, or null. */
  commentId: string | null;
  /** `version=` of the address: when given, the comment is looked for there only (no search). */
  askedVersion: number | null;
  /** The reader's versions, newest last. */
  versions: readonly number[];
  /** The comment is on this (older) version: show it. */
  onFound: (version: number) => void;
  /** On no version the reader may see (deleted, or internal for a client). */
  onMissing: () => void;
}

/**
 * A notification's link names a comment, not its version (`?creative=…&comment=…`): the versions'
 * comments are read newest first (the cache the viewer uses) until one has it. Answers whether it
 * is still looking.
 */
export function useLinkedCommentVersion({ reader, creativeId, commentId, askedVersion, versions, onFound, onMissing }: LinkedCommentInput): boolean {
  const queryClient = useQueryClient();
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const found = useEffectEvent(onFound);
  const missing = useEffectEvent(onMissing);
  const order = [...versions].sort((a, b) => b - a).join(',');
  const searching = commentId !== null && askedVersion === null && doneFor !== commentId;

  useEffect(() => {
    if (!searching || commentId === null) return;
    let cancelled = false;
    void (async () => {
      for (const version of order.split(',').map(Number)) {
        try {
          const { comments } = await queryClient.fetchQuery(creativeCommentsQueryOptions(reader, creativeId, version));
          if (cancelled) return;
          if (comments.some((comment) => comment.id === commentId)) {
            setDoneFor(commentId);
            if (version !== Number(order.split(',')[0])) found(version);
            return;
          }
        } catch {
          if (cancelled) return;
        }
      }
      if (cancelled) return;
      setDoneFor(commentId);
      missing();
    })();
    return () => {
      cancelled = true;
    };
  }, [searching, commentId, order, reader, creativeId, queryClient]);

  return searching;
}
