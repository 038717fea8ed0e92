import { useQuery } from '@tanstack/react-query';
import type { Notification, NotificationResponse } from '../../../../../common/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/notifications/:id: one of my own notifications (NOT_FOUND once deleted). */
export async function getNotification(id: string, signal?: AbortSignal): Promise<Notification> {
  const response = await apiRequest<NotificationResponse>(`/api/notifications/${encodeURIComponent(id)}`, signal ? { signal } : {});
  return response.notification;
}

/** Under the inbox's key, so a missed live event's refetch of everything about my notifications includes it. */
export function useNotification(id: string | null) {
  return useQuery({
    queryKey: ['notifications', 'one', id] as const,
    queryFn: ({ signal }) => getNotification(id!, signal),
    enabled: id !== null,
    retry: (count, error) => count < 2 && !(error as { status?: number }).status?.toString().startsWith('4'),
  });
}
