import { Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../../common/schemas/notifications';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { LoadError } from '../../../components/ui/load-error';
import type { useNotificationList } from '../api/get-notifications';
import type { NotificationAudience } from '../constants';
import { useNow } from '../../../lib/use-now';
import { type InboxMode, NotificationItem } from './notification-item';

interface NotificationListProps {
  list: ReturnType<typeof useNotificationList>;
  items: Notification[];
  isFiltered: boolean;
  audience: NotificationAudience;
  mode: InboxMode;
  selection: ReadonlySet<string>;
  onToggleSelected: (id: string) => void;
  onOpen: (notification: Notification) => void;
  onMark: (notification: Notification, isRead: boolean) => void;
  onDelete: (notification: Notification) => void;
  openingId: string | null;
  deletingIds: ReadonlySet<string>;
}

/** The notifications, newest first, a page at a time ('Meer laden', or on its own when scrolled to the end). */
export function NotificationList(props: NotificationListProps) {
  const { list, items, mode, selection } = props;
  const { t } = useTranslation('inbox');
  const now = useNow();

  if (list.isPending) return <ListSkeleton rows={5} />;
  if (list.isError && items.length === 0) {
    return <LoadError message={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title={t('list.empty')}
        description={props.isFiltered ? t('list.emptyFiltered') : t(props.audience === 'client' ? 'list.emptyClient' : 'list.emptyAll')}
      />
    );
  }

  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t('list.label')} data-testid="notification-list" className="flex flex-col gap-1">
        {items.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            mode={mode}
            now={now}
            isSelected={selection.has(notification.id)}
            onToggleSelected={props.onToggleSelected}
            onOpen={props.onOpen}
            onMark={props.onMark}
            onDelete={props.onDelete}
            isOpening={props.openingId === notification.id}
            isDeleting={props.deletingIds.has(notification.id)}
          />
        ))}
      </ul>
      <LoadMoreFooter
        pages={list}
        count={items.length}
        labels={{ loadMore: t('list.loadMore'), loadingMore: t('list.loadingMore'), end: t('list.end') }}
        className="py-2"
      />
    </div>
  );
}
