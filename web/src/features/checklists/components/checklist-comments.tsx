import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checklistLimits } from '../../../../../common/checklist-constants';
import type { ChecklistComment, ChecklistDetail } from '../../../../../common/schemas/checklists';
import { CommentComposer } from '../../../components/ui/comment-composer';
import { CommentItem } from '../../../components/ui/comment-item';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useUpdateComment } from '../api/update-comment';
import { useMentionable } from '../../mentions/use-mentionable';
import { useSearchParams } from 'react-router';

interface ChecklistCommentsProps {
  detail: ChecklistDetail;
  companyId: string | null;
  viewerId: string;
  /** Admins may delete anyone's comment. */
  isAdmin: boolean;
  now: Date;
}

/**
 * 'Opmerkingen': oldest first (kept scrolled to the newest, or to the comment a mention's link
 * names: `comment=<id>`), author's avatar, name and time; Ctrl/⌘+Enter sends; "@" mentions those
 * who may read the checklist; one's own comment is edited inline ("bewerkt").
 */
export function ChecklistComments({ detail, companyId, viewerId, isAdmin, now }: ChecklistCommentsProps) {
  const { t } = useTranslation('checklists');
  const errorText = useErrorText();
  const send = useCreateComment(companyId);
  const remove = useDeleteComment(companyId);
  const edit = useUpdateComment(companyId);
  const [deleting, setDeleting] = useState<ChecklistComment | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const { checklist, comments } = detail;
  const headingId = `comments-${checklist.id}`;
  const people = useMentionable('checklists', checklist.id, companyId);
  const [searchParams] = useSearchParams();
  const wanted = searchParams.get('comment');
  const hasWanted = wanted !== null && comments.some((c) => c.id === wanted);
  // The named message is marked until it has been seen for a few seconds.
  const [fadedFor, setFadedFor] = useState<string | null>(null);
  const highlighted = hasWanted && fadedFor !== wanted ? wanted : null;

  useEffect(() => {
    if (!hasWanted) return;
    const timer = window.setTimeout(() => setFadedFor(wanted), 6_000);
    return () => window.clearTimeout(timer);
  }, [hasWanted, wanted]);

  useEffect(() => {
    const list = listRef.current;
    if (list && !hasWanted) list.scrollTop = list.scrollHeight;
  }, [comments.length, hasWanted]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { checklistId: checklist.id, commentId: deleting.id },
      {
        onSuccess: () => toast.success(t('comments.deleted')),
        onError: (error) => toast.danger(t('comments.deleteFailed'), { description: errorText(error) }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3" data-testid="checklist-comments">
      <h3 id={headingId} className="text-base font-semibold text-foreground">
        {t('comments.title')} <span className="text-sm font-normal text-muted tabular-nums">({comments.length})</span>
      </h3>
      {comments.length === 0 ? (
        <p className="text-sm text-muted">{t('comments.empty')}</p>
      ) : (
        <ol
          ref={listRef}
          aria-label={t('comments.label', { title: checklist.title })}
          tabIndex={0}
          className="flex max-h-80 min-w-0 flex-col gap-3 overflow-auto pr-1 outline-none focus-visible:ring-2 focus-visible:ring-focus"
        >
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              isOwn={comment.user?.id === viewerId}
              canDelete={comment.user?.id === viewerId || isAdmin}
              now={now}
              onDelete={setDeleting}
              onSaveEdit={(content, callbacks) => edit.mutate({ checklistId: checklist.id, commentId: comment.id, content }, callbacks)}
              isSavingEdit={edit.isPending && edit.variables.commentId === comment.id}
              people={people}
              viewerId={viewerId}
              maxLength={checklistLimits.commentMax}
              isHighlighted={highlighted === comment.id}
              labels={{
                you: t('comments.you'),
                deleteLabel: (when) => t('comments.deleteLabel', { time: when }),
                editLabel: (when) => t('comments.editLabel', { time: when }),
              }}
              testId="checklist-comment"
            />
          ))}
        </ol>
      )}
      <CommentComposer
        onSend={(content, callbacks) => send.mutate({ checklistId: checklist.id, content }, callbacks)}
        isSending={send.isPending}
        maxLength={checklistLimits.commentMax}
        text={(name) => t(`comments.composer.${name}`)}
        people={people}
        viewerId={viewerId}
        testId="comment-composer"
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title={t('comments.deleteTitle')}
        confirmLabel={t('comments.confirm')}
        busyLabel={t('comments.busy')}
        isBusy={remove.isPending}
      >
        <p>{t('comments.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
