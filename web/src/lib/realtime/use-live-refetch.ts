import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useRealtimeChannel } from './use-realtime-channel';
import { reloadQueries } from '../reload-queries';

/**
 * Loads `queryKey` again when one of `eventNames` arrives on `channel` (null: not now), and after a
 * reconnect, since events may have been missed meanwhile. For screens whose events only say
 * "something changed": what is then read goes through the REST API and its rules. No polling.
 */
export function useLiveRefetch(channel: string | null, eventNames: ReadonlySet<string>, queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  useRealtimeChannel(channel, {
    onEvent: (event) => {
      if (eventNames.has(event.name)) void reloadQueries(queryClient, { queryKey });
    },
    onResync: () => void reloadQueries(queryClient, { queryKey }),
  });
}
