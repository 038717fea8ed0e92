import { Button, Description, FieldError, Label, TextArea, TextField } from '@heroui/react';
import { SendHorizontal, Trash2 } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checklistLimits } from '../../../../../common/checklist-constants';
import type { ChecklistComment, ChecklistDetail } from '../../../../../common/schemas/checklists';
import { Avatar } from '../../../components/ui/avatar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { focusWhenReady } from '../../../lib/focus-when-ready';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useTimeText } from '../../../lib/use-time-text';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

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
  const { t: tc } = useTranslation();
  const time = useTimeText();
  const errorText = useErrorText();
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
        <ol ref={listRef} aria-label={t('comments.label', { title: checklist.title })} tabIndex={0} className="flex max-h-80 min-w-0 flex-col gap-3 overflow-auto pr-1 outline-none focus-visible:ring-2 focus-visible:ring-focus">
          {comments.map((comment) => {
            const isOwn = comment.user?.id === viewerId;
            const author = comment.user ? comment.user.name || comment.user.email : tc('unknownUser');
            const when = time.relative(comment.createdAt, now);
            return (
              <li key={comment.id} className="flex min-w-0 items-start gap-2.5" data-testid="checklist-comment">
                <Avatar person={comment.user ?? { name: author }} size="sm" decorative />
                <div className={`min-w-0 flex-1 rounded-xl px-3 py-2 ${isOwn ? 'bg-accent-soft/50' : 'bg-default'}`}>
                  <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
                    <span className="font-medium text-foreground">{author}</span>
                    {isOwn ? <span className="text-muted">{t('comments.you')}</span> : null}
                    <time dateTime={comment.createdAt} title={time.absolute(comment.createdAt)} className="text-muted">
                      {when}
                    </time>
                  </p>
                  <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-foreground">{comment.content}</p>
                </div>
                {isOwn || isAdmin ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    isIconOnly
                    aria-label={t('comments.deleteLabel', { time: when })}
                    onPress={() => setDeleting(comment)}
                    className="size-8 min-w-8 shrink-0 text-danger"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
      <CommentComposer checklistId={checklist.id} companyId={companyId} />
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

/** Writing a comment: Enter is a new line, Ctrl+Enter (⌘+Enter on a Mac) or the button sends it. A failed send keeps the text. */
function CommentComposer({ checklistId, companyId }: { checklistId: string; companyId: string | null }) {
  const { t } = useTranslation('checklists');
  const errorText = useErrorText();
  const send = useCreateComment(companyId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    if (send.isPending) return;
    setError(null);
    send.mutate(
      { checklistId, content },
      {
        onSuccess: () => {
          setContent('');
          focusWhenReady(() => inputRef.current);
        },
        onError: (cause) => {
          setError(errorText(cause));
          focusWhenReady(() => inputRef.current);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2" data-testid="comment-composer">
      <TextField value={content} onChange={setContent} isInvalid={Boolean(error)} validationBehavior="aria" fullWidth name="content">
        <Label className="sr-only">{t('comments.composer.label')}</Label>
        <TextArea
          ref={inputRef}
          rows={2}
          maxLength={checklistLimits.commentMax}
          placeholder={t('comments.composer.placeholder')}
          onKeyDown={onKeyDown}
          variant="secondary"
          fullWidth
          className="min-h-16 resize-y"
        />
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 flex-1">
            <FieldError>{error}</FieldError>
            {error ? null : <Description>{isMac ? t('comments.composer.hintMac') : t('comments.composer.hint')}</Description>}
          </div>
          <Button type="submit" size="sm" variant="primary" isDisabled={send.isPending}>
            <SendHorizontal aria-hidden="true" />
            {send.isPending ? t('comments.composer.sending') : t('comments.composer.send')}
          </Button>
        </div>
      </TextField>
    </form>
  );
}
