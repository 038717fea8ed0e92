import { channelName } from '../../../lib/realtime/protocol';
import { useLiveRefetch } from '../../../lib/realtime/use-live-refetch';
import { portalKeys } from '../api/keys';

const portalEvents = new Set(['portal.changed']);

/**
 * While the portal is open it follows its agency's portal channel (`portal:<companyId>`): the
 * server sends `portal.changed` only to the users of the client that changed (or to all of the
 * agency's client users when the agency's look changed), and the portal loads what it shows again.
 */
export function useLivePortal(companyId: string | null): void {
  useLiveRefetch(companyId ? channelName('portal', companyId) : null, portalEvents, portalKeys.all);
}
