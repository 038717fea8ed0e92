/** The last step of every sign-in path (password, 2FA, signup, invitation, Google): a fresh session. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MeResponse } from '../../../common/schemas/auth.js';
import { announceSessionsRevoked } from '../../lib/actor-cache.js';
import type { AppContext } from '../../lib/context.js';
import { sessionTokenOf, setSessionCookie } from '../../lib/session.js';
import { startSignedInSession } from './service.js';

/** Starts a session for this user (rotating any the browser carried), sets the cookie, answers MeResponse. */
export async function signIn(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<MeResponse> {
  const { token, me, revokedUserId } = await startSignedInSession({
    db: ctx.db,
    input: {
      userId,
      ttlDays: ctx.session.ttlDays,
      userAgent: request.headers['user-agent'] ?? null,
      ip: request.ip,
      previousToken: sessionTokenOf(request),
    },
  });
  // The session the browser carried is over: no instance may keep its actor.
  if (revokedUserId) announceSessionsRevoked(ctx, request.log, revokedUserId);
  setSessionCookie(reply, token, ctx.session);
  return me;
}
