/**
 * Every route the app registers, as the authorization matrix and the schema fuzzing tests walk
 * them (server/test): method, URL and the route's request schemas. Collected with Fastify's
 * onRoute hook, so a route added by any feature is listed without anyone remembering to.
 */
import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
  schema: FastifySchema | undefined;
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
  interface FastifyContextConfig {
    /** A HEAD route declared on its own (not Fastify's automatic HEAD of a GET): listed. */
    ownHead?: boolean;
  }
}

/** Call right after creating the app, before any route is registered. */
export function collectRoutes(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds HEAD for every GET by itself; the GET row covers it. A HEAD route of its own
      // (tus's, /api/files/tus/:id) says so with `config: { ownHead: true }` and is listed.
      if (method === 'HEAD' && !route.config?.ownHead) continue;
      routes.push({ method: method as HTTPMethods, url: route.url, schema: route.schema, websocket: Boolean((route as { websocket?: boolean }).websocket) });
    }
  });
  app.decorate('registeredRoutes', routes);
}
