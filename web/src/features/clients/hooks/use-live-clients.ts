import { channelName } from '../../../lib/realtime/protocol';
import { useLiveRefetch } from '../../../lib/realtime/use-live-refetch';
import { clientsKey } from '../api/keys';

/**
 * Events on the company channel that change what /clients shows: a client changed (its details,
 * contacts, timeline, linked accounts), or the ad accounts did (the accounts to link, the counts).
 */
const clientEvents = new Set(['clients.changed', 'accounts.changed']);

/** While /clients is open, a colleague's change loads the clients again (the list, an open client's page). */
export function useLiveClients(companyId: string | null): void {
  useLiveRefetch(companyId ? channelName('company', companyId) : null, clientEvents, clientsKey(companyId));
}
