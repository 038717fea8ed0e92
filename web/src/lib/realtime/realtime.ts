import { loadToastRuntime } from '../toast';
import { whenIdle } from '../when-idle';
import type { ChannelListener, RealtimeClient, RealtimeSession } from './realtime-client';
import { useRealtimeStatus } from './realtime-status';

/**
 * The tab's one live-update connection, as the workspace's first load sees it: a small stand-in
 * that remembers the wanted session and the subscriptions, while the client itself
 * (realtime-client.ts, browser-client.ts) downloads once the page has settled, with the toast code
 * (its retry warnings must show when the server is down). Subscriptions made
 * before it arrived are handed over; nothing is lost, since every (re)subscription makes the
 * listeners refetch.
 */
interface Subscription {
  channel: string;
  listener: ChannelListener;
  release: (() => void) | null;
}

const reloadAfterFailureMs = 5_000;
/** The live connection waits until the screen has settled: the count and the screen come first. */
const startDelayMs = 1_000;

let client: RealtimeClient | null = null;
let loading = false;
let wanted: RealtimeSession | null = null;
const subscriptions = new Set<Subscription>();

function load(delayMs = 0): void {
  if (client || loading) return;
  loading = true;
  setTimeout(() => whenIdle(download), delayMs);
}

/**
 * The client and the toast code arrive together, before the first connection: the retry warnings
 * must be able to show however soon after connecting the server goes away (a download then fails).
 */
function download(): void {
  Promise.all([import('./browser-client'), loadToastRuntime()]).then(
    ([{ createBrowserClient }]) => {
      loading = false;
      client = createBrowserClient();
      for (const subscription of subscriptions) subscription.release = client.subscribe(subscription.channel, subscription.listener);
      if (wanted) client.start(wanted);
    },
    () => {
      // Offline or a new release: try again while someone still wants the connection.
      loading = false;
      setTimeout(() => wanted && load(), reloadAfterFailureMs);
    },
  );
}

export const realtime = {
  /** Connects for this user (see RealtimeClient.start). */
  start(session: RealtimeSession): void {
    wanted = session;
    if (client) {
      client.start(session);
      return;
    }
    useRealtimeStatus.setState({ status: 'connecting', retry: 0 });
    load(startDelayMs);
  },
  stop(): void {
    wanted = null;
    if (client) client.stop();
    else useRealtimeStatus.setState({ status: 'idle', retry: 0 });
  },
  /** Listens on a channel until the returned function is called. */
  subscribe(channel: string, listener: ChannelListener): () => void {
    const subscription: Subscription = { channel, listener, release: client ? client.subscribe(channel, listener) : null };
    subscriptions.add(subscription);
    return () => {
      subscriptions.delete(subscription);
      subscription.release?.();
    };
  },
};
