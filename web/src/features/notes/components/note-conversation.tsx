import { Button } from '@heroui/react';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noteLimits } from '../../../../../common/ad-account-constants';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import type { Note, NoteComment } from '../../../../../common/schemas/notes';
import { Avatar } from '../../../components/ui/avatar';
import { CommentComposer } from '../../../components/ui/comment-composer';
import { CommentItem } from '../../../components/ui/comment-item';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import type { PersonOption } from '../../../components/ui/people-select';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useTimeText } from '../../../lib/use-time-text';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useNoteDetail } from '../api/get-note';
import { NoteAssignees } from './note-assignees';

interface NoteConversationProps {
  noteId: string;
  viewer: NoteViewer;
  colleagues: readonly PersonOption[];
  now: Date;
  showAccount: boolean;
  onBack: () => void;
  onEdit: (note: Note) => void;
  onDelete: (note: Note) => void;
}

/**
 * An open note: its details, who is assigned (editable), the conversation (newest reply last,
 * scrolled to it) and the composer. Edit and delete act on the note; one's own replies can be
 * deleted after confirming.
 */
export function NoteConversation({ noteId, viewer, colleagues, now, showAccount, onBack, onEdit, onDelete }: NoteConversationProps) {
  const { t } = useTranslation('notes');
  const { t: tc } = useTranslation();
  const time = useTimeText();
  const errorText = useErrorText();
  const detail = useNoteDetail(noteId);
  const sendComment = useCreateComment(viewer);
  const removeComment = useDeleteComment(viewer);
  const [deleting, setDeleting] = useState<NoteComment | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const commentCount = detail.data?.comments.length ?? 0;

  // Opening a note moves focus to its title (keyboard and screen reader users land in the conversation).
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'nearest' });
  }, [noteId, detail.isSuccess]);

  // The newest reply is at the bottom: keep it in view as replies arrive.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [commentCount, noteId]);

  const back = (
    <Button size="sm" variant="ghost" onPress={onBack} className="self-start lg:hidden">
      <ArrowLeft aria-hidden="true" />
      {t('conversation.back')}
    </Button>
  );

  if (detail.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true" data-testid="note-conversation">
        {back}
        <ListSkeleton rows={3} />
      </div>
    );
  }
  if (detail.isError) {
    const gone = isApiError(detail.error) && detail.error.status === 404;
    return (
      <div className="flex flex-col gap-3" data-testid="note-conversation">
        {back}
        {gone ? (
          <p role="alert" className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">
            {t('conversation.notFound')}
          </p>
        ) : (
          <LoadError message={t('conversation.loadFailed')} error={detail.error} onRetry={() => void detail.refetch()} isRetrying={detail.isFetching} />
        )}
      </div>
    );
  }

  const { note, comments } = detail.data;
  const creatorName = note.creator ? note.creator.name || note.creator.email : tc('unknownUser');
  const details = [
    note.clientName ? t('conversation.client', { name: note.clientName }) : null,
    note.campaignName ? t('card.campaign', { name: note.campaignName }) : null,
  ].filter(Boolean);

  const confirmDeleteComment = () => {
    if (!deleting) return;
    removeComment.mutate(
      { noteId: note.id, commentId: deleting.id },
      {
        onSuccess: () => toast.success(t('comment.done')),
        onError: (error) => toast.danger(t('comment.failed'), { description: errorText(error) }),
        onSettled: () => setDeleting(null),
      },
    );
  };

  return (
    <section
      aria-labelledby={`note-title-${note.id}`}
      data-testid="note-conversation"
      data-note-id={note.id}
      className="flex min-w-0 flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm"
    >
      {back}
      <header className="flex flex-col gap-2">
        <div className="flex items-start gap-2">
          <h3
            id={`note-title-${note.id}`}
            ref={headingRef}
            tabIndex={-1}
            className="min-w-0 flex-1 text-lg font-semibold break-words text-foreground outline-none"
          >
            {note.title}
          </h3>
          <div className="flex shrink-0 gap-1">
            <Button
              size="sm"
              variant="ghost"
              isIconOnly
              aria-label={t('edit.label', { title: note.title })}
              onPress={() => onEdit(note)}
              className="size-8 min-w-8"
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              isIconOnly
              aria-label={t('delete.label', { title: note.title })}
              onPress={() => onDelete(note)}
              className="size-8 min-w-8 text-danger"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
        {showAccount ? (
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted">
            <PlatformIcon platform={note.adAccount.platform} className="size-4" />
            <span className="truncate">{note.adAccount.name}</span>
          </p>
        ) : null}
        {details.length > 0 ? <p className="text-sm break-words text-muted">{details.join(' · ')}</p> : null}
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
          {note.creator ? <Avatar person={note.creator} size="xs" decorative /> : null}
          <span>{t('conversation.createdBy', { name: creatorName })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={note.createdAt} title={time.absolute(note.createdAt)}>
            {time.relative(note.createdAt, now)}
          </time>
        </p>
      </header>
      <NoteAssignees note={note} viewer={viewer} colleagues={colleagues} />
      <div className="flex flex-col gap-3 border-t border-border pt-4">
        <h4 className="text-sm font-semibold text-foreground">{t('conversation.replies', { count: comments.length })}</h4>
        {comments.length === 0 ? (
          <p className="text-sm text-muted">{t('conversation.empty')}</p>
        ) : (
          <ol ref={listRef} aria-label={t('conversation.label')} className="flex max-h-[28rem] flex-col gap-3 overflow-y-auto pr-1" tabIndex={0}>
            {comments.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                isOwn={comment.user?.id === viewer.userId}
                canDelete={comment.user?.id === viewer.userId}
                now={now}
                isDeleting={removeComment.isPending && removeComment.variables.commentId === comment.id}
                onDelete={setDeleting}
                labels={{ you: t('comment.you'), deleteLabel: (when) => t('comment.deleteLabel', { time: when }) }}
                testId="comment-item"
              />
            ))}
          </ol>
        )}
        <CommentComposer
          onSend={(content, callbacks) => sendComment.mutate({ noteId: note.id, content }, callbacks)}
          isSending={sendComment.isPending}
          maxLength={noteLimits.commentMax}
          text={(name) => t(`composer.${name}`)}
          testId="note-composer"
        />
      </div>
      <ConfirmDialog
        isOpen={deleting !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDeleteComment}
        title={t('comment.deleteTitle')}
        confirmLabel={t('comment.confirm')}
        busyLabel={t('comment.busy')}
        isBusy={removeComment.isPending}
      >
        <p>{t('comment.deleteBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
