import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notification, NotificationFilters } from '../../../../../common/schemas/notifications';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteNotifications } from '../api/delete-notifications';
import { useNotificationList } from '../api/get-notifications';
import { useMarkAllRead } from '../api/mark-all-read';
import { useMarkNotifications } from '../api/mark-notifications';
import { useLiveNotificationLists } from '../hooks/use-live-notification-lists';
import { useOpenNotification } from '../hooks/use-open-notification';
import type { NotificationAudience } from '../constants';
import { activeFilterCount, noFilters } from '../inbox-filters';
import { InboxFilters } from './inbox-filters';
import { InboxToolbar } from './inbox-toolbar';
import { type InboxMode } from './notification-item';
import { NotificationList } from './notification-list';
import { SelectionBar } from './selection-bar';

interface InboxBodyProps {
  userId: string;
  unreadCount: number;
  /** Opens a notification's screen (and closes the panel). */
  onNavigate: (href: string) => void;
  /** The workspace's team (default) or a client in the portal: which kinds the filters offer and the empty list names. */
  audience?: NotificationAudience;
}

type Confirming = { kind: 'delete'; ids: string[] } | { kind: 'markAll'; count: number } | null;

/**
 * The inbox panel's body (spec section 2): tools, filters, the live list, read and delete modes
 * with their selection, and the confirmations for bulk deletion and 'Alle gelezen'. A failed
 * action keeps the selection, so it can be tried again.
 */
export function InboxBody({ userId, unreadCount, onNavigate, audience = 'team' }: InboxBodyProps) {
  const { t } = useTranslation('inbox');
  const filtersId = useId();
  const [mode, setMode] = useState<InboxMode>('normal');
  const [filters, setFilters] = useState<NotificationFilters>(noFilters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<Confirming>(null);
  // What the dialog shows; kept while it animates closed so its text does not jump.
  const [shown, setShown] = useState<Confirming>(null);

  useLiveNotificationLists(userId);
  const list = useNotificationList(filters);
  const items = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const selectedIds = items.filter((item) => selection.has(item.id)).map((item) => item.id);

  const mark = useMarkNotifications();
  const remove = useDeleteNotifications();
  const markAll = useMarkAllRead();
  const { open, openingId } = useOpenNotification(onNavigate, audience);
  const deletingIds = useMemo(() => new Set(remove.isPending ? remove.variables : []), [remove.isPending, remove.variables]);

  const changeMode = (next: InboxMode) => {
    setMode(next);
    setSelection(new Set());
  };
  const changeFilters = (next: NotificationFilters) => setFilters(next);
  const toggleSelected = (id: string) =>
    setSelection((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const ask = (next: NonNullable<Confirming>) => {
    setConfirming(next);
    setShown(next);
  };

  const markSelected = (isRead: boolean) => {
    if (selectedIds.length === 0) return;
    mark.mutate({ ids: selectedIds, isRead }, { onSuccess: () => setSelection(new Set()) });
  };
  const confirm = () => {
    if (confirming?.kind === 'delete') {
      remove.mutate(confirming.ids, {
        onSuccess: () => setSelection(new Set()),
        onSettled: () => setConfirming(null),
      });
    } else if (confirming?.kind === 'markAll') {
      markAll.mutate(undefined, { onSettled: () => setConfirming(null) });
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <InboxToolbar
        mode={mode}
        onModeChange={changeMode}
        filtersOpen={filtersOpen}
        filtersId={filtersId}
        activeFilters={activeFilterCount(filters)}
        onToggleFilters={() => setFiltersOpen((v) => !v)}
        unreadCount={unreadCount}
        onMarkAllRead={() => ask({ kind: 'markAll', count: unreadCount })}
      />
      {filtersOpen ? <InboxFilters id={filtersId} filters={filters} onChange={changeFilters} audience={audience} /> : null}
      {mode !== 'normal' ? (
        <SelectionBar
          mode={mode}
          selected={selectedIds.length}
          total={items.length}
          onSelectAll={() => setSelection(new Set(items.map((item) => item.id)))}
          onSelectNone={() => setSelection(new Set())}
          onMark={markSelected}
          onDelete={() => ask({ kind: 'delete', ids: selectedIds })}
          onDone={() => changeMode('normal')}
          isBusy={mark.isPending || remove.isPending}
        />
      ) : null}
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        <NotificationList
          list={list}
          items={items}
          isFiltered={activeFilterCount(filters) > 0}
          audience={audience}
          mode={mode}
          selection={selection}
          onToggleSelected={toggleSelected}
          onOpen={(notification: Notification) => void open(notification)}
          onMark={(notification, isRead) => mark.mutate({ ids: [notification.id], isRead })}
          onDelete={(notification) => remove.mutate([notification.id])}
          openingId={openingId}
          deletingIds={deletingIds}
        />
      </div>
      <ConfirmDialog
        isOpen={confirming !== null}
        onCancel={() => setConfirming(null)}
        onConfirm={confirm}
        title={shown?.kind === 'markAll' ? t('markAll.title') : t('delete.title')}
        confirmLabel={shown?.kind === 'markAll' ? t('markAll.confirm') : t('delete.confirm')}
        busyLabel={shown?.kind === 'markAll' ? t('markAll.busy') : t('delete.busy')}
        isBusy={remove.isPending || markAll.isPending}
      >
        <p>
          {shown?.kind === 'markAll' ? t('markAll.body', { count: shown.count }) : t('delete.body', { count: shown?.kind === 'delete' ? shown.ids.length : 0 })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
