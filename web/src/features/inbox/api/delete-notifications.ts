import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationChangeResponse } from '../../../../../common/schemas/notifications';
import { notificationLimits } from '../constants';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { chunk, removeNotifications } from '../list-cache';
import { updateCachedLists } from './cached-lists';
import { notificationClientsKey, notificationListsKey, unreadCountKey } from './keys';

/** POST /api/notifications/delete, at most 500 ids per request: how many were deleted. */
export async function deleteNotifications(ids: string[]): Promise<NotificationChangeResponse> {
  let changed = 0;
  for (const part of chunk(ids, notificationLimits.bulkIds)) {
    const response = await apiRequest<NotificationChangeResponse>('/api/notifications/delete', { method: 'POST', body: { ids: part } });
    changed += response.changed;
  }
  return { changed };
}

/**
 * Deletes one notification or a selection. On a failure the spec's alert shows and the lists are
 * loaded again (part of a large selection may have gone); the selection itself stays with the caller.
 */
export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('inbox');
  return useMutation({
    mutationFn: deleteNotifications,
    onSuccess: ({ changed }, ids) => {
      updateCachedLists(queryClient, (data) => removeNotifications(data, new Set(ids)));
      if (ids.length > 1) toast.success(t('delete.done', { count: changed }));
    },
    onError: (_error, ids) => {
      toast.danger(ids.length === 1 ? t('alerts.deleteFailedOne') : t('alerts.deleteFailedMany'));
      void queryClient.invalidateQueries({ queryKey: notificationListsKey });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: unreadCountKey });
      void queryClient.invalidateQueries({ queryKey: notificationClientsKey });
    },
  });
}
