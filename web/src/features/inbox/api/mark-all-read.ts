import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationChangeResponse } from '../../../../../common/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { setAllRead } from '../list-cache';
import { updateCachedLists } from './cached-lists';
import { unreadCountKey } from './keys';

/** POST /api/notifications/mark-all-read ('Alle gelezen'): how many were unread. */
export function markAllNotificationsRead(): Promise<NotificationChangeResponse> {
  return apiRequest<NotificationChangeResponse>('/api/notifications/mark-all-read', { method: 'POST' });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('inbox');
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ changed }) => {
      updateCachedLists(queryClient, setAllRead);
      toast.success(t('markAll.done', { count: changed }));
    },
    onError: () => toast.danger(t('alerts.markReadFailedMany')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: unreadCountKey }),
  });
}
