import { Button, Description, FieldError } from '@heroui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { composeMentions, editableMessage, mentionsStillIn, type ResolvedMention } from '../../../../common/mentions';
import type { Person } from '../../../../common/schemas/ad-accounts';
import { focusWhenReady } from '../../lib/focus-when-ready';
import { useErrorText } from '../../lib/use-error-text';
import { useTimeText } from '../../lib/use-time-text';
import { Avatar } from './avatar';
import type { SendComment } from './comment-composer';
import { MentionField, type MentionDraft } from './mention-field';
import { MessageText } from './message-text';

/** What a comment needs to be shown: a note's reply and a checklist's comment both fit. */
export interface CommentItemComment {
  id: string;
  content: string;
  createdAt: string;
  /** Set when its author edited it ("bewerkt"). */
  editedAt: string | null;
  mentions: ResolvedMention[];
  /** Null when the author's account is gone. */
  user: Person | null;
}

interface CommentItemProps<C extends CommentItemComment> {
  comment: C;
  isOwn: boolean;
  /** Whether the delete button shows (one's own, or an admin's right). */
  canDelete: boolean;
  now: Date;
  /** Dimmed, its button disabled, while it is being deleted. */
  isDeleting?: boolean;
  onDelete: (comment: C) => void;
  /** Saving one's own edit (given only where editing is possible); the text goes with its mention tokens. */
  onSaveEdit?: SendComment;
  isSavingEdit?: boolean;
  /** Who may be mentioned while editing. */
  people?: readonly Person[];
  viewerId?: string;
  maxLength?: number;
  /** Scrolled to and marked (a notification's `comment` parameter). */
  isHighlighted?: boolean;
  /** The feature's texts: the mark after one's own name and the delete (and edit) button's label (given when it was written). */
  labels: { you: string; deleteLabel: (when: string) => string; editLabel?: (when: string) => string };
  testId: string;
}

/**
 * One comment: the author's avatar and name, when (and "bewerkt"), the text as written with its
 * mentions as chips and, where allowed, edit (one's own: inline, Enter saves, Escape cancels) and
 * delete. The buttons show on hover and on keyboard focus, and always on touch screens.
 */
export function CommentItem<C extends CommentItemComment>({
  comment,
  isOwn,
  canDelete,
  now,
  isDeleting = false,
  onDelete,
  onSaveEdit,
  isSavingEdit = false,
  people = [],
  viewerId = '',
  maxLength = 4000,
  isHighlighted = false,
  labels,
  testId,
}: CommentItemProps<C>) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('mentions');
  const time = useTimeText();
  const errorText = useErrorText();
  const [draft, setDraft] = useState<MentionDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const editRef = useRef<HTMLTextAreaElement>(null);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const author = comment.user ? comment.user.name || comment.user.email : t('unknownUser');
  const when = time.relative(comment.createdAt, now);
  const canEdit = isOwn && onSaveEdit !== undefined;

  useEffect(() => {
    if (!isHighlighted) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    itemRef.current?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
  }, [isHighlighted]);

  const startEdit = () => {
    setError(null);
    setDraft(editableMessage(comment.content, comment.mentions, tm('unknown')));
    focusWhenReady(() => editRef.current);
  };
  const cancelEdit = () => {
    setDraft(null);
    setError(null);
    focusWhenReady(() => editButtonRef.current);
  };
  const saveEdit = () => {
    if (!draft || !onSaveEdit || isSavingEdit) return;
    setError(null);
    onSaveEdit(composeMentions(draft.text, mentionsStillIn(draft.text, draft.chosen)), {
      onSuccess: () => {
        setDraft(null);
        focusWhenReady(() => editButtonRef.current);
      },
      onError: (cause) => {
        setError(errorText(cause));
        focusWhenReady(() => editRef.current);
      },
    });
  };
  const onEditKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      saveEdit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancelEdit();
    }
  };

  return (
    <li
      ref={itemRef}
      data-testid={testId}
      data-comment-id={comment.id}
      data-highlighted={isHighlighted || undefined}
      className={`group flex min-w-0 items-start gap-3 rounded-xl ${isDeleting ? 'opacity-50' : ''} ${isHighlighted ? 'bg-accent-soft/30 ring-2 ring-accent ring-inset' : ''}`}
    >
      <Avatar person={comment.user ?? { name: author }} size="sm" decorative />
      <div className={`min-w-0 flex-1 rounded-xl px-3 py-2 ${isOwn ? 'bg-accent-soft/50' : 'bg-default'}`}>
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-medium text-foreground">{author}</span>
          {isOwn ? <span className="text-muted">{labels.you}</span> : null}
          <time dateTime={comment.createdAt} title={time.absolute(comment.createdAt)} className="text-muted">
            {when}
          </time>
          {comment.editedAt ? (
            <span className="text-muted" title={tm('editedAt', { time: time.absolute(comment.editedAt) })} data-testid="comment-edited">
              ({tm('edited')})
            </span>
          ) : null}
        </p>
        {draft ? (
          <div className="mt-1 flex flex-col gap-2">
            <MentionField
              draft={draft}
              onChange={setDraft}
              people={people}
              viewerId={viewerId}
              label={tm('editField')}
              maxLength={maxLength}
              isInvalid={Boolean(error)}
              onKeyDown={onEditKeyDown}
              inputRef={editRef}
              testId="comment-edit"
              suggestionsPlacement="inline"
            >
              <FieldError>{error}</FieldError>
              {error ? null : <Description>{tm('editHint')}</Description>}
              <div className="flex justify-end gap-2">
                <Button size="sm" variant="ghost" onPress={cancelEdit}>
                  {tm('cancel')}
                </Button>
                <Button size="sm" variant="primary" onPress={saveEdit} isDisabled={isSavingEdit}>
                  {isSavingEdit ? tm('saving') : tm('save')}
                </Button>
              </div>
            </MentionField>
          </div>
        ) : (
          <MessageText content={comment.content} mentions={comment.mentions} className="mt-0.5" />
        )}
      </div>
      {(canEdit || canDelete) && !draft ? (
        <span className="flex shrink-0 items-center opacity-0 transition-opacity group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none [@media(hover:none)]:opacity-100">
          {canEdit ? (
            <Button
              ref={editButtonRef}
              size="sm"
              variant="ghost"
              isIconOnly
              aria-label={labels.editLabel ? labels.editLabel(when) : tm('editLabel', { time: when })}
              onPress={startEdit}
              isDisabled={isDeleting}
              className="size-8 min-w-8 text-muted hover:text-foreground"
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              size="sm"
              variant="ghost"
              isIconOnly
              aria-label={labels.deleteLabel(when)}
              onPress={() => onDelete(comment)}
              isDisabled={isDeleting}
              className="size-8 min-w-8 text-muted hover:text-danger focus-visible:text-danger"
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </Button>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}
