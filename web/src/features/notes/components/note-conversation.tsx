import { Button } from '@heroui/react';
import { ArrowLeft, CheckCircle2, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { noteLimits } from '../../../../../common/ad-account-constants';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import type { Note, NoteComment } from '../../../../../common/schemas/notes';
import { Avatar } from '../../../components/ui/avatar';
import { CommentComposer } from '../../../components/ui/comment-composer';
import { CommentItem } from '../../../components/ui/comment-item';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import type { CompanyMember } from '../../../../../common/schemas/company';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { inSentence, useTimeText } from '../../../lib/use-time-text';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useNoteDetail } from '../api/get-note';
import { useSetNoteResolved } from '../api/set-note-resolved';
import { useUpdateComment } from '../api/update-comment';
import { useMentionable } from '../../mentions/use-mentionable';
import { NoteAssignees } from './note-assignees';

interface NoteConversationProps {
  noteId: string;
  viewer: NoteViewer;
  /** The company's marketeers and admins (assignees; the viewer's role decides resolving). */
  colleagues: readonly CompanyMember[];
  now: Date;
  showAccount: boolean;
  onBack: () => void;
  onEdit: (note: Note) => void;
  onDelete: (note: Note) => void;
}

/**
 * An open note: its details, who is assigned (editable), the conversation (newest reply last,
 * scrolled to it, or to the message a mention's link names: `comment=<id>`, marked) and the
 * composer with "@" mentions. Edit, delete and resolve ("afgehandeld") act on the note; one's own
 * replies can be edited inline and deleted after confirming. On a narrow screen (< 768 px) the
 * conversation takes the screen, with a back button; on a wide one it sits beside the list and is
 * scrolled into view when opened.
 */
export function NoteConversation({ noteId, viewer, colleagues, now, showAccount, onBack, onEdit, onDelete }: NoteConversationProps) {
  const { t, i18n } = useTranslation('notes');
  const { t: tc } = useTranslation();
  const time = useTimeText();
  const errorText = useErrorText();
  const detail = useNoteDetail(noteId);
  const sendComment = useCreateComment(viewer);
  const removeComment = useDeleteComment(viewer);
  const editComment = useUpdateComment(viewer);
  const resolve = useSetNoteResolved(viewer);
  const people = useMentionable('notes', noteId, detail.data?.note.companyId ?? null);
  const [searchParams] = useSearchParams();
  const wantedComment = searchParams.get('comment');
  const [deleting, setDeleting] = useState<NoteComment | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const commentCount = detail.data?.comments.length ?? 0;
  const hasWantedComment = wantedComment !== null && (detail.data?.comments.some((c) => c.id === wantedComment) ?? false);
  // The named message is marked until it has been seen for a few seconds.
  const [fadedFor, setFadedFor] = useState<string | null>(null);
  const highlighted = hasWantedComment && fadedFor !== wantedComment ? wantedComment : null;

  // Opening a note moves focus to its title (keyboard and screen reader users land in the
  // conversation) and brings the conversation into view: beside the list it may start below the fold.
  useEffect(() => {
    const heading = headingRef.current;
    const section = sectionRef.current;
    if (!heading || !section) return;
    heading.focus({ preventScroll: true });
    const top = section.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.4) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    }
  }, [noteId, detail.isSuccess]);

  // The message a link names is marked for a few seconds (its item scrolls itself into view).
  useEffect(() => {
    if (!hasWantedComment) return;
    const timer = window.setTimeout(() => setFadedFor(wantedComment), 6_000);
    return () => window.clearTimeout(timer);
  }, [hasWantedComment, wantedComment]);

  // The newest reply is at the bottom: keep it in view as replies arrive (not while a named message is shown).
  useEffect(() => {
    const list = listRef.current;
    if (list && !hasWantedComment) list.scrollTop = list.scrollHeight;
  }, [commentCount, noteId, hasWantedComment]);

  const back = (
    <Button size="sm" variant="ghost" onPress={onBack} className="self-start md:hidden">
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
  const viewerRole = colleagues.find((c) => c.id === viewer.userId)?.role;
  const canManage = viewerRole === 'admin' || (note.creator !== null && note.creator.id === viewer.userId);
  const resolvedByName = note.resolvedBy ? (colleagues.find((c) => c.id === note.resolvedBy)?.name ?? tc('unknownUser')) : null;
  const toggleResolved = () =>
    resolve.mutate(
      { id: note.id, resolved: note.resolvedAt === null },
      {
        onSuccess: (saved) => toast.success(saved.resolvedAt ? t('conversation.resolveDone') : t('conversation.reopenDone'), { description: saved.title }),
        onError: (error) => toast.danger(t('conversation.resolveFailed'), { description: errorText(error) }),
      },
    );
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
      ref={sectionRef}
      aria-labelledby={`note-title-${note.id}`}
      data-testid="note-conversation"
      data-note-id={note.id}
      data-resolved={note.resolvedAt ? 'true' : undefined}
      className="fixed inset-0 z-40 flex min-w-0 scroll-mt-4 flex-col gap-4 overflow-y-auto bg-surface p-4 md:static md:z-auto md:overflow-visible md:rounded-2xl md:shadow-sm"
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
            {canManage ? (
              <Button
                size="sm"
                variant={note.resolvedAt ? 'ghost' : 'secondary'}
                aria-label={note.resolvedAt ? t('conversation.reopenLabel') : t('conversation.resolveLabel')}
                onPress={toggleResolved}
                isDisabled={resolve.isPending}
                data-testid="note-resolve"
              >
                {note.resolvedAt ? <RotateCcw aria-hidden="true" className="size-4" /> : <CheckCircle2 aria-hidden="true" className="size-4" />}
                <span className="hidden sm:inline">{note.resolvedAt ? t('conversation.reopen') : t('conversation.resolve')}</span>
              </Button>
            ) : null}
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
              className="size-8 min-w-8 text-muted hover:text-danger focus-visible:text-danger"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>
        {note.resolvedAt ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted" data-testid="note-resolved">
            <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success-soft-foreground">
              <CheckCircle2 aria-hidden="true" className="size-3.5" />
              {t('conversation.resolved')}
            </span>
            {resolvedByName ? (
              <span>{t('conversation.resolvedBy', { name: resolvedByName, time: inSentence(time.relative(note.resolvedAt, now), i18n.language) })}</span>
            ) : null}
          </p>
        ) : null}
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
        {/* The replies: the note's opening message is shown first but is not one (defect 6). */}
        <h4 className="text-sm font-semibold text-foreground" data-testid="note-reply-count">
          {t('conversation.replies', { count: note.commentCount })}
        </h4>
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
                onSaveEdit={(content, callbacks) => editComment.mutate({ noteId: note.id, commentId: comment.id, content }, callbacks)}
                isSavingEdit={editComment.isPending && editComment.variables.commentId === comment.id}
                people={people}
                viewerId={viewer.userId}
                maxLength={noteLimits.commentMax}
                isHighlighted={highlighted === comment.id}
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
          people={people}
          viewerId={viewer.userId}
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
