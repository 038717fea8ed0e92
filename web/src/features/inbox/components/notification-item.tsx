import { Button, Checkbox } from '@heroui/react';
import { Mail, MailOpen, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../../common/schemas/notifications';
import { Spinner } from '../../../components/ui/spinner';
import { useTimeText } from '../../../lib/use-time-text';
import { shownClientName } from '../shown-client';
import { TypeIcon } from './type-icon';

export type InboxMode = 'normal' | 'read' | 'delete';

interface NotificationItemProps {
  notification: Notification;
  mode: InboxMode;
  now: Date;
  isSelected: boolean;
  onToggleSelected: (id: string) => void;
  onOpen: (notification: Notification) => void;
  onMark: (notification: Notification, isRead: boolean) => void;
  onDelete: (notification: Notification) => void;
  /** Its form is loading before the calendar opens. */
  isOpening: boolean;
  isDeleting: boolean;
}

const nlDate = new Intl.DateTimeFormat('nl-NL');

/**
 * One notification: kind, title, description, client, platform, when, and a dot while unread.
 * Normally a button that opens what it is about, with its own read and delete actions; in read
 * or delete mode a checkbox that selects it.
 */
export function NotificationItem(props: NotificationItemProps) {
  const { notification: n, mode, now, isSelected, isOpening, isDeleting } = props;
  const { t } = useTranslation('inbox');
  const time = useTimeText();
  const detailsId = useId();
  const state = n.isRead ? t('item.read') : t('item.unread');
  const when = time.relative(n.createdAt, now, (iso) => nlDate.format(new Date(iso)));
  const meta = [t(`types.${n.type}`), shownClientName(n), n.platform ? t(`platforms.${n.platform}`) : null].filter(Boolean).join(' · ');

  const summary = (
    <>
      <TypeIcon type={n.type} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-start gap-2">
          <span className={`min-w-0 flex-1 text-sm break-words ${n.isRead ? 'font-normal text-foreground' : 'font-semibold text-foreground'}`}>{n.title}</span>
          {n.isRead ? null : <span aria-hidden="true" data-testid="unread-dot" className="mt-1.5 size-2 shrink-0 rounded-full bg-accent" />}
        </span>
        <span id={detailsId} className="flex flex-col gap-0.5">
          {n.description ? <span className="line-clamp-2 text-xs break-words text-muted">{n.description}</span> : null}
          <span className={`text-xs break-words text-muted ${mode === 'normal' ? '[@media(hover:none)]:pr-[4.5rem]' : ''}`}>
            {meta} ·{' '}
            <time dateTime={n.createdAt} title={time.absolute(n.createdAt)}>
              {when}
            </time>
          </span>
        </span>
      </span>
    </>
  );

  const base = `rounded-xl ${n.isRead ? '' : 'bg-accent-soft/40'} ${isDeleting ? 'opacity-50' : ''}`;

  if (mode !== 'normal') {
    return (
      <li data-testid="notification-item" data-read={n.isRead} data-id={n.id} className={base}>
        <Checkbox
          isSelected={isSelected}
          onChange={() => props.onToggleSelected(n.id)}
          aria-label={t('item.select', { title: n.title, state })}
          variant="secondary"
          className="w-full"
        >
          <Checkbox.Content className="flex w-full cursor-pointer items-start gap-3 rounded-xl p-3 hover:bg-default">
            <Checkbox.Control className="mt-2 shrink-0">
              <Checkbox.Indicator />
            </Checkbox.Control>
            {summary}
          </Checkbox.Content>
        </Checkbox>
      </li>
    );
  }

  return (
    <li data-testid="notification-item" data-read={n.isRead} data-id={n.id} className={`group relative ${base}`}>
      <button
        type="button"
        aria-label={t('item.label', { title: n.title, state })}
        aria-describedby={detailsId}
        aria-busy={isOpening || undefined}
        onClick={() => props.onOpen(n)}
        className="flex w-full items-start gap-3 rounded-xl p-3 text-left outline-none hover:bg-default focus-visible:ring-2 focus-visible:ring-focus"
      >
        {summary}
      </button>
      {/* The actions show on hover and keyboard focus (and always on touch screens), over the end of the meta line. */}
      <div
        data-testid="notification-actions"
        className={`absolute right-2 bottom-1.5 flex items-center gap-0.5 rounded-lg bg-surface transition-opacity group-focus-within:opacity-100 group-hover:bg-default group-hover:opacity-100 motion-reduce:transition-none [@media(hover:none)]:bg-transparent [@media(hover:none)]:opacity-100 ${isOpening ? 'opacity-100' : 'opacity-0'}`}
      >
        {isOpening ? (
          <span className="inline-flex size-8 items-center justify-center bg-surface" role="status" title={t('item.opening')}>
            <Spinner size="sm" />
            <span className="sr-only">{t('item.opening')}</span>
          </span>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          isIconOnly
          aria-label={n.isRead ? t('item.markUnread', { title: n.title }) : t('item.markRead', { title: n.title })}
          onPress={() => props.onMark(n, !n.isRead)}
          isDisabled={isDeleting}
          className="size-8 min-w-8"
        >
          {n.isRead ? <Mail aria-hidden="true" className="size-4" /> : <MailOpen aria-hidden="true" className="size-4" />}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          isIconOnly
          aria-label={t('item.delete', { title: n.title })}
          onPress={() => props.onDelete(n)}
          isDisabled={isDeleting}
          className="size-8 min-w-8 text-muted hover:text-danger focus-visible:text-danger"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </li>
  );
}
