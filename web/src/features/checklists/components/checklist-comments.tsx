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

interface ChecklistCommentsProps {
  detail: ChecklistDetail;
  companyId: string | null;
  viewerId: string;
  /** Admins may delete anyone's comment. */
  isAdmin: boolean;
  now: Date;
}

/** 'Opmerkingen': oldest first (kept scrolled to the newest), author's avatar, name and time; Ctrl/⌘+Enter sends. */
export function ChecklistComments({ detail, companyId, viewerId, isAdmin, now }: ChecklistCommentsProps) {
  const { t } = useTranslation('checklists');
  const errorText = useErrorText();
  const send = useCreateComment(companyId);
  const remove = useDeleteComment(companyId);
  const [deleting, setDeleting] = useState<ChecklistComment | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const { checklist, comments } = detail;
  const headingId = `comments-${checklist.id}`;

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [comments.length]);

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
              labels={{ you: t('comments.you'), deleteLabel: (when) => t('comments.deleteLabel', { time: when }) }}
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
