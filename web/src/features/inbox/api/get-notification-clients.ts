import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationClientsKey } from './keys';

/** GET /api/notifications/clients: the client names of this user's notifications (the Client filter's options). */
export async function getNotificationClients(signal?: AbortSignal): Promise<string[]> {
  const response = await apiRequest<{ clients: string[] }>('/api/notifications/clients', signal ? { signal } : {});
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
