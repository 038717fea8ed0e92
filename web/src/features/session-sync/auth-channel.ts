import { type AuthBroadcast, type AuthBroadcastType, authChannelName, parseAuthBroadcast } from './remote-auth-event';

/**
 * The tabs of this app tell each other about sign-in and sign-out over one BroadcastChannel (a
 * channel object never receives its own messages, so one object both sends and listens).
 * Browsers without BroadcastChannel simply do not sync: each tab still finds out on its next
 * request (401 → the guards send it to /login).
 */
let channel: BroadcastChannel | null | undefined;

function authChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    try {
      channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(authChannelName) : null;
    } catch {
      channel = null;
    }
  }
  return channel;
}

export function broadcastAuthEvent(type: AuthBroadcastType): void {
  try {
    authChannel()?.postMessage({ type } satisfies AuthBroadcast);
  } catch {
    // A closed channel: the other tabs find out on their next request.
  }
}

export function subscribeToAuthEvents(listener: (event: AuthBroadcast) => void): () => void {
  const current = authChannel();
  if (!current) return () => undefined;
  const onMessage = (event: MessageEvent<unknown>) => {
    const parsed = parseAuthBroadcast(event.data);
    if (parsed) listener(parsed);
  };
  current.addEventListener('message', onMessage);
  return () => current.removeEventListener('message', onMessage);
}
