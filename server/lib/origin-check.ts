/**
 * CSRF defence next to SameSite=Lax cookies: a mutating request whose Origin is neither APP_URL's
 * origin nor the request's own, or that the browser marks cross-site, is refused. Requests without
 * an Origin header (curl, server-to-server) pass.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function isForeignRequest(request: FastifyRequest, appOrigin: string): boolean {
  if (!mutatingMethods.has(request.method)) return false;
  return isForeignOrigin(request, appOrigin);
}

/**
 * Whether the request comes from another site's page, whatever its method: also used for the
 * WebSocket upgrade (a GET), which browsers send with the cookie and an Origin from any site.
 */
export function isForeignOrigin(request: FastifyRequest, appOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== appOrigin && origin !== `${request.protocol}://${request.host}`;
}

export function createOriginCheck(appOrigin: string) {
  return async function checkOrigin(request: FastifyRequest): Promise<void> {
    if (isForeignRequest(request, appOrigin)) throw new AppError('FOREIGN_ORIGIN');
  };
}
