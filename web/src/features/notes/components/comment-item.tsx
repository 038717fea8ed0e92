import { Button } from '@heroui/react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NoteComment } from '../../../../../common/schemas/notes';
import { Avatar } from '../../../components/ui/avatar';
import { useTimeText } from '../../../lib/use-time-text';

interface CommentItemProps {
  comment: NoteComment;
  isOwn: boolean;
  now: Date;
  isDeleting: boolean;
  onDelete: (comment: NoteComment) => void;
}

/** One reply: the author's avatar and name, when, the text as written (line breaks kept); one's own can be deleted. */
export function CommentItem({ comment, isOwn, now, isDeleting, onDelete }: CommentItemProps) {
  const { t } = useTranslation('notes');
  const { t: tc } = useTranslation();
  const time = useTimeText();
  const author = comment.user ? comment.user.name || comment.user.email : tc('unknownUser');
  const when = time.relative(comment.createdAt, now);
  return (
    <li data-testid="comment-item" data-comment-id={comment.id} className={`flex items-start gap-3 ${isDeleting ? 'opacity-50' : ''}`}>
      <Avatar person={comment.user ?? { name: author }} size="sm" decorative />
      <div className={`min-w-0 flex-1 rounded-xl px-3 py-2 ${isOwn ? 'bg-accent-soft/50' : 'bg-default'}`}>
        <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
          <span className="font-medium text-foreground">{author}</span>
          {isOwn ? <span className="text-muted">{t('comment.you')}</span> : null}
          <time dateTime={comment.createdAt} title={time.absolute(comment.createdAt)} className="text-muted">
            {when}
          </time>
        </p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-wrap text-foreground">{comment.content}</p>
      </div>
      {isOwn ? (
        <Button
          size="sm"
          variant="ghost"
          isIconOnly
          aria-label={t('comment.deleteLabel', { time: when })}
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
