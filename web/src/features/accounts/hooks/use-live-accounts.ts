import { useQueryClient } from '@tanstack/react-query';
import { channelName } from '../../../lib/realtime/protocol';
import { useRealtimeChannel } from '../../../lib/realtime/use-realtime-channel';
import { accountsKey } from '../api/keys';

/** Events on the company channel that change what the accounts screen shows: their state, or their note counts. */
const accountEvents = new Set(['accounts.changed', 'note.created', 'note.deleted']);

/**
 * While the accounts screen is open it follows the company channel: `accounts.changed` (a sync,
 * a colleague's edit) and notes coming or going (the note counts) load the accounts again, as
 * does a reconnect, since events may have been missed meanwhile. No polling.
 */
export function useLiveAccounts(companyId: string | null): void {
  const queryClient = useQueryClient();
  useRealtimeChannel(companyId ? channelName('company', companyId) : null, {
    onEvent: (event) => {
      if (accountEvents.has(event.name)) void queryClient.invalidateQueries({ queryKey: accountsKey(companyId) });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: accountsKey(companyId) }),
  });
}
