import { channelName } from '../../../lib/realtime/protocol';
import { useLiveRefetch } from '../../../lib/realtime/use-live-refetch';
import { accountsKey } from '../api/keys';

/** Events on the company channel that change what the accounts screen shows: their state, or their note counts. */
const accountEvents = new Set(['accounts.changed', 'note.created', 'note.deleted']);

/**
 * While the accounts screen is open it follows the company channel: `accounts.changed` (a sync,
 * a colleague's edit) and notes coming or going (the note counts) load the accounts again, as
 * does a reconnect.
 */
export function useLiveAccounts(companyId: string | null): void {
  useLiveRefetch(companyId ? channelName('company', companyId) : null, accountEvents, accountsKey(companyId));
}
