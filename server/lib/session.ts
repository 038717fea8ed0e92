/**
 * The session kernel: a random token in the `sid` cookie, only its SHA-256 in `sessions`, sliding
 * expiry, revocation by deleting the row, and the access hooks that put the actor on the request.
 * A request's actor comes from one statement (session, user and memberships), or from the
 * instance's actor cache (actor-cache.ts) when the same session asked a moment ago.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MemberRole } from '../../common/roles.js';
import type { Db } from '../db/database.js';
import { sessions, type SessionRow } from '../db/schema/index.js';
import { accessHook, type AccessHook } from './access-first.js';
import { actorFrom, loadSessionWithActor, requireActiveCompany, type Actor } from './actor.js';
import type { ActorCache, CachedActor } from './actor-cache.js';
import { AppError } from './errors.js';

export const sessionCookieName = 'sid';
/** last_seen_at/expires_at are only rewritten when the last write is older than this. */
export const slidingRefreshMs = 5 * 60_000;

const dayMs = 24 * 60 * 60_000;
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

export interface SessionSettings {
  ttlDays: number;
  secureCookies: boolean;
  /** This instance's recently resolved actors. */
  actors: ActorCache;
}

export function createSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface StartSessionInput {
  userId: string;
  ttlDays: number;
  userAgent?: string | null;
  ip?: string | null;
  activeCompanyId?: string | null;
}

/**
 * Creates a session row and returns the token for the cookie (the row holds only its hash). The
 * user's expired sessions, which nobody will present again, are removed on the way.
 */
export async function startSession(db: Db, input: StartSessionInput): Promise<{ token: string; session: SessionRow }> {
  const token = createSessionToken();
  const now = new Date();
  await db.delete(sessions).where(and(eq(sessions.userId, input.userId), lte(sessions.expiresAt, now)));
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: hashSessionToken(token),
      userId: input.userId,
      activeCompanyId: input.activeCompanyId ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + input.ttlDays * dayMs),
      userAgent: input.userAgent?.slice(0, 512) ?? null,
      ip: input.ip ?? null,
    })
    .returning();
  return { token, session: session! };
}

/**
 * The live session of a token with its actor, or null. An expired session is deleted; an active
 * one gets its expiry pushed out (`refreshed`) when it was last seen more than slidingRefreshMs
 * ago. A cached actor is used while fresh (and never past its session's expiry); the sliding
 * write is throttled the same way for both.
 */
export async function findSession(
  db: Db,
  token: string,
  settings: Pick<SessionSettings, 'ttlDays' | 'actors'>,
  now = new Date(),
): Promise<{ cached: CachedActor; refreshed: boolean } | null> {
  if (!tokenPattern.test(token)) return null;
  const tokenHash = hashSessionToken(token);
  const nowMs = now.getTime();
  let cached = settings.actors.get(tokenHash, nowMs);
  if (!cached) {
    const generation = settings.actors.currentGeneration();
    const row = await loadSessionWithActor(db, tokenHash);
    if (!row) return null;
    if (row.expiresAt.getTime() <= nowMs) {
      await db.delete(sessions).where(eq(sessions.id, row.id));
      return null;
    }
    cached = { actor: actorFrom(row, row), lastSeenAt: row.lastSeenAt.getTime(), expiresAt: row.expiresAt.getTime() };
    settings.actors.store(tokenHash, cached, generation, nowMs);
  }
  if (nowMs - cached.lastSeenAt < slidingRefreshMs) return { cached, refreshed: false };
  // Claimed before the write, so the requests arriving meanwhile do not write again.
  const expiresAt = nowMs + settings.ttlDays * dayMs;
  cached.lastSeenAt = nowMs;
  const [updated] = await db
    .update(sessions)
    .set({ lastSeenAt: now, expiresAt: new Date(expiresAt) })
    .where(eq(sessions.id, cached.actor.sessionId))
    .returning({ id: sessions.id });
  if (!updated) {
    settings.actors.forgetUser(cached.actor.userId);
    return null;
  }
  cached.expiresAt = expiresAt;
  return { cached, refreshed: true };
}

/** Ends the session of `token`; answers its user's id (null when there was none). */
export async function revokeSession(db: Db, token: string): Promise<string | null> {
  if (!tokenPattern.test(token)) return null;
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)))
    .returning({ userId: sessions.userId });
  return ended?.userId ?? null;
}

export async function setSessionActiveCompany(db: Db, sessionId: string, companyId: string): Promise<void> {
  await db.update(sessions).set({ activeCompanyId: companyId }).where(eq(sessions.id, sessionId));
}

function cookieOptions(settings: SessionSettings) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: settings.secureCookies } as const;
}

export function setSessionCookie(reply: FastifyReply, token: string, settings: SessionSettings): void {
  reply.setCookie(sessionCookieName, token, { ...cookieOptions(settings), maxAge: settings.ttlDays * 24 * 60 * 60 });
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionSettings): void {
  reply.clearCookie(sessionCookieName, cookieOptions(settings));
}

export function sessionTokenOf(request: FastifyRequest): string | null {
  return request.cookies[sessionCookieName] ?? null;
}

/** Resolves the request's session into `request.actor` (null without a valid session). */
export async function readSession(db: Db, settings: SessionSettings, request: FastifyRequest, reply: FastifyReply): Promise<Actor | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  const found = await findSession(db, token, settings);
  const actor = found?.cached.actor ?? null;
  if (!actor) clearSessionCookie(reply, settings);
  else if (found?.refreshed) setSessionCookie(reply, token, settings);
  request.actor = actor;
  return actor;
}

/**
 * An access hook (access-first.ts: it runs before the route's input is read, wherever a route lists
 * it): 401 UNAUTHENTICATED without a valid session, else `request.actor` is set.
 */
export function requireSession(db: Db, settings: SessionSettings): AccessHook {
  return accessHook(async (request, reply) => {
    if (!(await readSession(db, settings, request, reply))) throw new AppError('UNAUTHENTICATED');
  });
}

/**
 * An access hook (see requireSession): a session, an active company (409 NO_ACTIVE_COMPANY) and one
 * of `roles` there (403 FORBIDDEN). Features pass the roles their policy.ts names.
 */
export function requireMember(db: Db, settings: SessionSettings, roles: readonly MemberRole[]): AccessHook {
  const session = requireSession(db, settings);
  return accessHook(async (request, reply) => {
    await session(request, reply);
    const { role } = requireActiveCompany(request.actor!);
    if (!roles.includes(role)) throw new AppError('FORBIDDEN');
  });
}
