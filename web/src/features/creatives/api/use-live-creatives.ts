import { useQueryClient } from '@tanstack/react-query';
import { channelName } from '../../../lib/realtime/protocol';
import { useRealtimeChannel } from '../../../lib/realtime/use-realtime-channel';
import { reloadQueries } from '../../../lib/reload-queries';
import { creativesKey } from './creatives-api';

/**
 * While /creatives is open: a creative made, uploaded, sent, decided or commented on (by anyone of
 * the team, or by the client) arrives as `creatives.changed` on the company channel and reloads
 * the lists, the open creative and its comments. A reconnect reloads too (events may have been
 * missed). The portal follows `portal.changed` instead (its own hook).
 */
export function useLiveCreatives(companyId: string | null): void {
  const queryClient = useQueryClient();
  const reloadAll = () => void reloadQueries(queryClient, { queryKey: creativesKey(companyId) });
  useRealtimeChannel(companyId ? channelName('company', companyId) : null, {
    onEvent: (event) => {
      if (event.name === 'creatives.changed') reloadAll();
    },
    onResync: reloadAll,
  });
}
