/** A WebSocket client for the tests: connects with a session cookie and waits for messages. */
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import type { ServerMessage } from '../../common/realtime.js';
import { realtimePath } from '../../common/realtime.js';
import { createTestApp, type TestApp } from './test-app.js';

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
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })));
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

/**
 * A test app listening on a free port for the file's tests, with an `open` that connects a socket
 * and closes it after the file. Call at the top of a test file:
 *
 *   const live = useListeningApp();
 *   const socket = await live.open(token);
 */
export function useListeningApp() {
  const sockets: TestSocket[] = [];
  const live = {
    t: undefined as unknown as TestApp,
    baseUrl: '',
    async open(token: string | null, headers?: Record<string, string>): Promise<TestSocket> {
      const socket = await connectSocket(live.baseUrl, token, headers);
      sockets.push(socket);
      return socket;
    },
  };
  beforeAll(async () => {
    live.t = await createTestApp();
    live.baseUrl = await live.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await live.t.close();
  });
  return live;
}
