import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage } from '../../../../common/realtime';
import { type ChannelListener, parseServerMessage, RealtimeClient, type RealtimeSession, type SocketHandlers } from './realtime-client';
import type { RealtimeNotice } from './retry-policy';

class FakeSocket {
  sent: ClientMessage[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly handlers: SocketHandlers,
  ) {}
  send(data: string) {
    this.sent.push(JSON.parse(data) as ClientMessage);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.handlers.open();
  }
  receive(message: unknown) {
    this.handlers.message(JSON.stringify(message));
  }
  serverClose(code: number) {
    this.handlers.close(code);
  }
  last<T extends ClientMessage['type']>(type: T): Extract<ClientMessage, { type: T }> {
    const found = this.sent.filter((m) => m.type === type).at(-1);
    if (!found) throw new Error(`no ${type} sent`);
    return found as Extract<ClientMessage, { type: T }>;
  }
}

function setup(overrides: Partial<RealtimeSession> = {}) {
  const sockets: FakeSocket[] = [];
  const statuses: string[] = [];
  const notices: RealtimeNotice[] = [];
  let wake: (() => void) | null = null;
  const client = new RealtimeClient({
    url: () => 'ws://app.test/api/realtime',
    createSocket: (url, handlers) => {
      const socket = new FakeSocket(url, handlers);
      sockets.push(socket);
      return socket;
    },
    watchWake: (onWake) => {
      wake = onWake;
      return () => {
        wake = null;
      };
    },
    onStatus: ({ status, retry }) => statuses.push(retry ? `${status}:${retry}` : status),
  });
  const session: RealtimeSession = {
    userId: 'u1',
    isSignedIn: () => true,
    confirmSession: () => Promise.resolve(true),
    onNotice: (notice) => notices.push(notice),
    ...overrides,
  };
  const latest = () => sockets.at(-1)!;
  return {
    client,
    sockets,
    statuses,
    notices,
    session,
    wake: () => wake?.(),
    latest,
    /** A listener on `channel`, the client started and its socket open (the subscription not yet answered). */
    connect(channel: string) {
      const l = listener();
      client.subscribe(channel, l);
      client.start(session);
      latest().open();
      return l;
    },
    /** The server admits the latest subscription. */
    admit(channel: string) {
      latest().receive({ type: 'subscribed', channel, ref: latest().last('subscribe').ref });
    },
  };
}

function listener(): ChannelListener & { events: unknown[]; resyncs: number; errors: string[] } {
  const l = {
    events: [] as unknown[],
    resyncs: 0,
    errors: [] as string[],
    onEvent: (event: unknown) => l.events.push(event),
    onResync: () => {
      l.resyncs++;
    },
    onError: (reason: string) => l.errors.push(reason),
  };
  return l;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('realtime client', () => {
  it('connects once, subscribes each channel once for all its listeners and delivers events', () => {
    const t = setup();
    const a = listener();
    const b = listener();
    t.client.subscribe('notifications:u1', a);
    t.client.subscribe('notifications:u1', b);
    t.client.start(t.session);
    expect(t.sockets).toHaveLength(1);
    expect(t.statuses).toEqual(['connecting']);
    t.latest().open();
    expect(t.statuses).toEqual(['connecting', 'open']);
    const sub = t.latest().last('subscribe');
    expect(t.latest().sent.filter((m) => m.type === 'subscribe')).toHaveLength(1);
    t.latest().receive({ type: 'subscribed', channel: 'notifications:u1', ref: sub.ref });
    expect([a.resyncs, b.resyncs]).toEqual([1, 1]);
    t.latest().receive({ type: 'event', channel: 'notifications:u1', event: { name: 'notification.created', version: 2 } });
    expect(a.events).toEqual([{ name: 'notification.created', version: 2 }]);
    expect(b.events).toHaveLength(1);
    // Another user's channel, or garbage, reaches nobody.
    t.latest().receive({ type: 'event', channel: 'notifications:u2', event: { name: 'x' } });
    t.latest().handlers.message('not json');
    expect(a.events).toHaveLength(1);
  });

  it('unsubscribes when the last listener leaves, but not for a quick remount', () => {
    const t = setup();
    t.client.start(t.session);
    t.latest().open();
    const first = t.client.subscribe('company:c1', listener());
    const ref = t.latest().last('subscribe').ref;
    t.latest().receive({ type: 'subscribed', channel: 'company:c1', ref });
    first();
    const second = t.client.subscribe('company:c1', listener());
    vi.runOnlyPendingTimers();
    expect(t.latest().sent.filter((m) => m.type === 'unsubscribe')).toEqual([]);
    expect(t.latest().sent.filter((m) => m.type === 'subscribe')).toHaveLength(1);
    second();
    vi.advanceTimersByTime(1);
    expect(t.latest().sent.at(-1)).toEqual({ type: 'unsubscribe', channel: 'company:c1' });
  });

  it('counts a subscription not confirmed within 30 s as a channel error and asks again', () => {
    const t = setup();
    const l = t.connect('notifications:u1');
    vi.advanceTimersByTime(29_999);
    expect(l.errors).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(l.errors).toEqual(['timeout']);
    expect(t.latest().sent.filter((m) => m.type === 'subscribe')).toHaveLength(2);
  });

  it('tells the listeners about a refused subscription and ignores stale answers', () => {
    const t = setup();
    const l = t.connect('company:c9');
    const ref = t.latest().last('subscribe').ref;
    t.latest().receive({ type: 'subscribed', channel: 'company:c9', ref: ref + 100 });
    expect(l.resyncs).toBe(0);
    t.latest().receive({ type: 'refused', channel: 'company:c9', ref, code: 'FORBIDDEN' });
    expect(l.errors).toEqual(['refused']);
    vi.advanceTimersByTime(30_000);
    expect(l.errors).toEqual(['refused']);
  });

  it('retries 5 times 2 s apart with the warnings, gives up once, then tries quietly every 5 s', () => {
    const t = setup();
    const l = listener();
    t.client.subscribe('notifications:u1', l);
    t.client.start(t.session);
    t.latest().serverClose(1006);
    expect(l.errors).toEqual(['connection']);
    for (let retry = 1; retry <= 5; retry++) {
      expect(t.sockets).toHaveLength(retry);
      vi.advanceTimersByTime(1_999);
      expect(t.sockets).toHaveLength(retry);
      vi.advanceTimersByTime(1);
      expect(t.sockets).toHaveLength(retry + 1);
      t.latest().serverClose(1006);
    }
    expect(t.notices).toEqual([
      { kind: 'retrying', retry: 3, maxRetries: 5 },
      { kind: 'retrying', retry: 4, maxRetries: 5 },
      { kind: 'retrying', retry: 5, maxRetries: 5 },
      { kind: 'gave-up', maxRetries: 5 },
    ]);
    expect(t.statuses).toEqual(['connecting', 'retrying:1', 'retrying:2', 'retrying:3', 'retrying:4', 'retrying:5', 'failed:6']);
    // Only the first failure is a channel error (the count reloads once, not every 2 s).
    expect(l.errors).toEqual(['connection']);
    vi.advanceTimersByTime(4_999);
    expect(t.sockets).toHaveLength(6);
    vi.advanceTimersByTime(1);
    expect(t.sockets).toHaveLength(7);
    t.latest().serverClose(1006);
    expect(t.notices).toHaveLength(4);
    // Back online: at once, not after the 5 s.
    t.wake();
    expect(t.sockets).toHaveLength(8);
    t.latest().open();
    expect(t.statuses.at(-1)).toBe('open');
    expect(t.latest().last('subscribe').channel).toBe('notifications:u1');
  });

  it('reconnects 2 s after a working connection closed and re-subscribes, so the listeners refetch', () => {
    const t = setup();
    const l = t.connect('notifications:u1');
    t.admit('notifications:u1');
    expect(l.resyncs).toBe(1);
    t.latest().serverClose(1001);
    expect(l.errors).toEqual(['connection']);
    expect(t.statuses.at(-1)).toBe('retrying');
    vi.advanceTimersByTime(1_999);
    expect(t.sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(t.sockets).toHaveLength(2);
    t.latest().open();
    t.admit('notifications:u1');
    expect(l.resyncs).toBe(2);
    expect(t.notices).toEqual([]);
  });

  it('does not reconnect when the user is no longer signed in', () => {
    let signedIn = true;
    const t = setup({ isSignedIn: () => signedIn });
    t.client.start(t.session);
    t.latest().open();
    signedIn = false;
    t.latest().serverClose(1000);
    vi.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(1);
    expect(t.statuses.at(-1)).toBe('idle');
  });

  it('checks the session after 4401 and reconnects only for the same user', async () => {
    const confirm = vi.fn().mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    const t = setup({ confirmSession: confirm });
    t.client.start(t.session);
    t.latest().open();
    t.latest().serverClose(4401);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(t.sockets).toHaveLength(2);
    t.latest().open();
    t.latest().serverClose(4401);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(t.sockets).toHaveLength(2);
    expect(t.statuses.at(-1)).toBe('idle');
  });

  it('pings every 25 s and replaces a connection that does not answer within 10 s', () => {
    const t = setup();
    t.client.start(t.session);
    t.latest().open();
    vi.advanceTimersByTime(25_000);
    const ping = t.latest().last('ping');
    t.latest().receive({ type: 'pong', ref: ping.ref });
    vi.advanceTimersByTime(25_000);
    expect(t.latest().sent.filter((m) => m.type === 'ping')).toHaveLength(2);
    vi.advanceTimersByTime(9_999);
    expect(t.latest().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(t.sockets[0]!.closed).toBe(true);
    expect(t.statuses.at(-1)).toBe('retrying');
    vi.advanceTimersByTime(2_000);
    expect(t.sockets).toHaveLength(2);
  });

  it('asks every subscribed channel to refetch on resync', () => {
    const t = setup();
    const l = t.connect('notifications:u1');
    t.admit('notifications:u1');
    t.latest().receive({ type: 'resync' });
    expect(l.resyncs).toBe(2);
  });

  it('stops on sign-out: closes the socket, keeps quiet, and starts fresh for the next user', () => {
    const t = setup();
    t.connect('notifications:u1');
    t.client.stop();
    expect(t.latest().closed).toBe(true);
    expect(t.statuses.at(-1)).toBe('idle');
    vi.advanceTimersByTime(60_000);
    expect(t.sockets).toHaveLength(1);
    t.client.start({ ...t.session, userId: 'u2' });
    expect(t.sockets).toHaveLength(2);
    // The same user again changes nothing.
    t.client.start({ ...t.session, userId: 'u2' });
    expect(t.sockets).toHaveLength(2);
  });
});

describe('parseServerMessage', () => {
  it('accepts the protocol messages and nothing else', () => {
    expect(parseServerMessage('{"type":"pong","ref":3}')).toEqual({ type: 'pong', ref: 3 });
    expect(parseServerMessage('{"type":"resync"}')).toEqual({ type: 'resync' });
    expect(parseServerMessage('{"type":"event","channel":"a:b","event":{"name":"x"}}')).not.toBeNull();
    expect(parseServerMessage('{"type":"event","channel":"a:b","event":{}}')).toBeNull();
    expect(parseServerMessage('{"type":"subscribed","ref":1}')).toBeNull();
    expect(parseServerMessage('{"type":"other"}')).toBeNull();
    expect(parseServerMessage('[1]')).toBeNull();
    expect(parseServerMessage(42)).toBeNull();
  });
});
