/** Sign-in, sign-out, "who am I" and the company switch, as plain functions over the database. */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MeResponse } from '../../../common/schemas/auth.js';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { loadActor, withActiveCompany, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { revokeSession, setSessionActiveCompany, startSession } from '../../lib/session.js';
import { assertMayActivateCompany } from './policy.js';

type Logger = Pick<FastifyBaseLogger, 'warn'>;

/** users.is_client; a failed check counts as "not a client" (spec section 6) and is logged. */
export async function readClientStatus(db: Db, userId: string, log: Logger): Promise<boolean> {
  try {
    const [row] = await db.select({ isClient: users.isClient }).from(users).where(eq(users.id, userId));
    return row?.isClient ?? false;
  } catch (err) {
    log.warn({ err, userId }, 'reading the client status failed; treating the user as not a client');
    return false;
  }
}

export async function getMe({ db, actor, log }: { db: Db; actor: Actor; log: Logger }): Promise<MeResponse> {
  const [[user], isClient] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        onboardingCompleted: users.onboardingCompleted,
        avatarUrl: users.avatarUrl,
        avatarColor: users.avatarColor,
        mfaEnabled: users.mfaEnabled,
        emailVerifiedAt: users.emailVerifiedAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, actor.userId)),
    readClientStatus(db, actor.userId, log),
  ]);
  if (!user) throw new AppError('UNAUTHENTICATED');
  const { emailVerifiedAt, ...fields } = user;
  return {
    user: { ...fields, isClient, emailVerified: emailVerifiedAt !== null, createdAt: user.createdAt.toISOString() },
    memberships: [...actor.memberships],
    activeCompanyId: actor.activeCompanyId,
  };
}

export interface SessionStart {
  userId: string;
  ttlDays: number;
  userAgent: string | null;
  ip: string | null;
  /** The token of a session the browser still carries: it is revoked (rotation). */
  previousToken: string | null;
}

/** Starts a fresh session (revoking the one the browser carried) and returns its token and MeResponse. */
export async function startSignedInSession({ db, input, log }: { db: Db; input: SessionStart; log: Logger }) {
  if (input.previousToken) await revokeSession(db, input.previousToken);
  const { token, session } = await startSession(db, {
    userId: input.userId,
    ttlDays: input.ttlDays,
    userAgent: input.userAgent,
    ip: input.ip,
  });
  const actor = await loadActor(db, session);
  if (!actor) throw new AppError('INVALID_CREDENTIALS');
  return { token, me: await getMe({ db, actor, log }) };
}

export async function switchActiveCompany({
  db,
  actor,
  input,
  log,
}: {
  db: Db;
  actor: Actor;
  input: { companyId: string };
  log: Logger;
}): Promise<MeResponse> {
  assertMayActivateCompany(actor.memberships, input.companyId);
  await setSessionActiveCompany(db, actor.sessionId, input.companyId);
  return getMe({ db, actor: withActiveCompany(actor, input.companyId), log });
}
