/**
 * Authorization before validation (issue 33): who may call a route is decided before its input is
 * read. Wherever a row refuses an actor by who they are — 401 for anonymous, a plain 403 for a
 * role the route is not for, the same for every object — the same actor sending malformed input
 * (JSON that does not parse, a body of the wrong shape, a refused character, nonsense in the query
 * and path) must get that same answer, never a 400 naming the route's fields.
 */
import type { HTTPMethods } from 'fastify';
import { type ActorName, type Expectations, type Outcome } from './expectations.js';
import type { Request } from './route-row.js';

/** The actor's outcome when it is a refusal by who they are: 401, or 403 with no code but FORBIDDEN, alike for every scope. */
export function refusalByWho(expect: Expectations, actor: ActorName): Outcome | null {
  const outcome = expect[actor];
  if (typeof outcome !== 'number' && !('status' in outcome)) return null;
  const spec = typeof outcome === 'number' ? { status: outcome } : outcome;
  if (spec.body) return null;
  if (spec.status === 401 || (spec.status === 403 && (!spec.code || spec.code === 'FORBIDDEN'))) return outcome;
  return null;
}

export interface MalformedRequest {
  label: string;
  path: string;
  body?: string;
  headers: Record<string, string>;
}

const jsonHeaders = { 'content-type': 'application/json' };

/** The malformed variants of a row's request for `url`: the same route, input that no schema accepts. */
export function malformedRequests(
  method: HTTPMethods,
  url: string,
  request: Request,
  fill: (url: string, params?: Record<string, string>) => string,
): MalformedRequest[] {
  const path = request.path ?? fill(url, request.params);
  const headers = { ...request.headers };
  const variants: MalformedRequest[] = [];
  if (method !== 'GET') {
    variants.push(
      { label: 'JSON that does not parse', path, body: '{"a":', headers: { ...headers, ...jsonHeaders } },
      { label: 'a body of the wrong shape', path, body: '[[[null]]]', headers: { ...headers, ...jsonHeaders } },
      { label: 'a body with a NUL character', path, body: '{"title":"a\\u0000b","start":"0000-00-00"}', headers: { ...headers, ...jsonHeaders } },
    );
  }
  const query = new URLSearchParams({ ...request.query, from: '0000-00-00', limit: '-1', cursor: 'x\u0000' });
  variants.push({ label: 'a malformed query', path: `${path}?${query}`, headers });
  if (!request.path && /:\w+/.test(url)) {
    const params = Object.fromEntries([...url.matchAll(/:(\w+)/g)].map((m) => [m[1]!, 'not-an-id']));
    variants.push({ label: 'malformed path parameters', path: fill(url, params), headers });
  }
  return variants;
}
