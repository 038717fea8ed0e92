/**
 * The step between a right password (or a Google sign-in) and a session for an account with
 * two-factor sign-in on: a login_challenges row whose token sits in an HttpOnly cookie scoped to
 * /api/auth. It lives 10 minutes and takes 5 codes at most; a session only starts once the
 * code is right, so the session id is new after the 2FA step.
 */
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { loginChallenges } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionSettings } from '../../lib/session.js';
import { createToken, hashToken, isTokenShaped } from '../../lib/tokens.js';

export const challengeCookieName = 'mfa_challenge';
export const challengeTtlMinutes = 10;
/** Wrong codes one challenge accepts; the next attempt needs a new sign-in. */
export const maxWrongCodesPerChallenge = 5;

function cookieOptions(settings: SessionSettings) {
  return { httpOnly: true, sameSite: 'lax', path: '/api/auth', secure: settings.secureCookies } as const;
}

/** Starts a challenge for this user and sets its cookie. */
export async function beginTwoFactorChallenge(db: Db, reply: FastifyReply, settings: SessionSettings, userId: string): Promise<void> {
  const token = createToken();
  const now = new Date();
  await db.delete(loginChallenges).where(and(eq(loginChallenges.userId, userId), lte(loginChallenges.expiresAt, now)));
  await db.insert(loginChallenges).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + challengeTtlMinutes * 60_000),
  });
  reply.setCookie(challengeCookieName, token, { ...cookieOptions(settings), maxAge: challengeTtlMinutes * 60 });
}

export function clearChallengeCookie(reply: FastifyReply, settings: SessionSettings): void {
  reply.clearCookie(challengeCookieName, cookieOptions(settings));
}

export interface OpenChallenge {
  id: string;
  userId: string;
}

/** The request's live challenge, or MFA_CHALLENGE_EXPIRED. */
export async function readChallenge(db: Db, request: FastifyRequest): Promise<OpenChallenge> {
  const token = request.cookies[challengeCookieName];
  if (!isTokenShaped(token)) throw new AppError('MFA_CHALLENGE_EXPIRED');
  const [row] = await db
    .select({ id: loginChallenges.id, userId: loginChallenges.userId, failedAttempts: loginChallenges.failedAttempts })
    .from(loginChallenges)
    .where(and(eq(loginChallenges.tokenHash, hashToken(token)), gt(loginChallenges.expiresAt, new Date())));
  if (!row || row.failedAttempts >= maxWrongCodesPerChallenge) throw new AppError('MFA_CHALLENGE_EXPIRED');
  return { id: row.id, userId: row.userId };
}

/**
 * Takes one of the challenge's code attempts before the code is checked, in one UPDATE, so that
 * parallel requests cannot check more than `maxWrongCodesPerChallenge` codes: the fifth wrong code
 * still answers MFA_CODE_INVALID, the attempt after it MFA_CHALLENGE_EXPIRED (sign in again). A
 * right code ends the challenge, so counting it as well changes nothing.
 */
export async function takeCodeAttempt(db: Db, challengeId: string, now: Date = new Date()): Promise<void> {
  const taken = await db
    .update(loginChallenges)
    .set({ failedAttempts: sql`${loginChallenges.failedAttempts} + 1` })
    .where(and(eq(loginChallenges.id, challengeId), lt(loginChallenges.failedAttempts, maxWrongCodesPerChallenge), gt(loginChallenges.expiresAt, now)))
    .returning({ id: loginChallenges.id });
  if (taken.length === 0) throw new AppError('MFA_CHALLENGE_EXPIRED');
}

export async function endChallenge(db: Db, challengeId: string): Promise<void> {
  await db.delete(loginChallenges).where(eq(loginChallenges.id, challengeId));
}
