/** Small HTTP helpers shared by the local fakes of external services (Google sign-in, the ad platforms). */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const maxBodyBytes = 256 * 1024;

export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

export function send(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  if (body === undefined) {
    res.writeHead(status, headers).end();
    return;
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(text);
}

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) reject(new Error('body too large'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** The body as JSON; undefined when it is not JSON. */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const text = await readBody(req);
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** An absolute http(s) URL, or null. */
export function httpUrl(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** Stops a standalone fake on SIGTERM/SIGINT (the browser suite's web servers), exiting 0 when it closed cleanly. */
export function stopOnSignals(fake: { close(): Promise<void> }): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    fake.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * Starts a fake on `host`:`port` (0: any free port). `handle` answers each request; a request it
 * fails on gets 400 invalid_request. Resolves with the server and its base URL.
 */
export async function startFakeServer(
  options: { port?: number | undefined; host?: string | undefined },
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) send(res, 400, { error: 'invalid_request' });
      else res.end();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://${host}:${port}` };
}
