import { realtimePath } from './protocol';
import { RealtimeClient, type SocketHandle, type SocketHandlers } from './realtime-client';
import { useRealtimeStatus } from './realtime-status';

/** GET /api/realtime on this origin (ws, or wss on https); the session cookie authenticates it. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${realtimePath}`;
}

function browserSocket(url: string, handlers: SocketHandlers): SocketHandle {
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.open();
  socket.onmessage = (event: MessageEvent) => handlers.message(event.data);
  socket.onclose = (event: CloseEvent) => handlers.close(event.code);
  return {
    send: (data) => socket.send(data),
    close: () => {
      socket.onopen = null;
      socket.onmessage = null;
      socket.onclose = null;
      socket.close(1000);
    },
  };
}

/** Back online, or back to this tab. */
function watchWake(onWake: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') onWake();
  };
  window.addEventListener('online', onWake);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', onWake);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** The client with the browser's WebSocket, events and the status store. */
export function createBrowserClient(): RealtimeClient {
  return new RealtimeClient({
    url: () => realtimeUrl(),
    createSocket: browserSocket,
    watchWake,
    onStatus: (state) => useRealtimeStatus.setState(state),
  });
}
