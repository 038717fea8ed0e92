/**
 * Who is making a request: the signed-in user, their session and their role in the active company.
 * `requireSession` (session.ts) puts it on `request.actor`; services receive it as `actor`.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Membership } from '../../common/schemas/auth.js';
import type { MemberRole } from '../../common/roles.js';
import type { Db } from '../db/database.js';
import { preparedQuery } from '../db/prepared.js';
import { companies, companyUsers, sessions, users } from '../db/schema/index.js';
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

/**
 * The user's memberships as one JSON column, ordered by company name so "the first membership" is
 * stable (name, then id). The user is named with its table: drizzle leaves a column of a
 * one-table select unqualified, which inside this subquery would mean `companies.id`.
 */
const membershipsOfUser = sql<Membership[]>`coalesce((
  select json_agg(json_build_object('companyId', cu.company_id, 'companyName', c.name, 'role', cu.role) order by c.name, c.id)
  from ${companyUsers} cu join ${companies} c on c.id = cu.company_id
  where cu.user_id = ${sql.identifier('users')}.${sql.identifier('id')}), '[]'::json)`;

/** The user's memberships and primary company in one statement (prepared). */
const userMemberships = preparedQuery((db) =>
  db
    .select({ primaryCompanyId: users.companyId, memberships: membershipsOfUser })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('actor_user_memberships'),
);

/** The actor of a session row; the user's memberships in one statement. Null when the user no longer exists. */
export async function loadActor(db: Db, session: { id: string; userId: string; activeCompanyId: string | null }): Promise<Actor | null> {
  const [user] = await userMemberships(db).execute({ userId: session.userId });
  if (!user) return null;
  return actorFrom(session, user);
}

/** A session row with its user's primary company and memberships, as one statement reads it. */
export interface SessionWithActor {
  id: string;
  userId: string;
  activeCompanyId: string | null;
  lastSeenAt: Date;
  expiresAt: Date;
  primaryCompanyId: string | null;
  memberships: Membership[];
}

/**
 * The session of a token hash with everything its actor needs, in one statement (prepared): the
 * session row, the user's primary company and the memberships. Null for an unknown token or a
 * session whose user is gone.
 */
const sessionByTokenHash = preparedQuery((db) =>
  db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      activeCompanyId: sessions.activeCompanyId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      primaryCompanyId: users.companyId,
      memberships: membershipsOfUser,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('actor_session_by_token'),
);

export async function loadSessionWithActor(db: Db, tokenHash: string): Promise<SessionWithActor | null> {
  const [row] = await sessionByTokenHash(db).execute({ tokenHash });
  return row ?? null;
}

/** The actor of a session, given its user's memberships and primary company. */
export function actorFrom(
  session: { id: string; userId: string; activeCompanyId: string | null },
  user: { primaryCompanyId: string | null; memberships: Membership[] },
): Actor {
  const actor: Actor = { userId: session.userId, sessionId: session.id, activeCompanyId: null, memberRole: null, memberships: user.memberships };
  return withActiveCompany(actor, resolveActiveCompanyId(user.memberships, session.activeCompanyId, user.primaryCompanyId));
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
