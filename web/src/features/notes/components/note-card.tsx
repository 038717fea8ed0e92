import { CheckCircle2, MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { noteActivityAt } from '../../../../../common/rules/note-live';
import type { Note } from '../../../../../common/schemas/notes';
import { Avatar } from '../../../components/ui/avatar';
import { AvatarStack } from '../../../components/ui/avatar-stack';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { useTimeText } from '../../../lib/use-time-text';

interface NoteCardProps {
  note: Note;
  now: Date;
  isOpen: boolean;
  /** Inside an account its name is not repeated on every card. */
  showAccount: boolean;
  onOpen: (note: Note) => void;
}

/** One note in the list: title ("Afgehandeld" when resolved), account, client and campaign, creator, assignees, replies, last activity. */
export function NoteCard({ note, now, isOpen, showAccount, onOpen }: NoteCardProps) {
  const { t } = useTranslation('notes');
  const { t: tc } = useTranslation();
  const time = useTimeText();
  const activity = new Date(noteActivityAt(note)).toISOString();
  const creatorName = note.creator ? note.creator.name || note.creator.email : tc('unknownUser');
  const assigneeNames = note.assignments.map((a) => a.user.name || a.user.email);
  const details = [note.clientName, note.campaignName ? t('card.campaign', { name: note.campaignName }) : null].filter(Boolean).join(' · ');

  return (
    <li data-testid="note-item" data-note-id={note.id}>
      <button
        type="button"
        onClick={() => onOpen(note)}
        aria-current={isOpen ? 'true' : undefined}
        className={`flex w-full flex-col gap-1.5 rounded-xl border p-3 text-left outline-none transition-colors hover:bg-default/50 focus-visible:ring-2 focus-visible:ring-focus ${
          isOpen ? 'border-accent bg-accent-soft/40' : 'border-border bg-surface'
        }`}
      >
        <span className="flex items-start gap-2">
          <span className="min-w-0 flex-1 font-medium break-words text-foreground">{note.title}</span>
          {note.resolvedAt ? (
            <span
              className="inline-flex shrink-0 items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success-soft-foreground"
              data-testid="note-resolved-badge"
            >
              <CheckCircle2 aria-hidden="true" className="size-3" />
              {t('card.resolved')}
            </span>
          ) : null}
          <span className="inline-flex shrink-0 items-center gap-1 text-xs text-muted" title={t('card.comments', { count: note.commentCount })}>
            <MessageSquare aria-hidden="true" className="size-3.5" />
            <span aria-hidden="true" className="tabular-nums">
              {note.commentCount}
            </span>
            <span className="sr-only">{t('card.comments', { count: note.commentCount })}</span>
          </span>
        </span>
        {showAccount ? (
          <span className="flex min-w-0 items-center gap-1.5 text-xs text-muted">
            <PlatformIcon platform={note.adAccount.platform} className="size-3.5" />
            <span className="truncate">{note.adAccount.name}</span>
          </span>
        ) : null}
        {details ? <span className="text-xs break-words text-muted">{details}</span> : null}
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
          <span className="inline-flex min-w-0 items-center gap-1.5">
            {note.creator ? <Avatar person={note.creator} size="xs" decorative /> : null}
            <span className="truncate">{t('card.by', { name: creatorName })}</span>
          </span>
          {assigneeNames.length > 0 ? (
            <AvatarStack people={note.assignments.map((a) => a.user)} label={t('card.assignedTo', { names: assigneeNames.join(', ') })} />
          ) : null}
          <time dateTime={activity} title={time.absolute(activity)} className="ml-auto">
            {time.relative(activity, now)}
          </time>
        </span>
      </button>
    </li>
  );
}
