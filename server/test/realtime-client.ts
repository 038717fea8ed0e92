/** A WebSocket client for the tests: connects with a session cookie and waits for messages. */
import WebSocket from 'ws';
import type { ServerMessage } from '../../common/realtime.js';
import { realtimePath } from '../../common/realtime.js';

export interface TestSocket {
  socket: WebSocket;
  messages: ServerMessage[];
  /** Resolves with the first message (already received or coming) that matches. */
  next(match: (m: ServerMessage) => boolean, timeoutMs?: number): Promise<ServerMessage>;
  subscribe(channel: string): Promise<ServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

let refs = 0;

/** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
export function connectSocket(baseUrl: string, token: string | null, headers: Record<string, string> = {}): Promise<TestSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}${realtimePath}`;
  const socket = new WebSocket(url, { headers: { ...(token ? { cookie: `sid=${token}` } : {}), ...headers } });
  const messages: ServerMessage[] = [];
  const waiters = new Set<{ match: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void }>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as ServerMessage;
    messages.push(message);
    for (const waiter of waiters) {
      if (waiter.match(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const client: TestSocket = {
    socket,
    messages,
    closed,
    next(match, timeoutMs = 5_000) {
      const seen = messages.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no matching message within ${timeoutMs} ms`));
        }, timeoutMs).unref();
      });
    },
    subscribe(channel) {
      const ref = ++refs;
      socket.send(JSON.stringify({ type: 'subscribe', channel, ref }));
      return client.next((m) => (m.type === 'subscribed' || m.type === 'refused') && m.ref === ref);
    },
    close: () => socket.close(),
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`upgrade refused: ${response.statusCode}`)));
    socket.once('error', reject);
  });
}
