/**
 * The tab's one live-update connection (common/realtime.ts is the protocol): subscriptions by
 * channel with reference counting, re-subscription after every reconnect (the listeners then
 * refetch what they may have missed), the subscribe acknowledgement timeout, the heartbeat and
 * the retry rules of retry-policy.ts. No React and no DOM here: the browser's WebSocket, window
 * events and timers come in through `RealtimeDeps`, so tests drive it with fakes.
 */
import type { ClientMessage, ServerMessage } from '../../../../common/realtime';
import { realtimeTimings } from './protocol';
import { afterClose, isHeartbeatOverdue, type RealtimeNotice, type RealtimeStatus, type RealtimeTimings, shouldConnectNow } from './retry-policy';

export type RealtimeEvent = { name: string } & Record<string, unknown>;

/** Why a channel is not (or no longer) live: refused by the server, not confirmed in 30 s, or the connection broke. */
export type ChannelErrorReason = 'refused' | 'timeout' | 'connection';

export interface ChannelListener {
  onEvent?: (event: RealtimeEvent) => void;
  /** The channel is live again (subscribed after a (re)connect, or the server asked to resync): refetch. */
  onResync?: () => void;
  onError?: (reason: ChannelErrorReason) => void;
}

export interface SocketHandlers {
  open: () => void;
  message: (data: unknown) => void;
  close: (code: number) => void;
}

export interface SocketHandle {
  send: (data: string) => void;
  close: () => void;
}

export interface RealtimeDeps {
  url: () => string;
  createSocket: (url: string, handlers: SocketHandlers) => SocketHandle;
  /** Calls back when the browser comes online or the tab becomes visible; answers an unsubscribe. */
  watchWake?: (onWake: () => void) => () => void;
  onStatus?: (state: { status: RealtimeStatus; retry: number }) => void;
  now?: () => number;
  timings?: RealtimeTimings;
}

export interface RealtimeSession {
  userId: string;
  /** Is this user still the signed-in one (from what is known, no request)? Checked before reconnecting. */
  isSignedIn: () => boolean;
  /** The server said the session ended (4401): ask the server; true when the same user is still signed in. */
  confirmSession: () => Promise<boolean>;
  onNotice?: (notice: RealtimeNotice) => void;
}

interface ChannelEntry {
  listeners: Set<ChannelListener>;
  state: 'idle' | 'pending' | 'subscribed' | 'refused';
  /** The ref of the subscribe message awaiting its answer. */
  ref: number | null;
  ackTimer: ReturnType<typeof setTimeout> | null;
  dropTimer: ReturnType<typeof setTimeout> | null;
}

const serverMessageTypes = new Set(['subscribed', 'refused', 'event', 'pong', 'resync']);

/** A server message, or null for anything that is not one (never trusted further than its shape). */
export function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const message = value as Record<string, unknown>;
  if (typeof message.type !== 'string' || !serverMessageTypes.has(message.type)) return null;
  if (message.type !== 'pong' && message.type !== 'resync' && typeof message.channel !== 'string') return null;
  if (message.type === 'event') {
    const event = message.event as Record<string, unknown> | null;
    if (!event || typeof event !== 'object' || typeof event.name !== 'string') return null;
  }
  return message as unknown as ServerMessage;
}

export class RealtimeClient {
  private readonly deps: RealtimeDeps;
  private readonly timings: RealtimeTimings;
  private readonly channels = new Map<string, ChannelEntry>();
  private session: RealtimeSession | null = null;
  private socket: SocketHandle | null = null;
  private socketOpen = false;
  /** Increases with every socket, so handlers of a replaced one do nothing. */
  private generation = 0;
  /** Retries made since the last working connection. */
  private retries = 0;
  private status: RealtimeStatus = 'idle';
  private retry = 0;
  private nextRef = 1;
  private connectTimer: ReturnType<typeof setTimeout> | null = null;
  private heartbeatTimer: ReturnType<typeof setTimeout> | null = null;
  private pongTimer: ReturnType<typeof setTimeout> | null = null;
  private pingRef: number | null = null;
  private pingSentAt: number | null = null;
  private unwatch: (() => void) | null = null;

  constructor(deps: RealtimeDeps) {
    this.deps = deps;
    this.timings = deps.timings ?? realtimeTimings;
  }

  get state(): { status: RealtimeStatus; retry: number } {
    return { status: this.status, retry: this.retry };
  }

  /** Connects for this user (a different user replaces the connection; the same one only updates the callbacks). */
  start(session: RealtimeSession): void {
    if (this.session?.userId === session.userId) {
      this.session = session;
      return;
    }
    this.stop();
    this.session = session;
    this.retries = 0;
    this.unwatch = this.deps.watchWake?.(() => this.wake()) ?? null;
    this.connect();
  }

  /** Signed out (or left the workspace): closes the connection; listeners stay registered for a next start. */
  stop(): void {
    this.session = null;
    this.unwatch?.();
    this.unwatch = null;
    this.clearConnectTimer();
    this.discardSocket();
    for (const entry of this.channels.values()) this.resetEntry(entry);
    this.setStatus('idle', 0);
  }

  /** Listens on a channel; the subscription is shared by every listener and ends with the last one. */
  subscribe(channel: string, listener: ChannelListener): () => void {
    let entry = this.channels.get(channel);
    if (!entry) {
      entry = { listeners: new Set(), state: 'idle', ref: null, ackTimer: null, dropTimer: null };
      this.channels.set(channel, entry);
    }
    const own = entry;
    if (own.dropTimer !== null) {
      clearTimeout(own.dropTimer);
      own.dropTimer = null;
    }
    own.listeners.add(listener);
    if (own.state === 'idle' && this.socketOpen) this.sendSubscribe(channel, own);
    else if (own.state === 'refused') queueMicrotask(() => own.listeners.has(listener) && listener.onError?.('refused'));
    return () => {
      own.listeners.delete(listener);
      // A remount (React StrictMode, a re-render with a new channel) often follows at once: wait a tick.
      if (own.listeners.size === 0 && own.dropTimer === null) own.dropTimer = setTimeout(() => this.drop(channel, own), 0);
    };
  }

  private drop(channel: string, entry: ChannelEntry): void {
    entry.dropTimer = null;
    if (entry.listeners.size > 0 || this.channels.get(channel) !== entry) return;
    this.channels.delete(channel);
    const wasHeld = entry.state === 'pending' || entry.state === 'subscribed';
    this.resetEntry(entry);
    if (wasHeld && this.socketOpen) this.send({ type: 'unsubscribe', channel });
  }

  private connect(): void {
    this.connectTimer = null;
    if (!this.session || this.socket) return;
    if (this.status === 'idle' || this.status === 'open') this.setStatus('connecting', 0);
    const generation = ++this.generation;
    const current = () => generation === this.generation;
    try {
      this.socket = this.deps.createSocket(this.deps.url(), {
        open: () => current() && this.onOpen(),
        message: (data) => current() && this.onMessage(data),
        close: (code) => current() && this.onClose(code),
      });
    } catch {
      // The browser refused to create it (a bad URL, a blocked scheme): a failed attempt.
      this.onClose(1006);
    }
  }

  private onOpen(): void {
    this.socketOpen = true;
    this.retries = 0;
    this.setStatus('open', 0);
    this.scheduleHeartbeat();
    for (const [channel, entry] of this.channels) {
      if (entry.listeners.size > 0) this.sendSubscribe(channel, entry);
    }
  }

  private onMessage(data: unknown): void {
    const message = parseServerMessage(data);
    if (!message) return;
    switch (message.type) {
      case 'subscribed': {
        const entry = this.channels.get(message.channel);
        if (!entry || entry.state !== 'pending' || entry.ref !== message.ref) return;
        this.clearAckTimer(entry);
        entry.state = 'subscribed';
        this.emit(entry, (listener) => listener.onResync?.());
        return;
      }
      case 'refused': {
        const entry = this.channels.get(message.channel);
        // ref null: a held subscription was withdrawn (the membership ended).
        if (!entry || (message.ref !== null && message.ref !== entry.ref)) return;
        this.clearAckTimer(entry);
        entry.state = 'refused';
        entry.ref = null;
        this.emit(entry, (listener) => listener.onError?.('refused'));
        return;
      }
      case 'event': {
        const entry = this.channels.get(message.channel);
        if (!entry || entry.state !== 'subscribed') return;
        this.emit(entry, (listener) => listener.onEvent?.(message.event));
        return;
      }
      case 'pong':
        if (message.ref !== this.pingRef) return;
        this.pingRef = null;
        this.pingSentAt = null;
        if (this.pongTimer !== null) clearTimeout(this.pongTimer);
        this.pongTimer = null;
        return;
      case 'resync':
        for (const entry of this.channels.values()) {
          if (entry.state === 'subscribed') this.emit(entry, (listener) => listener.onResync?.());
        }
        return;
    }
  }

  private onClose(code: number): void {
    const wasOpen = this.socketOpen;
    this.discardSocket();
    const session = this.session;
    if (!session) return;
    const decision = afterClose({ code, wasOpen, retries: this.retries });
    // The channels are not live now: once when a working connection drops or the first attempt fails.
    const firstFailure = wasOpen || this.retries === 0;
    for (const entry of this.channels.values()) {
      const wasLive = entry.state !== 'refused';
      this.resetEntry(entry);
      if (firstFailure && wasLive && decision.kind !== 'session-ended') this.emit(entry, (listener) => listener.onError?.('connection'));
    }

    switch (decision.kind) {
      case 'session-ended':
        this.setStatus('retrying', 0);
        session.confirmSession().then(
          (stillSignedIn) => {
            if (this.session !== session) return;
            if (stillSignedIn) this.scheduleConnect(this.timings.reconnectAfterCloseMs);
            else this.stop();
          },
          () => {
            // The session could not be checked (offline): try again as after any failed attempt.
            if (this.session === session) this.onClose(1006);
          },
        );
        return;
      case 'reconnect':
        if (!session.isSignedIn()) {
          this.stop();
          return;
        }
        this.retries = 0;
        this.setStatus('retrying', 0);
        this.scheduleConnect(decision.delayMs);
        return;
      case 'retry': {
        const { retry, delayMs, status, notice } = decision.decision;
        this.retries = retry;
        this.setStatus(status, retry);
        if (notice) session.onNotice?.(notice);
        this.scheduleConnect(delayMs);
        return;
      }
    }
  }

  /** Online again, or the tab is visible again: after giving up, try at once; while open, check the line. */
  private wake(): void {
    if (!this.session) return;
    if (this.socketOpen) {
      this.sendPing();
      return;
    }
    if (shouldConnectNow(this.status) && !this.socket) {
      this.clearConnectTimer();
      this.connect();
    }
  }

  private scheduleConnect(delayMs: number): void {
    this.clearConnectTimer();
    this.connectTimer = setTimeout(() => this.connect(), delayMs);
  }

  private clearConnectTimer(): void {
    if (this.connectTimer !== null) clearTimeout(this.connectTimer);
    this.connectTimer = null;
  }

  private sendSubscribe(channel: string, entry: ChannelEntry): void {
    this.clearAckTimer(entry);
    const ref = this.nextRef++;
    entry.ref = ref;
    entry.state = 'pending';
    this.send({ type: 'subscribe', channel, ref });
    entry.ackTimer = setTimeout(() => {
      entry.ackTimer = null;
      if (entry.state !== 'pending' || entry.ref !== ref) return;
      this.emit(entry, (listener) => listener.onError?.('timeout'));
      // Ask again (the listeners may have left meanwhile: then the drop tick ends it).
      if (this.socketOpen && this.channels.get(channel) === entry) this.sendSubscribe(channel, entry);
    }, this.timings.channelTimeoutMs);
  }

  private scheduleHeartbeat(): void {
    this.heartbeatTimer = setTimeout(() => {
      this.heartbeatTimer = null;
      this.sendPing();
      if (this.socketOpen) this.scheduleHeartbeat();
    }, this.timings.heartbeatMs);
  }

  private sendPing(): void {
    if (!this.socketOpen || this.pingRef !== null) return;
    const ref = this.nextRef++;
    this.pingRef = ref;
    this.pingSentAt = this.now();
    this.send({ type: 'ping', ref });
    this.pongTimer = setTimeout(() => this.checkPong(), this.timings.heartbeatTimeoutMs);
  }

  private checkPong(): void {
    this.pongTimer = null;
    if (this.pingRef === null || this.pingSentAt === null) return;
    const now = this.now();
    if (!isHeartbeatOverdue(this.pingSentAt, now, this.timings.heartbeatTimeoutMs)) {
      this.pongTimer = setTimeout(() => this.checkPong(), this.timings.heartbeatTimeoutMs - (now - this.pingSentAt));
      return;
    }
    // No answer: the line is dead (a sleeping laptop, a dropped proxy). Replace it.
    this.onClose(1006);
  }

  private send(message: ClientMessage): void {
    if (!this.socket || !this.socketOpen) return;
    try {
      this.socket.send(JSON.stringify(message));
    } catch {
      // A socket that is closing: its close event follows.
    }
  }

  /** Forgets the current socket (closing it if it is still there) and its heartbeat. */
  private discardSocket(): void {
    const socket = this.socket;
    this.generation++;
    this.socket = null;
    this.socketOpen = false;
    if (this.heartbeatTimer !== null) clearTimeout(this.heartbeatTimer);
    if (this.pongTimer !== null) clearTimeout(this.pongTimer);
    this.heartbeatTimer = null;
    this.pongTimer = null;
    this.pingRef = null;
    this.pingSentAt = null;
    if (socket) {
      try {
        socket.close();
      } catch {
        // Already closed.
      }
    }
  }

  private resetEntry(entry: ChannelEntry): void {
    this.clearAckTimer(entry);
    entry.state = 'idle';
    entry.ref = null;
  }

  private clearAckTimer(entry: ChannelEntry): void {
    if (entry.ackTimer !== null) clearTimeout(entry.ackTimer);
    entry.ackTimer = null;
  }

  private emit(entry: ChannelEntry, call: (listener: ChannelListener) => void): void {
    for (const listener of [...entry.listeners]) {
      try {
        call(listener);
      } catch (error) {
        // One broken listener must not silence the others.
        console.error(error);
      }
    }
  }

  private setStatus(status: RealtimeStatus, retry: number): void {
    if (this.status === status && this.retry === retry) return;
    this.status = status;
    this.retry = retry;
    this.deps.onStatus?.({ status, retry });
  }

  private now(): number {
    return (this.deps.now ?? Date.now)();
  }
}
