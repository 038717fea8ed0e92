import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationChangeResponse } from '../../../../../common/schemas/notifications';
import { notificationLimits } from '../constants';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { chunk, setReadState } from '../list-cache';
import { updateCachedLists } from './cached-lists';
import { notificationListsKey, unreadCountKey } from './keys';

export interface MarkNotificationsInput {
  ids: string[];
  isRead: boolean;
}

/** POST /api/notifications/mark, at most 500 ids per request: how many changed state. */
export async function markNotifications({ ids, isRead }: MarkNotificationsInput): Promise<NotificationChangeResponse> {
  let changed = 0;
  for (const part of chunk(ids, notificationLimits.bulkIds)) {
    const response = await apiRequest<NotificationChangeResponse>('/api/notifications/mark', { method: 'POST', body: { ids: part, isRead } });
    changed += response.changed;
  }
  return { changed };
}

/**
 * Read or unread, for one notification or a selection. The lists follow at once (and back on a
 * failure, with the spec's alert); the count follows from the live event and is checked after.
 * The alert comes from the mutation itself: a click on a notification closes the panel at once.
 */
export function useMarkNotifications() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('inbox');
  return useMutation({
    mutationFn: markNotifications,
    onMutate: async ({ ids, isRead }) => {
      await queryClient.cancelQueries({ queryKey: notificationListsKey });
      updateCachedLists(queryClient, (data) => setReadState(data, new Set(ids), isRead));
    },
    onError: (_error, { ids, isRead }) => {
      const one = ids.length === 1;
      toast.danger(
        isRead
          ? one
            ? t('alerts.markReadFailedOne')
            : t('alerts.markReadFailedMany')
          : one
            ? t('alerts.markUnreadFailedOne')
            : t('alerts.markUnreadFailedMany'),
      );
      void queryClient.invalidateQueries({ queryKey: notificationListsKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadCountKey }),
  });
}
