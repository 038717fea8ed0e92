/** Sign-in, sign-out, "who am I" and the company switch, as plain functions over the database. */
import { eq, sql } from 'drizzle-orm';
import type { MeResponse } from '../../../common/schemas/auth.js';
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { users } from '../../db/schema/index.js';
import { loadActor, withActiveCompany, type Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { revokeSession, setSessionActiveCompany, startSession } from '../../lib/session.js';
import { assertMayActivateCompany } from './policy.js';

/** The signed-in user's own fields, is_client included, in one statement (prepared). */
const meUser = preparedQuery((db) =>
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
      isClient: users.isClient,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      language: users.language,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_me_user'),
);

export async function getMe({ db, actor }: { db: Db; actor: Actor }): Promise<MeResponse> {
  const [user] = await meUser(db).execute({ userId: actor.userId });
  if (!user) throw new AppError('UNAUTHENTICATED');
  const { emailVerifiedAt, ...fields } = user;
  return {
    user: { ...fields, emailVerified: emailVerifiedAt !== null, createdAt: user.createdAt.toISOString() },
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

/**
 * Starts a fresh session (revoking the one the browser carried) and returns its token, MeResponse
 * and the user whose session was revoked (to announce, so no instance keeps its actor).
 */
export async function startSignedInSession({ db, input }: { db: Db; input: SessionStart }) {
  const revokedUserId = input.previousToken ? await revokeSession(db, input.previousToken) : null;
  const { token, session } = await startSession(db, {
    userId: input.userId,
    ttlDays: input.ttlDays,
    userAgent: input.userAgent,
    ip: input.ip,
  });
  const actor = await loadActor(db, session);
  if (!actor) throw new AppError('INVALID_CREDENTIALS');
  return { token, me: await getMe({ db, actor }), revokedUserId };
}

export async function switchActiveCompany({ db, actor, input }: { db: Db; actor: Actor; input: { companyId: string } }): Promise<MeResponse> {
  assertMayActivateCompany(actor.memberships, input.companyId);
  await setSessionActiveCompany(db, actor.sessionId, input.companyId);
  return getMe({ db, actor: withActiveCompany(actor, input.companyId) });
}
