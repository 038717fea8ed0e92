import { useEffect, useRef } from 'react';
import { realtime } from './realtime';
import type { ChannelListener } from './realtime-client';

/**
 * Listens on a channel while the component is mounted (null: not now). The handlers may change
 * on every render; the subscription only follows the channel.
 */
export function useRealtimeChannel(channel: string | null, handlers: ChannelListener): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!channel) return;
    return realtime.subscribe(channel, {
      onEvent: (event) => latest.current.onEvent?.(event),
      onResync: () => latest.current.onResync?.(),
      onError: (reason) => latest.current.onError?.(reason),
    });
  }, [channel]);
}
