import { Button } from '@heroui/react';
import { History } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mentionsAsText } from '../../../../../common/mentions';
import type { CreativeComment, CreativeCommentsResponse, CreativeDetail } from '../../../../../common/schemas/creatives';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { focusWhenReady } from '../../../lib/focus-when-ready';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useNow } from '../../../lib/use-now';
import { useStableCallback } from '../../../lib/use-stable-callback';
import { useSession } from '../../auth/hooks/use-session';
import { useAddComment, useCreativeMentionable, useDeleteComment, useUpdateComment } from '../api/creatives-api';
import type { NewAnnotation } from '../viewer/viewer-types';
import { CommentForm, type SendReviewComment } from './comment-form';
import { CommentThreadView, useThreadTitle } from './comment-thread';
import { PreviewNote } from './preview-note';
import type { CommentThread } from './review-threads';
import type { ReviewSide } from './review-side';

export interface CommentDraft {
  annotation: NewAnnotation;
  number: number;
}

interface CommentsPanelProps {
  /** The active company (null in "Bekijk als klant", which writes nothing). */
  companyId: string | null;
  creative: CreativeDetail;
  side: ReviewSide;
  version: number;
  query: { data: CreativeCommentsResponse | undefined; isPending: boolean; isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };
  threads: readonly CommentThread[];
  selectedThreadId: string | null;
  highlightedId: string | null;
  onSelectThread: (id: string) => void;
  /** A shape drawn on the picture, waiting for its comment. */
  draft: CommentDraft | null;
  onCancelDraft: () => void;
  /** A comment was added (the new thread is selected). */
  onAdded: (comment: CreativeComment) => void;
  /** A thread still open from the version before: show it there. */
  onOpenCarried: (comment: CreativeComment) => void;
}

/**
 * The comments of the version shown: the drawn shape's comment being written (Escape cancels),
 * the threads numbered like their pins, the threads still open from the version before ("Nog open
 * uit versie N"), and a general comment. The team's comments may be internal and mention colleagues.
 * In "Bekijk als klant" (`side` 'preview') the threads are only read.
 */
export function CommentsPanel(props: CommentsPanelProps) {
  const { companyId, creative, side, version, query, threads, draft } = props;
  const { t } = useTranslation('creatives');
  const errorText = useErrorText();
  const title = useThreadTitle();
  const now = useNow();
  const viewerId = useSession().me?.user.id ?? '';
  const mentionable = useCreativeMentionable(companyId, creative.id, side === 'team');
  const people = useMemo(() => (side === 'team' ? (mentionable.data?.people ?? []) : []), [side, mentionable.data]);
  // The client's portal users are offered where the client sees the comment: not in an internal thread.
  const clientUserIds = useMemo(() => new Set(mentionable.data?.clientUserIds ?? []), [mentionable.data]);
  const teamPeople = useMemo(() => people.filter((person) => !clientUserIds.has(person.id)), [people, clientUserIds]);
  const add = useAddComment(companyId, creative.id);
  const update = useUpdateComment(companyId, creative.id);
  const remove = useDeleteComment(companyId, creative.id);
  const [deleting, setDeleting] = useState<{ comment: CreativeComment; replies: number } | null>(null);
  const draftRef = useRef<HTMLDivElement>(null);
  const carried = query.data?.carriedOver ?? [];
  // A shape just drawn: its comment is written next (the text area takes the focus).
  useEffect(() => {
    if (draft) focusWhenReady(() => draftRef.current?.querySelector('textarea'));
  }, [draft]);
  const failed = (cause: unknown) => toast.danger(t('comments.failed'), { description: errorText(cause) });

  const send = (
    input: { body: string; internal: boolean; annotation?: NewAnnotation; parentId?: string },
    callbacks: { onSuccess: () => void; onError: (cause: unknown) => void },
  ) =>
    add.mutate(
      { version, body: input.body, internal: input.internal, annotation: input.annotation ?? null, parentId: input.parentId ?? null },
      {
        onSuccess: (comment) => {
          callbacks.onSuccess();
          if (comment && !input.parentId) props.onAdded(comment);
        },
        onError: callbacks.onError,
      },
    );

  // The same functions on every render: a change elsewhere (a tool chosen, a shape drawn) re-renders none of the threads.
  const selectThread = useStableCallback((threadId: string) => props.onSelectThread(threadId));
  const resolveThread = useStableCallback((threadId: string, resolved: boolean) => update.mutate({ commentId: threadId, resolved }, { onError: failed }));
  const reply = useStableCallback((threadId: string, ...[body, internal, callbacks]: Parameters<SendReviewComment>) =>
    send({ body, internal, parentId: threadId }, callbacks),
  );
  const saveEdit = useStableCallback((comment: CreativeComment, body: string, callbacks: { onSuccess: () => void; onError: (cause: unknown) => void }) =>
    update.mutate({ commentId: comment.id, body }, callbacks),
  );
  const askDelete = useStableCallback((comment: CreativeComment, replies: number) => setDeleting({ comment, replies }));

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.comment.id, {
      onSuccess: () => toast.success(t('comments.deleted')),
      onError: failed,
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <section aria-labelledby="review-comments-title" className="flex min-w-0 flex-col gap-3" data-testid="review-comments">
      <h2 id="review-comments-title" className="text-base font-semibold text-foreground">
        {t('comments.title')} {query.data ? <span className="text-sm font-normal text-muted tabular-nums">({threads.length})</span> : null}
      </h2>

      {draft ? (
        <div
          ref={draftRef}
          className="flex flex-col gap-2 rounded-xl border-2 border-accent bg-surface p-3"
          data-testid="annotation-draft"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            event.stopPropagation();
            props.onCancelDraft();
          }}
        >
          <div className="flex items-center justify-between gap-2">
            <h3 className="flex items-center gap-2 text-sm font-medium text-foreground">
              <span aria-hidden="true" className="inline-flex size-6 items-center justify-center rounded-full bg-blue-600 text-xs font-semibold text-white">
                {draft.number}
              </span>
              {t('comments.draft.title', { number: draft.number })}
            </h3>
            <Button size="sm" variant="ghost" onPress={props.onCancelDraft} data-testid="annotation-draft-cancel">
              {t('comments.draft.cancel')}
            </Button>
          </div>
          <CommentForm
            key={`${draft.number}`}
            kind="thread"
            side={side}
            texts="draft"
            number={draft.number}
            people={people}
            clientUserIds={clientUserIds}
            viewerId={viewerId}
            isSending={add.isPending}
            onSend={(body, internal, callbacks) => send({ body, internal, annotation: draft.annotation }, callbacks)}
            testId="annotation-composer"
          />
        </div>
      ) : null}

      {query.isPending ? <ListSkeleton rows={2} /> : null}
      {query.isError && !query.data ? (
        <LoadError message={t('comments.loadFailed')} error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : null}
      {query.data && threads.length === 0 && !draft ? (
        <div className="rounded-xl border border-dashed border-border px-3 py-4 text-sm">
          <p className="font-medium text-foreground">{t('comments.empty')}</p>
          {side === 'preview' ? null : <p className="mt-1 text-muted">{t('comments.emptyHint')}</p>}
        </div>
      ) : null}
      {threads.length > 0 ? (
        <ol aria-label={t('comments.list', { version })} className="flex min-w-0 flex-col gap-3" data-testid="comment-threads">
          {threads.map((thread) => (
            <CommentThreadView
              key={thread.root.id}
              thread={thread}
              side={side}
              selected={props.selectedThreadId === thread.root.id}
              highlightedId={props.highlightedId}
              now={now}
              people={thread.root.internal ? teamPeople : people}
              viewerId={viewerId}
              onSelect={selectThread}
              onResolve={resolveThread}
              isResolving={update.isPending && update.variables.commentId === thread.root.id}
              onReply={reply}
              isReplying={add.isPending && add.variables.parentId === thread.root.id}
              onSaveEdit={saveEdit}
              savingEditId={update.isPending && update.variables.body !== undefined ? update.variables.commentId : null}
              onDelete={askDelete}
              deletingId={remove.isPending ? (remove.variables ?? null) : null}
            />
          ))}
        </ol>
      ) : null}

      {carried.length > 0 ? (
        <section aria-labelledby="review-carried-title" className="flex flex-col gap-2 rounded-xl bg-default/60 p-3" data-testid="carried-over">
          <h3 id="review-carried-title" className="flex items-center gap-2 text-sm font-semibold text-foreground">
            <History aria-hidden="true" className="size-4" />
            {t('comments.carried.title', { version: version - 1 })}
          </h3>
          <p className="text-xs text-muted">{t('comments.carried.hint', { version: version - 1 })}</p>
          <ul className="flex flex-col gap-1">
            {carried.map((comment) => (
              <li key={comment.id}>
                <button
                  type="button"
                  onClick={() => props.onOpenCarried(comment)}
                  className="flex w-full min-w-0 flex-col rounded-lg px-2 py-1.5 text-left outline-none hover:bg-surface focus-visible:ring-2 focus-visible:ring-focus"
                  aria-label={t('comments.carried.open', { thread: title(comment), version: comment.version })}
                  data-testid="carried-comment"
                >
                  <span className="text-sm font-medium text-foreground">
                    {title(comment)} · {comment.author.name}
                  </span>
                  <span className="line-clamp-2 text-sm text-muted">{mentionsAsText(comment.body, comment.mentions, t('comments.unknownPerson'))}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {side === 'preview' ? (
        <PreviewNote kind="comments" />
      ) : (
        <div className="flex flex-col gap-1 border-t border-border pt-3">
          <h3 className="text-sm font-medium text-foreground">{t('comments.composer.label')}</h3>
          <CommentForm
            kind="thread"
            side={side}
            texts="composer"
            people={people}
            clientUserIds={clientUserIds}
            viewerId={viewerId}
            isSending={add.isPending}
            onSend={(body, internal, callbacks) => send({ body, internal }, callbacks)}
            testId="comment-composer"
          />
        </div>
      )}

      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title={t('comments.deleteTitle')}
        confirmLabel={t('comments.deleteConfirm')}
        busyLabel={t('comments.deleteBusy')}
        isBusy={remove.isPending}
      >
        <p>{deleting && deleting.replies > 0 ? t('comments.deleteBodyThread', { count: deleting.replies }) : t('comments.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
