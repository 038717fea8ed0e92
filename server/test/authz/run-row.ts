/**
 * Runs one row of the matrix: for each actor (and each scope of the row's target) it makes or
 * reuses the object, sends the request and compares the answer. Besides the expected outcome it
 * checks that no answer is a 5xx and that no 2xx answer carries the id of an object the asker may
 * not read (a list or detail that leaks). Answers the failures as readable lines.
 */
import { isDeepStrictEqual } from 'node:util';
import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import WebSocket from 'ws';
import { actorNames, describeOutcome, outcomeFor, type ActorName, type Outcome, type Scope } from './expectations.js';
import { malformedRequests, refusalByWho } from './malformed.js';
import type { Request, RouteRow } from './route-row.js';
import { mayRead, type Target } from './target.js';
import { companyOf, type Person, type World } from './world.js';

interface MadeObject {
  target: Target<unknown>;
  owner: Person;
  ids: string[];
}

export interface RunContext {
  w: World;
  /** http://127.0.0.1:port of the listening app (for WebSocket upgrades). */
  baseUrl: string;
  /** Targets made so far, reused by rows without `fresh`. */
  cache: Map<string, unknown>;
  /** Every target made, for the leak check. */
  made: MadeObject[];
}

/** Another site's name in Host: what a DNS-rebinding page sends to a developer-only route. */
const foreignHost = 'evil.example:3000';

function scopesOf(row: RouteRow<unknown>, actor: ActorName): (Scope | null)[] {
  const ownership = row.target?.ownership;
  if (!ownership || ownership === 'unowned' || actor === 'anonymous' || actor === 'otherCompany') return [null];
  return ownership === 'company' ? ['own', 'foreign'] : ['own', 'colleague', 'foreign'];
}

async function askerFor(w: World, row: RouteRow<unknown>, actor: ActorName): Promise<Person> {
  if (!row.freshActor) return actor === 'anonymous' ? w.a.marketeer : w.actors[actor];
  if (actor === 'otherCompany') return w.newPerson(w.b.row, 'admin', 'a new admin of B');
  if (actor === 'anonymous') return w.newPerson(w.a.row, 'marketeer', 'a new marketeer of A (signed out)');
  return w.newPerson(w.a.row, actor, `a new ${actor} of A`);
}

/** Whose object the actor asks about (see `scopes` in expectations.ts). */
function ownerFor(w: World, target: Target<unknown>, actor: ActorName, scope: Scope | null, me: Person): Person {
  if (actor === 'otherCompany') return w.a.marketeer;
  if (scope === 'colleague') return w.a.colleague;
  if (scope === 'foreign') return w.b.marketeer;
  if (target.ownership === 'authored' && me.role === 'client') return companyOf(w, me).marketeer;
  return me;
}

async function targetFor(ctx: RunContext, target: Target<unknown>, owner: Person, fresh = false): Promise<unknown> {
  const key = `${target.name}|${owner.user.id}`;
  if (!fresh && ctx.cache.has(key)) return ctx.cache.get(key);
  const made = await target.make(ctx.w, owner);
  ctx.made.push({ target, owner, ids: target.ids?.(made) ?? [] });
  if (!fresh) ctx.cache.set(key, made);
  return made;
}

function fillParams(url: string, params: Record<string, string> = {}): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for :${name} of ${url}`);
    return encodeURIComponent(value);
  });
}

function mismatch(outcome: Outcome, response: LightMyRequestResponse): boolean {
  const spec = typeof outcome === 'number' ? { status: outcome } : outcome;
  if (response.statusCode !== spec.status) return true;
  if (!spec.code && !spec.body) return false;
  let json: Record<string, unknown>;
  try {
    json = response.json<Record<string, unknown>>();
  } catch {
    return true;
  }
  if (spec.code && (json.error as { code?: string } | undefined)?.code !== spec.code) return true;
  return Object.entries(spec.body ?? {}).some(([field, value]) => !isDeepStrictEqual(json[field], value));
}

/** Ids of objects `viewer` may not read that appear in the answer (viewer null: signed out). */
function leakedIds(ctx: RunContext, viewer: Person | null, response: LightMyRequestResponse): string[] {
  if (response.statusCode >= 300 || !String(response.headers['content-type'] ?? '').includes('json')) return [];
  const body = response.body;
  return ctx.made
    .filter((m) => (viewer ? !mayRead(m.target, m.owner, viewer) : m.target.ownership !== 'unowned'))
    .flatMap((m) => m.ids.filter((id) => body.includes(id)).map((id) => `${m.target.name} ${id} of ${m.owner.label}`));
}

/** The status of a WebSocket upgrade (101 when accepted). */
function upgradeStatus(baseUrl: string, url: string, sid: string | null): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${url}`, { headers: sid ? { cookie: `sid=${sid}` } : {} });
    socket.on('error', reject);
    socket.once('open', () => {
      socket.once('close', () => resolve(101));
      socket.close();
    });
    socket.once('unexpected-response', (request, response) => {
      response.resume();
      request.destroy();
      resolve(response.statusCode ?? 0);
    });
  });
}

/**
 * Makes every kind of object the rows ask about for the usual owners before any row runs, so a
 * list asked early is already checked against objects its asker may not read.
 */
export async function makeEveryKind(ctx: RunContext, targets: readonly Target<unknown>[]): Promise<void> {
  const { a, b } = ctx.w;
  const owners: Record<Target<unknown>['ownership'], Person[]> = {
    personal: [a.client, a.marketeer, a.admin, a.colleague, b.admin, b.marketeer],
    authored: [a.marketeer, a.admin, a.colleague, b.marketeer],
    company: [a.marketeer, b.marketeer],
    unowned: [],
  };
  for (const target of new Set(targets)) {
    for (const owner of owners[target.ownership]) await targetFor(ctx, target, owner);
  }
}

const scopeLabels: Record<Scope, string> = { own: 'their own object', colleague: "a colleague's object", foreign: "another company's object" };

interface Asked {
  label: string;
  method: HTTPMethods;
  url: string;
  row: RouteRow<unknown>;
}

/** One actor asks once (about one scope's object); answers the failures. */
async function askAs(ctx: RunContext, { label, method, url, row }: Asked, actor: ActorName, scope: Scope | null): Promise<string[]> {
  const who = scope ? `${actor} on ${scopeLabels[scope]}` : row.target ? `${actor} on company A's object` : actor;
  const outcome = outcomeFor(row.expect, actor, scope);
  if (outcome === undefined) return [`${label}: the row has no outcome for ${who}`];
  const me = await askerFor(ctx.w, row, actor);
  const sid = actor === 'anonymous' ? null : me.sid;
  if (row.upgrade) {
    const status = await upgradeStatus(ctx.baseUrl, url, sid);
    const expected = typeof outcome === 'number' ? outcome : outcome.status;
    return status === expected ? [] : [`${who}: upgrade ${url} → ${status}; expected ${describeOutcome(outcome)}`];
  }
  const t = row.target ? await targetFor(ctx, row.target, ownerFor(ctx.w, row.target, actor, scope, me), row.fresh) : undefined;
  const request: Request = (await row.request?.({ w: ctx.w, t, me, actor, scope })) ?? {};
  const path = (request.path ?? fillParams(url, request.params)) + (request.query ? `?${new URLSearchParams(request.query)}` : '');
  const send = (headers: Record<string, string> = {}) =>
    ctx.w.app.inject({
      method: method as InjectOptions['method'],
      url: path,
      cookies: { ...(sid ? { sid } : {}), ...request.cookies },
      headers: { ...request.headers, ...headers },
      ...(request.body === undefined ? {} : { payload: request.body as object }),
    });
  const response = await send();
  const shown = `${who}: ${method} ${path}${request.body === undefined ? '' : ` ${JSON.stringify(request.body)}`}`;
  const answer = `${response.statusCode} ${response.body.slice(0, 300)}`;
  const failures: string[] = [];
  if (response.statusCode >= 500) failures.push(`${shown} → SERVER ERROR ${answer}`);
  else if (mismatch(outcome, response)) failures.push(`${shown} → ${answer}; expected ${describeOutcome(outcome)}`);
  // A refusal by who asks is the same for every object: checked with malformed input once per actor.
  const refusal = scope === null || scope === 'own' ? refusalByWho(row.expect, actor) : null;
  if (refusal !== null) {
    for (const variant of malformedRequests(method, url, request, fillParams)) {
      const refused = await ctx.w.app.inject({
        method: method as InjectOptions['method'],
        url: variant.path,
        cookies: { ...(sid ? { sid } : {}), ...request.cookies },
        headers: variant.headers,
        ...(variant.body === undefined ? {} : { payload: variant.body }),
      });
      if (mismatch(refusal, refused))
        failures.push(
          `${who} with ${variant.label}: ${method} ${variant.path} → ${refused.statusCode} ${refused.body.slice(0, 200)}; expected ${describeOutcome(refusal)} before the input is read`,
        );
    }
  }
  if (row.localOnly) {
    const rebound = await send({ host: foreignHost });
    if (rebound.statusCode !== 404) failures.push(`${shown} with Host ${foreignHost} → ${rebound.statusCode}; expected 404 (local only)`);
  } else {
    const leaked = leakedIds(ctx, sid ? me : null, response);
    const asker = sid ? me.label : 'a signed-out visitor';
    if (leaked.length > 0) failures.push(`${shown} → ${response.statusCode} shows what ${asker} may not read: ${leaked.join(', ')}`);
  }
  return failures;
}

/** Every actor asks the route (about each scope's object, for a row with a target); answers the failures. */
export async function runRow(ctx: RunContext, label: string, method: HTTPMethods, url: string, row: RouteRow<unknown>): Promise<string[]> {
  const failures: string[] = [];
  for (const actor of actorNames) {
    for (const scope of scopesOf(row, actor)) failures.push(...(await askAs(ctx, { label, method, url, row }, actor, scope)));
  }
  return failures;
}
