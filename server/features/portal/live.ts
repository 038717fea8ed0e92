/**
 * The client portal's live side (issue 19): the channel `portal:<companyId>` is for the agency's
 * client users, and every event on it names the users it is for — decided on the server when the
 * change commits: the portal accounts of the contacts of the client that changed (or, for a change
 * of the agency's look, all its client users). Events say only what to load again; what a user
 * then reads goes through the client scope, like every portal read. Later features (calendar,
 * forms, creatives, leads) tell a client's portal about their changes with `emitPortalChange`.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import { channelName } from '../../../common/realtime.js';
import type { Person } from '../../../common/schemas/ad-accounts.js';
import type { PortalChangedEvent } from '../../../common/schemas/clients.js';
import type { Db } from '../../db/database.js';
import { clientContacts, clients, users } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { fitsOnBus } from '../../lib/events/event-bus.js';
import { personColumns } from '../../lib/people.js';
import type { Emit } from '../../lib/events/with-events.js';
import type { Actor } from '../../lib/actor.js';

export const portalTopic = 'portal';

/** A client user of the company: the only ones who may listen to its portal channel. */
export function isClientOf(actor: Actor, companyId: string): boolean {
  return actor.memberships.some((m) => m.companyId === companyId && m.role === 'client');
}

/** The contacts of an active client who have a portal account (an archived client is in no portal). */
const portalContactsOf = (companyId: string, clientId: string) =>
  and(eq(clientContacts.companyId, companyId), eq(clientContacts.clientId, clientId), isNotNull(clientContacts.userId), eq(clients.status, 'active'));

/** The portal accounts of an active client's contacts, read in the writing transaction. */
export async function portalUsers(tx: Db, companyId: string, clientId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: clientContacts.userId })
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .where(portalContactsOf(companyId, clientId));
  return rows.map((r) => r.id!);
}

/** The same accounts as people (name, e-mail, avatar), by name: whom a creative's comment may @mention of the client. */
export async function portalPeople(db: Db, companyId: string, clientId: string): Promise<Person[]> {
  const rows = await db
    .selectDistinct(personColumns)
    .from(clientContacts)
    .innerJoin(clients, eq(clients.id, clientContacts.clientId))
    .innerJoin(users, eq(users.id, clientContacts.userId))
    .where(portalContactsOf(companyId, clientId));
  return rows.sort((a, b) => (a.name || a.email).localeCompare(b.name || b.email, 'nl'));
}

/**
 * Tells a client's portal that its data changed. Called inside the writing transaction, before a
 * change that unlinks users (a removed contact still hears of its removal). A list too long for
 * the bus becomes a nameless change for all the agency's client users: it says nothing about any
 * client, only to load again what they may read.
 */
export async function emitPortalChange(tx: Db, emit: Emit, { companyId, clientId }: { companyId: string; clientId: string }): Promise<void> {
  const userIds = await portalUsers(tx, companyId, clientId);
  if (userIds.length === 0) return;
  const payload = { companyId, audience: userIds, event: { name: 'portal.changed', clientId } satisfies PortalChangedEvent };
  if (fitsOnBus(portalTopic, payload)) emit(portalTopic, payload);
  else emit(portalTopic, agencyChange(companyId));
}

/** A change of the agency itself (its logo, its colour), for all its client users. */
function agencyChange(companyId: string): Record<string, unknown> {
  return { companyId, audience: 'all', event: { name: 'portal.changed', clientId: null } satisfies PortalChangedEvent };
}

/** Tells every portal of the agency that its look changed (after the change committed). */
export async function announceAgencyChange(ctx: Pick<AppContext, 'events'>, companyId: string): Promise<void> {
  await ctx.events.publish([{ topic: portalTopic, payload: agencyChange(companyId) }]);
}

/** A payload's audience: 'all' (every client user of the company) or a list of user ids; anything else is null. */
function audienceOf(value: unknown): ((userId: string) => boolean) | null {
  if (value === 'all') return () => true;
  if (!Array.isArray(value)) return null;
  const ids = new Set(value.filter((id): id is string => typeof id === 'string'));
  return (userId) => ids.has(userId);
}

export function registerPortalLive(ctx: Pick<AppContext, 'events' | 'realtime'>): () => void {
  ctx.realtime.registerChannel('portal', (actor, companyId) => isClientOf(actor, companyId));
  return ctx.events.on(portalTopic, (payload) => {
    const { companyId, event } = payload as { companyId?: unknown; event?: unknown };
    const audience = audienceOf(payload.audience);
    // Malformed: nobody (fail closed).
    if (typeof companyId !== 'string' || audience === null || typeof event !== 'object' || event === null) return;
    // Per recipient, as of now: still a client user of the company, and one the change is for.
    ctx.realtime.broadcast(
      channelName('portal', companyId),
      event as PortalChangedEvent & Record<string, unknown>,
      (actor) => audience(actor.userId) && isClientOf(actor, companyId),
    );
  });
}
