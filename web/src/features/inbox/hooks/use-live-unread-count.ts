import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { channelName, realtimeTimings } from '../../../lib/realtime/protocol';
import { applyNotificationEvent } from '../../../../../common/rules/unread-count';
import type { UnreadCountResponse } from '../../../../../common/schemas/notifications';
import { useRealtimeChannel } from '../../../lib/realtime/use-realtime-channel';
import { useUnreadCount } from '../api/get-unread-count';
import { notificationsKey, unreadCountKey } from '../api/keys';
import { asNotificationEvent } from '../notification-event';
import { reloadQueries } from '../../../lib/reload-queries';

/**
 * The inbox's unread count, live (spec section 4): loaded from the API, then moved by every event
 * on `notifications:<me>` through the version-gated arithmetic of common/rules/unread-count.ts.
 * A missed event (a skipped version) or a bulk change reloads the count and the lists; a channel
 * error (refused, not confirmed, connection lost) reloads the count 3 s later; a (re)subscription
 * reloads everything, since events may have been missed meanwhile. Mounted once, by the
 * workspace layout; returns null until the count is known.
 */
export function useLiveUnreadCount(userId: string | null): number | null {
  const queryClient = useQueryClient();
  const count = useUnreadCount(userId !== null);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (reloadTimer.current !== null) clearTimeout(reloadTimer.current);
    },
    [],
  );

  useRealtimeChannel(userId ? channelName('notifications', userId) : null, {
    onEvent: (raw) => {
      const event = asNotificationEvent(raw);
      if (!event) return;
      const known = queryClient.getQueryData<UnreadCountResponse>(unreadCountKey);
      if (!known) {
        // Not loaded yet: a load under way may predate this change, so it is asked again.
        void reloadQueries(queryClient, { queryKey: unreadCountKey });
        return;
      }
      const step = applyNotificationEvent(known, event);
      if (step.applied) queryClient.setQueryData<UnreadCountResponse>(unreadCountKey, step.state);
      if (step.reload) void reloadQueries(queryClient, { queryKey: notificationsKey });
    },
    onResync: () => void reloadQueries(queryClient, { queryKey: notificationsKey }),
    onError: () => {
      if (reloadTimer.current !== null) clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(() => {
        reloadTimer.current = null;
        void reloadQueries(queryClient, { queryKey: unreadCountKey });
      }, realtimeTimings.countReloadAfterErrorMs);
    },
  });

  return count.data?.count ?? null;
}
