import { useQuery } from '@tanstack/react-query';
import type { NotificationPreferences } from '../../../../../common/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';

export const notificationPreferencesKey = ['notification-preferences'] as const;

/** GET /api/notifications/preferences: per type In-app and E-mail, and the daily digest. */
export function getNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>('/api/notifications/preferences', signal ? { signal } : {});
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationPreferencesKey,
    queryFn: ({ signal }) => getNotificationPreferences(signal),
  });
}
