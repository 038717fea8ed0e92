/**
 * One row of the authorization matrix: how to ask a route (path params, query, body from the
 * target object and the asking person) and what each actor must get back. See route-matrix.ts.
 */
import type { HTTPMethods } from 'fastify';
import type { ActorName, Expectations, Scope } from './expectations.js';
import type { Target } from './target.js';
import type { Person, World } from './world.js';

export interface Request {
  /** Values for the route's `:name` segments. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  /** The whole path instead of the route's (wildcard routes). */
  path?: string;
}

export interface Case<T> {
  w: World;
  /** The target object (undefined for a row without one). */
  t: T;
  /** Who asks: the actor's person (anonymous: A's marketeer, sent without the cookie). */
  me: Person;
  actor: ActorName;
  scope: Scope | null;
}

export interface RouteRow<T = unknown> {
  /** The object the request is about; the matrix asks about the actor's own, a colleague's and another company's. */
  target?: Target<T>;
  /** A new target for every request: rows that delete or use up their object. */
  fresh?: boolean;
  /**
   * Ask as a user made for the request (the actor's role and company, a session of its own): rows
   * that change the account or end the session they are sent with (sign-in, password, 2FA, logout).
   */
  freshActor?: boolean;
  request?: (c: Case<T>) => Request | Promise<Request>;
  expect: Expectations;
  /** Developer-only (outbox, test hooks): additionally answered 404 when Host names another site. */
  localOnly?: boolean;
  /** A WebSocket upgrade: asked with a real upgrade; 101 when accepted. */
  upgrade?: boolean;
  /** For a pattern row: the registered routes (method and URL) it stands for. */
  matches?: (method: HTTPMethods, url: string) => boolean;
}

/** Types a row against its target (the table holds rows of any target). */
export function row<T = undefined>(definition: RouteRow<T>): RouteRow<unknown> {
  return definition as RouteRow<unknown>;
}

/**
 * A further row for a route that has its own (`METHOD /url` exactly as registered), asking it about
 * another kind of object — a creative not shared with the client beside one that is. Its key in
 * the table is a label naming the route and the case:
 *
 *   'GET /api/creatives/:id <a draft>': variant('GET /api/creatives/:id', row({ target: draftCreative, … })),
 */
export function variant(key: string, definition: RouteRow<unknown>): RouteRow<unknown> {
  const [method, url] = key.split(' ', 2);
  return { ...definition, matches: (m, u) => m === method && u === url };
}

/** Rows by `METHOD /url` exactly as the route is registered, or by a pattern's label (with `matches`). */
export type RouteTable = Record<string, RouteRow<unknown>>;
