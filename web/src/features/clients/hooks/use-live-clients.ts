import { useQueryClient } from '@tanstack/react-query';
import { channelName } from '../../../lib/realtime/protocol';
import { useRealtimeChannel } from '../../../lib/realtime/use-realtime-channel';
import { clientsKey } from '../api/keys';

/**
 * Events on the company channel that change what /clients shows: a client changed (its details,
 * contacts, timeline, linked accounts), or the ad accounts did (the accounts to link, the counts).
 */
const clientEvents = new Set(['clients.changed', 'accounts.changed']);

/**
 * While /clients is open it follows the company channel: a colleague's change loads the clients
 * again (the list, an open client's page), as does a reconnect, since events may have been missed
 * meanwhile. No polling.
 */
export function useLiveClients(companyId: string | null): void {
  const queryClient = useQueryClient();
  useRealtimeChannel(companyId ? channelName('company', companyId) : null, {
    onEvent: (event) => {
      if (clientEvents.has(event.name)) void queryClient.invalidateQueries({ queryKey: clientsKey(companyId) });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: clientsKey(companyId) }),
  });
}
