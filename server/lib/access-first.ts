/**
 * Authorization before validation (issue 33): who may call a route is decided before its input is
 * parsed, checked or validated. The hooks that decide it — `requireSession` and `requireMember`
 * (session.ts), or a route's own check wrapped in `accessHook` — are access hooks; a route lists
 * them as its `preHandler` like any other, and `runAccessFirst` moves them to the route's
 * `onRequest`, which Fastify runs before the body is read, the character guard and the schemas.
 * So a client user on a team route gets 403 and a signed-out visitor 401, whatever they send, and
 * a new route is right without anyone remembering to. The services' policy checks stay (defence
 * in depth); the route matrix (server/test/authz/malformed.ts) checks every route with malformed input.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

export type AccessHook = ((request: FastifyRequest, reply: FastifyReply) => Promise<void>) & { readonly [accessMark]: true };

const accessMark = Symbol('access hook');

/** Marks `hook` as deciding who may call the route: it runs before the route's input is read. */
export function accessHook(hook: (request: FastifyRequest, reply: FastifyReply) => Promise<void>): AccessHook {
  return Object.assign(hook, { [accessMark]: true as const });
}

const isAccessHook = (hook: unknown): hook is AccessHook => typeof hook === 'function' && accessMark in hook;

type Hooks = RouteOptions['preHandler'] | RouteOptions['onRequest'];
const listOf = (hooks: Hooks): unknown[] => (hooks === undefined ? [] : Array.isArray(hooks) ? [...(hooks as unknown[])] : [hooks]);

/** Call right after creating the app, before any route is registered. */
export function runAccessFirst(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const preHandlers = listOf(route.preHandler);
    const access = preHandlers.filter(isAccessHook);
    if (access.length === 0) return;
    // Their order among the route's preHandlers is kept: a later check may rely on an earlier one's actor.
    route.onRequest = [...listOf(route.onRequest), ...access] as RouteOptions['onRequest'];
    const rest = preHandlers.filter((hook) => !isAccessHook(hook));
    route.preHandler = (rest.length > 0 ? rest : undefined) as RouteOptions['preHandler'];
  });
}
