/**
 * The company channel's live side: features emit `{ companyId, event, audience }` on the 'company'
 * topic inside their transaction (published after commit, on every instance), and the sockets on
 * `company:<companyId>` receive the event — each socket only when its user may read the object the
 * event is about (issue 16: a live event reaches a socket only if its user may read the object
 * through the REST API). The channel itself is for the company's marketeers and admins
 * (policy.ts); the audience narrows it per event, decided here on the server, per recipient.
 */
import { channelName } from '../../../common/realtime.js';
import { memberRoles, type MemberRole } from '../../../common/roles.js';
import type { AppContext } from '../../lib/context.js';
import { fitsOnBus } from '../../lib/events/event-bus.js';
import type { Emit } from '../../lib/events/with-events.js';
import type { RecipientFilter } from '../../lib/realtime/types.js';
import { mayReceiveCompanyEvent } from './policy.js';

export const companyTopic = 'company';

type CompanyEvent = { name: string } & Record<string, unknown>;

/**
 * Who may receive a company event. `'company'`: every member who may listen to the channel, for
 * objects every colleague may read (notes, ad accounts, templates). Otherwise only the listed
 * users and the holders of the listed roles in the company (a private checklist: its creator, the
 * colleagues it is shared with and the admins). Every emit names its audience: there is no default.
 */
export type CompanyAudience = 'company' | { userIds: readonly string[]; roles: readonly MemberRole[] };

export interface CompanyEmitOptions {
  audience: CompanyAudience;
  /** A small event that makes the clients refetch, sent when `event` is too large for the bus. */
  fallback?: CompanyEvent;
}

export function emitCompanyEvent(emit: Emit, companyId: string, event: CompanyEvent, options: CompanyEmitOptions): void {
  const audience = options.audience === 'company' ? {} : { audience: { userIds: [...new Set(options.audience.userIds)], roles: options.audience.roles } };
  const payload = { companyId, event, ...audience };
  if (fitsOnBus(companyTopic, payload)) emit(companyTopic, payload);
  else if (options.fallback) emit(companyTopic, { companyId, event: options.fallback, ...audience });
  else throw new Error(`company event ${event.name} is too large for the bus and has no fallback`);
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * The recipient filter of a payload's audience: the channel's own rule for the whole company (a
 * socket whose membership changed since it subscribed gets nothing), narrowed to the listed users
 * and roles; anything malformed lets nobody through (fail closed).
 */
export function audienceFilter(companyId: string, audience: unknown): RecipientFilter {
  if (audience === undefined) return (actor) => mayReceiveCompanyEvent(actor, companyId, null);
  const { userIds, roles } = (audience ?? {}) as { userIds?: unknown; roles?: unknown };
  if (!isStringArray(userIds) || !isStringArray(roles) || !roles.every((r) => (memberRoles as readonly string[]).includes(r))) return () => false;
  const narrowed = { userIds: new Set(userIds), roles: roles as MemberRole[] };
  return (actor) => mayReceiveCompanyEvent(actor, companyId, narrowed);
}

export function registerCompanyLive(ctx: Pick<AppContext, 'events' | 'realtime'>): () => void {
  return ctx.events.on(companyTopic, (payload) => {
    if (typeof payload.companyId !== 'string' || typeof payload.event !== 'object' || payload.event === null) return;
    ctx.realtime.broadcast(channelName('company', payload.companyId), payload.event as CompanyEvent, audienceFilter(payload.companyId, payload.audience));
  });
}
