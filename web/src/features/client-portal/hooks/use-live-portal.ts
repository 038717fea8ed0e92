import { useQueryClient } from '@tanstack/react-query';
import { channelName } from '../../../lib/realtime/protocol';
import { useRealtimeChannel } from '../../../lib/realtime/use-realtime-channel';
import { portalKeys } from '../api/keys';

/**
 * While the portal is open it follows its agency's portal channel (`portal:<companyId>`): the
 * server sends `portal.changed` only to the users of the client that changed (or to all of the
 * agency's client users when the agency's look changed), and the portal loads what it shows again —
 * as after a reconnect, since events may have been missed meanwhile. No polling.
 */
export function useLivePortal(companyId: string | null): void {
  const queryClient = useQueryClient();
  useRealtimeChannel(companyId ? channelName('portal', companyId) : null, {
    onEvent: (event) => {
      if (event.name === 'portal.changed') void queryClient.invalidateQueries({ queryKey: portalKeys.all });
    },
    onResync: () => void queryClient.invalidateQueries({ queryKey: portalKeys.all }),
  });
}
