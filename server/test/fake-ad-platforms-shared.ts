/** What the fake ad platforms (fake-ad-platforms*.ts) share: the failure kinds and small HTTP helpers. */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Armed with failNext, each fails the next request once: server (a 500), rate_limit, expired
 * (the token is refused), bad_json (a 200 with a cut-off body); deny makes the next authorize
 * dialog send the user back with error=access_denied.
 */
export const fakeAdPlatformFailures = ['server', 'rate_limit', 'expired', 'bad_json', 'deny'] as const;
export type FakeAdPlatformFailure = (typeof fakeAdPlatformFailures)[number];

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

/** A 200 whose body is cut off half-way: what a broken proxy or upstream bug looks like. */
export function sendBrokenJson(res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end('{"data": [{"id": "act_');
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
