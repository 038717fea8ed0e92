import { useQuery } from '@tanstack/react-query';
import type { NotificationClientsResponse } from '../../../../../common/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';
import { notificationClientsKey } from './keys';

/** GET /api/notifications/clients: the active company's clients (the Client filter's options; a client user: their own). */
export async function getNotificationClients(signal?: AbortSignal): Promise<NotificationClientsResponse['clients']> {
  const response = await apiRequest<NotificationClientsResponse>('/api/notifications/clients', signal ? { signal } : {});
  return response.clients;
}

export function useNotificationClients(enabled: boolean) {
  return useQuery({
    queryKey: notificationClientsKey,
    queryFn: ({ signal }) => getNotificationClients(signal),
    enabled,
    staleTime: 60_000,
  });
}
