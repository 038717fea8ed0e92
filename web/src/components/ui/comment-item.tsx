import { Button } from '@heroui/react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Person } from '../../../../common/schemas/ad-accounts';
import { useTimeText } from '../../lib/use-time-text';
import { Avatar } from './avatar';

/** What a comment needs to be shown: a note's reply and a checklist's comment both fit. */
export interface CommentItemComment {
  id: string;
  content: string;
  createdAt: string;
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
  /** The feature's texts: the mark after one's own name and the delete button's label (given when it was written). */
  labels: { you: string; deleteLabel: (when: string) => string };
  testId: string;
}

/** One comment: the author's avatar and name, when, the text as written (line breaks kept) and, where allowed, a delete button. */
export function CommentItem<C extends CommentItemComment>({
  comment,
  isOwn,
  canDelete,
  now,
  isDeleting = false,
  onDelete,
  labels,
  testId,
}: CommentItemProps<C>) {
  const { t } = useTranslation();
  const time = useTimeText();
  const author = comment.user ? comment.user.name || comment.user.email : t('unknownUser');
  const when = time.relative(comment.createdAt, now);
  return (
    <li data-testid={testId} data-comment-id={comment.id} className={`flex min-w-0 items-start gap-3 ${isDeleting ? 'opacity-50' : ''}`}>
      <Avatar person={comment.user ?? { name: author }} size="sm" decorative />
      <div className={`min-w-0 flex-1 rounded-xl px-3 py-2 ${isOwn ? 'bg-accent-soft/50' : 'bg-default'}`}>
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-medium text-foreground">{author}</span>
          {isOwn ? <span className="text-muted">{labels.you}</span> : null}
          <time dateTime={comment.createdAt} title={time.absolute(comment.createdAt)} className="text-muted">
            {when}
          </time>
        </p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-foreground">{comment.content}</p>
      </div>
      {canDelete ? (
        <Button
          size="sm"
          variant="ghost"
          isIconOnly
          aria-label={labels.deleteLabel(when)}
          onPress={() => onDelete(comment)}
          isDisabled={isDeleting}
          className="size-8 min-w-8 shrink-0 text-danger"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </li>
  );
}
