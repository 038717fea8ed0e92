import { Button } from '@heroui/react';
import { Check, Lock, MessageSquare, Reply, RotateCcw } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { creativeTextLimits } from '../../../../../common/creative-constants';
import type { Person } from '../../../../../common/schemas/ad-accounts';
import type { CreativeComment } from '../../../../../common/schemas/creatives';
import { CommentItem, type CommentItemComment } from '../../../components/ui/comment-item';
import { formatVideoTime } from '../viewer/video-time';
import { CommentForm, type SendReviewComment } from './comment-form';
import { annotationPlace, type CommentThread } from './review-threads';
import type { ReviewSide } from './review-side';

/** A review comment as the shared comment item shows it (its author as a person; a contact has no account). */
export interface ReviewCommentItem extends CommentItemComment {
  source: CreativeComment;
}

export function commentItemOf(comment: CreativeComment): ReviewCommentItem {
  const { author } = comment;
  return {
    id: comment.id,
    content: comment.body,
    createdAt: comment.createdAt,
    editedAt: comment.editedAt,
    mentions: comment.mentions,
    user: { id: author.userId ?? comment.id, name: author.name, email: '', avatarUrl: author.avatarUrl, avatarColor: author.avatarColor },
    source: comment,
  };
}

/** The thread's name: "Markering 3" for one on the picture, else "Algemene opmerking". */
export function useThreadTitle() {
  const { t } = useTranslation('creatives');
  return (root: CreativeComment) => (root.number !== null ? t('comments.numbered', { number: root.number }) : t('comments.general'));
}

interface CommentThreadViewProps {
  thread: CommentThread;
  side: ReviewSide;
  selected: boolean;
  /** The comment the address names (marked and scrolled to). */
  highlightedId: string | null;
  now: Date;
  people: readonly Person[];
  viewerId: string;
  /** The handlers take the thread's id, so the list passes the same functions to every thread (memoised threads). */
  onSelect: (threadId: string) => void;
  onResolve: (threadId: string, resolved: boolean) => void;
  isResolving: boolean;
  onReply: (threadId: string, ...send: Parameters<SendReviewComment>) => void;
  isReplying: boolean;
  onSaveEdit: (comment: CreativeComment, body: string, callbacks: { onSuccess: () => void; onError: (cause: unknown) => void }) => void;
  savingEditId: string | null;
  onDelete: (comment: CreativeComment, replies: number) => void;
  deletingId: string | null;
}

/** The same thread (its comments the same objects: the query keeps what did not change) and the same other props. */
function sameThreadProps(before: CommentThreadViewProps, after: CommentThreadViewProps): boolean {
  const [a, b] = [before.thread, after.thread];
  const sameThread = a.root === b.root && a.replies.length === b.replies.length && a.replies.every((reply, i) => reply === b.replies[i]);
  return sameThread && (Object.keys(after) as (keyof CommentThreadViewProps)[]).every((key) => key === 'thread' || before[key] === after[key]);
}

/**
 * One thread: its number (the pin's) or "Algemene opmerking" — pressing it selects the pin —, where
 * it is (PDF page, video moment), "Intern" and "Opgelost" marks, the comment and its replies (one's
 * own edited inline or deleted), "Reageren" and "Oplossen" / "Heropenen" (not in "Bekijk als klant":
 * there it is only read).
 */
export const CommentThreadView = memo(function CommentThreadView(props: CommentThreadViewProps) {
  const { thread, side, selected, highlightedId, now, people, viewerId, onSelect, onResolve, isResolving } = props;
  const { t } = useTranslation('creatives');
  const title = useThreadTitle();
  const [replying, setReplying] = useState(false);
  const { root, replies } = thread;
  const resolved = root.resolvedAt !== null;
  const place = annotationPlace(root);
  const name = title(root);
  const badge = selected ? 'bg-blue-600' : resolved ? 'bg-zinc-500' : 'bg-rose-600';

  // The preview reads as the client: nothing there is the reader's own (the server says so too).
  const ownComment = (comment: CreativeComment) => side !== 'preview' && comment.mine;
  const item = (comment: CreativeComment) => (
    <CommentItem
      key={comment.id}
      comment={commentItemOf(comment)}
      isOwn={ownComment(comment)}
      canDelete={ownComment(comment)}
      now={now}
      isDeleting={props.deletingId === comment.id}
      onDelete={(shown) => props.onDelete(shown.source, comment.id === root.id ? replies.length : 0)}
      onSaveEdit={(body, callbacks) => props.onSaveEdit(comment, body, callbacks)}
      isSavingEdit={props.savingEditId === comment.id}
      people={people}
      viewerId={viewerId}
      maxLength={creativeTextLimits.comment}
      isHighlighted={highlightedId === comment.id}
      labels={{
        you: t('comments.you'),
        deleteLabel: (when) => t('comments.deleteLabel', { time: when }),
        editLabel: (when) => t('comments.editLabel', { time: when }),
      }}
      testId="creative-comment"
    />
  );

  return (
    <li
      className={`flex min-w-0 flex-col gap-2 rounded-xl border p-3 ${selected ? 'border-accent bg-surface ring-1 ring-accent' : 'border-border bg-surface'}`}
      data-testid="comment-thread"
      data-thread-id={root.id}
      data-resolved={resolved || undefined}
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={() => onSelect(root.id)}
          aria-pressed={selected}
          className="inline-flex min-w-0 items-center gap-2 rounded-lg py-0.5 pr-1 text-left text-sm font-medium text-foreground outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus"
        >
          {root.number !== null ? (
            <span
              aria-hidden="true"
              className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold text-white ${badge}`}
            >
              {root.number}
            </span>
          ) : (
            <MessageSquare aria-hidden="true" className="size-4 shrink-0 text-muted" />
          )}
          <span className="truncate">{name}</span>
        </button>
        {place ? (
          <span className="text-xs text-muted tabular-nums">
            {'page' in place ? t('comments.page', { page: place.page }) : t('comments.at', { time: formatVideoTime(place.timeMs) })}
          </span>
        ) : null}
        {root.internal ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning-soft-foreground">
            <Lock aria-hidden="true" className="size-3" />
            {t('comments.internal')}
          </span>
        ) : null}
        {resolved ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success-soft-foreground">
            <Check aria-hidden="true" className="size-3" />
            {root.resolvedByName ? t('comments.resolvedBy', { name: root.resolvedByName }) : t('comments.resolved')}
          </span>
        ) : null}
      </div>
      <ul className="flex min-w-0 flex-col gap-2">{item(root)}</ul>
      {replies.length > 0 ? <ul className="ml-6 flex min-w-0 flex-col gap-2 border-l border-border pl-3">{replies.map(item)}</ul> : null}
      {side === 'preview' ? null : (
        <div className="flex flex-wrap gap-1">
          <Button
            size="sm"
            variant="ghost"
            onPress={() => setReplying((open) => !open)}
            aria-expanded={replying}
            aria-label={t('comments.replyLabel', { thread: name })}
          >
            <Reply aria-hidden="true" className="size-4" />
            {t('comments.reply')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onPress={() => onResolve(root.id, !resolved)}
            isDisabled={isResolving}
            aria-label={resolved ? t('comments.reopenLabel', { thread: name }) : t('comments.resolveLabel', { thread: name })}
            data-testid={resolved ? 'comment-reopen' : 'comment-resolve'}
          >
            {resolved ? <RotateCcw aria-hidden="true" className="size-4" /> : <Check aria-hidden="true" className="size-4" />}
            {resolved ? t('comments.reopen') : t('comments.resolve')}
          </Button>
        </div>
      )}
      {replying ? (
        <CommentForm
          kind="reply"
          side={side}
          texts="replyComposer"
          people={people}
          viewerId={viewerId}
          isSending={props.isReplying}
          onSend={(body, internal, callbacks) =>
            props.onReply(root.id, body, internal, {
              onSuccess: () => {
                callbacks.onSuccess();
                setReplying(false);
              },
              onError: callbacks.onError,
            })
          }
          testId="comment-reply"
        />
      ) : null}
    </li>
  );
}, sameThreadProps);
