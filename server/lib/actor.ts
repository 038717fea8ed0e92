/**
 * Who is making a request: the signed-in user, their session and their role in the active company.
 * `requireSession` (session.ts) puts it on `request.actor`; services receive it as `actor`.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Membership } from '../../common/schemas/auth.js';
import type { MemberRole } from '../../common/roles.js';
import type { Db } from '../db/database.js';
import { companies, companyUsers, users } from '../db/schema/index.js';
import { AppError } from './errors.js';

export interface Actor {
  userId: string;
  sessionId: string;
  activeCompanyId: string | null;
  /** The actor's role in the active company; null without one. */
  memberRole: MemberRole | null;
  /** All of the user's memberships, loaded once per request with the session. */
  memberships: readonly Membership[];
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The user's memberships, ordered by company name so "the first membership" is stable. */
export async function loadMemberships(db: Db, userId: string): Promise<Membership[]> {
  return db
    .select({ companyId: companyUsers.companyId, companyName: companies.name, role: companyUsers.role })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(eq(companyUsers.userId, userId))
    .orderBy(asc(companies.name), asc(companies.id));
}

/**
 * The active company: the session's choice, else the user's primary company, else the first
 * membership; only companies the user is still a member of count.
 */
export function resolveActiveCompanyId(
  memberships: readonly Pick<Membership, 'companyId'>[],
  sessionCompanyId: string | null,
  primaryCompanyId: string | null,
): string | null {
  const isMember = (id: string | null): id is string => id !== null && memberships.some((m) => m.companyId === id);
  if (isMember(sessionCompanyId)) return sessionCompanyId;
  if (isMember(primaryCompanyId)) return primaryCompanyId;
  return memberships[0]?.companyId ?? null;
}

/** The same actor working in `companyId` (one of its memberships, or none). */
export function withActiveCompany(actor: Actor, companyId: string | null): Actor {
  const membership = actor.memberships.find((m) => m.companyId === companyId);
  return { ...actor, activeCompanyId: membership?.companyId ?? null, memberRole: membership?.role ?? null };
}

/** Builds the actor of a session; null when the user no longer exists. */
export async function loadActor(
  db: Db,
  session: { id: string; userId: string; activeCompanyId: string | null },
): Promise<Actor | null> {
  const [user] = await db.select({ companyId: users.companyId }).from(users).where(eq(users.id, session.userId));
  if (!user) return null;
  const memberships = await loadMemberships(db, session.userId);
  const actor: Actor = { userId: session.userId, sessionId: session.id, activeCompanyId: null, memberRole: null, memberships };
  return withActiveCompany(actor, resolveActiveCompanyId(memberships, session.activeCompanyId, user.companyId));
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}

/** The actor's active company and role there, or NO_ACTIVE_COMPANY. */
export function requireActiveCompany(actor: Actor): { companyId: string; role: MemberRole } {
  if (!actor.activeCompanyId || !actor.memberRole) throw new AppError('NO_ACTIVE_COMPANY');
  return { companyId: actor.activeCompanyId, role: actor.memberRole };
}
