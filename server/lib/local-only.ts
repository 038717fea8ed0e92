/**
 * The guard of the developer-only routes (the outbox at /dev/mail, /api/test/*): answered only to a
 * client on this machine that also addresses this machine. The peer must be loopback (the socket's
 * own address, never a forwarded one); against DNS rebinding — a page on evil.example whose name
 * now resolves to 127.0.0.1 — the Host header must be a loopback name or APP_URL's host, and an
 * Origin, when sent, a loopback origin or APP_URL's origin. Anything else gets 404, as if the
 * routes did not exist.
 */
import type { FastifyRequest } from 'fastify';
import { isLoopbackAddress, isLoopbackHost } from '../env.js';
import { AppError } from './errors.js';

/** The name in a Host header ("localhost:3000", "[::1]:3000", "127.0.0.1"), or null when malformed. */
function hostNameOf(hostHeader: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[^\s:[\]/@]+)(?::\d{1,5})?$/i.exec(hostHeader);
  return match?.[1]?.toLowerCase() ?? null;
}

function isLocalOrigin(origin: string, appOrigin: string): boolean {
  if (origin === appOrigin) return true;
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin && isLoopbackHost(url.hostname);
  } catch {
    return false; // "null" and other opaque origins
  }
}

/** Whether the request comes from this machine and names this machine (see the file's comment). */
export function isLocalOnlyRequest(request: FastifyRequest, appOrigin: string): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false;
  const host = hostNameOf(request.raw.headers.host ?? '');
  if (host === null || (!isLoopbackHost(host) && host !== new URL(appOrigin).hostname)) return false;
  const origin = request.headers.origin;
  return origin === undefined || isLocalOrigin(origin, appOrigin);
}

/** An onRequest hook for a plugin of developer-only routes: 404 to anyone but a local request. */
export function localOnly(appOrigin: string) {
  return async function refuseNonLocal(request: FastifyRequest): Promise<void> {
    if (!isLocalOnlyRequest(request, appOrigin)) throw new AppError('NOT_FOUND');
  };
}
