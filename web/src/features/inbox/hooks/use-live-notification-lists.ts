import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { channelName } from '../../../lib/realtime/protocol';
import { reloadQueries } from '../../../lib/reload-queries';
import { useRealtimeChannel } from '../../../lib/realtime/use-realtime-channel';
import { updateCachedLists } from '../api/cached-lists';
import { notificationClientsKey, notificationListsKey } from '../api/keys';
import { applyEventToList } from '../list-cache';
import { asNotificationEvent } from '../notification-event';

/**
 * While the panel is open its lists follow the live events (spec section 4): a new notification
 * appears on top when it matches the filters, read changes and deletions show at once. Bulk
 * changes, missed events and reconnects reload everything (the layout's unread count listener
 * does that). When the panel closes the cached lists are marked stale, so they are checked the
 * next time it opens.
 */
export function useLiveNotificationLists(userId: string): void {
  const queryClient = useQueryClient();

  useRealtimeChannel(channelName('notifications', userId), {
    onEvent: (raw) => {
      const event = asNotificationEvent(raw);
      if (!event || event.name === 'notifications.changed') return;
      // A list being read now may have been read before this change: read it again instead.
      const reading = queryClient.getQueryCache().findAll({ queryKey: notificationListsKey, fetchStatus: 'fetching' });
      for (const query of reading) void reloadQueries(queryClient, { queryKey: query.queryKey, exact: true });
      updateCachedLists(queryClient, (data, filters) => applyEventToList(data, event, filters));
      // A new client name may have arrived for the Client filter.
      if (event.name === 'notification.created') void queryClient.invalidateQueries({ queryKey: notificationClientsKey });
    },
  });

  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: notificationListsKey, refetchType: 'none' }), [queryClient]);
}
