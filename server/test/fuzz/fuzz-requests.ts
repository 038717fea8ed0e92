/**
 * Which registered routes the schema fuzzing sends requests to, how many, and the requests
 * themselves: the route's zod schemas (body, params, querystring) through zod-arbitrary.ts, real
 * ids from the fuzz world half the time, a signed-in admin or marketeer (sometimes nobody), and
 * what counts as a failure (a 5xx, or an error answer without the API's envelope).
 */
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { isErrorCode } from '../../../common/errors.js';
import { avatarPalette } from '../../../common/rules/avatar.js';
import type { RegisteredRoute } from '../../lib/route-registry.js';
import type { ActorName, FuzzWorld } from './fuzz-world.js';
import { describeValue, encodeUriPart, hostileBody, RawJson, toJson } from './hostile-values.js';
import { arbitraryOf, type ArbitraryOptions } from './zod-arbitrary.js';

export interface PlannedRoute {
  route: RegisteredRoute;
  runs: number;
}

export interface SkippedRoute {
  route: RegisteredRoute;
  why: string;
}

const mutating = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes whose every request runs argon2 or draws a captcha (tens of ms): fuzzed a tenth as often. */
const slowRoutes = new Set([
  'POST /api/auth/login',
  'POST /api/auth/signup',
  'POST /api/auth/captcha',
  'POST /api/auth/invitation/accept',
  'POST /api/account/password',
  'POST /api/account/two-factor/setup',
  'POST /api/account/two-factor/disable',
  'POST /api/account/two-factor/backup-codes',
]);

const key = (route: RegisteredRoute) => `${route.method} ${route.url}`;

/**
 * Every mutating route `runs` times (slow ones a tenth), reading routes with a query string or
 * path params a tenth; the rest skipped with the reason.
 */
export function planFuzzing(routes: readonly RegisteredRoute[], { runs, postgres }: { runs: number; postgres: boolean }) {
  const planned: PlannedRoute[] = [];
  const skipped: SkippedRoute[] = [];
  const few = Math.max(20, Math.round(runs / 10));
  for (const route of routes) {
    const why = skipReason(route, postgres);
    if (why) skipped.push({ route, why });
    else if (mutating.has(route.method)) planned.push({ route, runs: slowRoutes.has(key(route)) || !route.schema?.body ? few : runs });
    else if (route.schema?.querystring || route.schema?.params) planned.push({ route, runs: few });
    else skipped.push({ route, why: 'reads without input' });
  }
  return { planned, skipped };
}

function skipReason(route: RegisteredRoute, postgres: boolean): string | null {
  if (route.websocket) return 'a WebSocket upgrade';
  if (/^\/(api\/)?(test|dev)\//.test(route.url)) return 'test and developer hooks, not served in production';
  if (key(route) === 'POST /api/auth/logout') return 'ends the fuzzing session and reads no input';
  // page-analytics.test.ts counts the same global rows from a parallel worker on the shared database.
  if (postgres && key(route) === 'POST /api/page-events') return 'global counters another test file reads at the same time';
  return null;
}

export interface FuzzRequest {
  actor: ActorName;
  method: string;
  url: string;
  /** undefined: no body at all. */
  body: unknown;
}

const zodOf = (schema: unknown): z.ZodType | undefined => (schema instanceof z.ZodType ? schema : undefined);

function memberSchema(object: z.ZodType | undefined, name: string): z.ZodType {
  const shape = (object as unknown as { _zod?: { def?: { shape?: Record<string, z.ZodType> } } } | undefined)?._zod?.def?.shape;
  return shape?.[name] ?? z.string();
}

const asText = (value: unknown) => (typeof value === 'string' ? value : value instanceof RawJson ? value.text : toJson(value));

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || value instanceof RawJson || Array.isArray(value)) {
    return value === undefined ? '' : `?${encodeUriPart(asText(value))}`;
  }
  const pairs = Object.entries(value)
    .filter(([, v]) => v !== undefined)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${encodeUriPart(k)}=${encodeUriPart(asText(item))}`));
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The requests for one route, built after the world's refresh (its current real ids). */
export function requestsFor(route: RegisteredRoute, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const options: ArbitraryOptions = {
    ...(world.allIds.length > 0 ? { uuids: fc.constantFrom(...world.allIds) } : {}),
    hints: {
      accountId: fc.stringMatching(/^(act_)?\d{1,20}$/),
      currency: fc.constantFrom('EUR', 'usd', '', 'EURO'),
      email: fc.oneof(fc.emailAddress(), fc.constantFrom(world.admin.email, world.marketeer.email)),
      avatarColor: fc.constantFrom(...avatarPalette.map((c) => c.key)),
      // The honeypot of the public forms: filled in, nothing past it runs.
      website: fc.constant(''),
    },
  };
  // Mostly what a form sends with a hostile value here and there; sometimes hostile throughout.
  const mild = { ...options, hostility: 8 };
  const harsh = { ...options, hostility: 45 };
  const segment = route.url.split('/')[2] ?? '';
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const params = fc.tuple(
    ...paramNames.map((name) => {
      const own = arbitraryOf(memberSchema(zodOf(route.schema?.params), name), harsh).map(asText);
      const real = world.pools[`${segment}:${name}`] ?? [];
      return real.length > 0 ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: own }) : own;
    }),
  );
  const bodySchema = zodOf(route.schema?.body);
  const body: fc.Arbitrary<unknown> = bodySchema
    ? fc.oneof(
        { weight: 6, arbitrary: arbitraryOf(bodySchema, mild) },
        { weight: 3, arbitrary: arbitraryOf(bodySchema, harsh) },
        { weight: 1, arbitrary: hostileBody },
      )
    : route.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof({ weight: 9, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hostileBody });
  const querySchema = zodOf(route.schema?.querystring);
  const query = querySchema ? fc.oneof(arbitraryOf(querySchema, mild), arbitraryOf(querySchema, harsh)).map(queryString) : fc.constant('');
  const actor = fc.constantFrom<ActorName>('admin', 'admin', 'admin', 'marketeer', 'marketeer', 'marketeer', 'anonymous');
  return fc.record({ actor, params, body, query }).map(({ actor, params, body, query }) => {
    let index = 0;
    const path = route.url.replace(/:(\w+)/g, () => encodeUriPart(params[index++] ?? ''));
    return { actor, method: route.method, url: `${path}${query}`, body };
  });
}

export function sendFuzzRequest(app: FastifyInstance, world: FuzzWorld, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const json = request.body === undefined ? {} : { payload: toJson(request.body), headers: { 'content-type': 'application/json' } };
  return app.inject({ method: request.method as 'POST', url: request.url, cookies: world.cookiesOf(request.actor), ...json });
}

/** Why an answer is a failure: a 5xx, or an error without the `{ error: { code } }` envelope. */
export function problemOf(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400 || !String(response.headers['content-type'] ?? '').includes('json')) return null;
  const code = (response.json() as { error?: { code?: unknown } }).error?.code;
  return isErrorCode(code) ? null : `answered ${response.statusCode} without an error code`;
}

export function describeRequest(request: FuzzRequest, response?: LightMyRequestResponse): string {
  const lines = [`${request.method} ${describeValue(request.url).slice(1, -1)} as ${request.actor}`];
  if (request.body !== undefined) lines.push(`body: ${describeValue(request.body)}`);
  if (response) lines.push(`→ ${response.statusCode} ${response.body.slice(0, 300)}`);
  return lines.join('\n  ');
}
