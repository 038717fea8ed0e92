/** /api/auth/*: thin handlers over the auth services. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authProvidersResponse, loginRequest, meResponse, switchCompanyRequest, twoFactorLoginRequest } from '../../../common/schemas/auth.js';
import { actorOf } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { announceActorChanged, announceSessionsRevoked } from '../../lib/actor-cache.js';
import { AppError } from '../../lib/errors.js';
import { clearSessionCookie, requireSession, revokeSession, sessionTokenOf } from '../../lib/session.js';
import { checkPasswordLogin, checkSecondFactor } from './login.js';
import { emailConfirmationRoutes } from './email-confirmation-routes.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { getMe, switchActiveCompany } from './service.js';
import { signIn } from './sign-in.js';
import { signupRoutes } from './signup-routes.js';
import { beginTwoFactorChallenge, clearChallengeCookie, endChallenge, readChallenge } from './two-factor-challenge.js';

export const authRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const withSession = requireSession(db, ctx.session);

  app.post('/login', { schema: { body: loginRequest, response: { 200: meResponse } } }, async (request, reply) => {
    const { userId, twoFactor } = await checkPasswordLogin({
      db,
      limits: ctx.rateLimits,
      ip: request.ip,
      log: request.log,
      input: request.body,
    });
    if (twoFactor) {
      await beginTwoFactorChallenge(db, reply, ctx.session, userId);
      throw new AppError('MFA_REQUIRED');
    }
    return signIn(ctx, request, reply, userId);
  });

  app.post('/login/two-factor', { schema: { body: twoFactorLoginRequest, response: { 200: meResponse } } }, async (request, reply) => {
    let challenge;
    try {
      challenge = await readChallenge(db, request);
      await checkSecondFactor({
        db,
        limits: ctx.rateLimits,
        ip: request.ip,
        log: request.log,
        secrets: ctx.secrets,
        challenge,
        code: request.body.code,
      });
    } catch (err) {
      // A challenge that is over (expired, or its 5 codes used) goes with its cookie.
      if (err instanceof AppError && err.code === 'MFA_CHALLENGE_EXPIRED') clearChallengeCookie(reply, ctx.session);
      throw err;
    }
    await endChallenge(db, challenge.id);
    clearChallengeCookie(reply, ctx.session);
    return signIn(ctx, request, reply, challenge.userId);
  });

  app.post('/logout', async (request, reply) => {
    const token = sessionTokenOf(request);
    const userId = token ? await revokeSession(db, token) : null;
    if (userId) announceSessionsRevoked(ctx, request.log, userId);
    clearSessionCookie(reply, ctx.session);
    return reply.code(204).send();
  });

  app.get('/me', { preHandler: withSession, schema: { response: { 200: meResponse } } }, async (request) => getMe({ db, actor: actorOf(request) }));

  app.post('/active-company', { preHandler: withSession, schema: { body: switchCompanyRequest, response: { 200: meResponse } } }, async (request) => {
    const me = await switchActiveCompany({ db, actor: actorOf(request), input: request.body });
    announceActorChanged(ctx, request.log, actorOf(request).userId);
    return me;
  });

  app.get('/providers', { schema: { response: { 200: authProvidersResponse } } }, async () => ({
    google: ctx.env.google !== null,
  }));

  await app.register(signupRoutes, { ctx });
  await app.register(passwordResetRoutes, { ctx });
  await app.register(emailConfirmationRoutes, { ctx });
};
