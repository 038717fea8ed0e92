/** /api/auth/*: thin handlers over service.ts. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequest, meResponse, switchCompanyRequest } from '../../../common/schemas/auth.js';
import { actorOf } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { clearSessionCookie, requireSession, revokeSession, sessionTokenOf, setSessionCookie } from '../../lib/session.js';
import { normaliseEmail } from './credentials.js';
import { getMe, logIn, switchActiveCompany } from './service.js';

export const authRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const { db } = ctx;
  const withSession = requireSession(db, ctx.session);

  app.post('/login', { schema: { body: loginRequest, response: { 200: meResponse } } }, async (request, reply) => {
    const email = normaliseEmail(request.body.email);
    await ctx.loginLimiter.consume(request.ip, email);
    const { token, me } = await logIn({
      db,
      log: request.log,
      input: {
        email,
        password: request.body.password,
        ttlDays: ctx.session.ttlDays,
        userAgent: request.headers['user-agent'] ?? null,
        ip: request.ip,
        previousToken: sessionTokenOf(request),
      },
    });
    await ctx.loginLimiter.reset(request.ip, email);
    setSessionCookie(reply, token, ctx.session);
    return me;
  });

  app.post('/logout', async (request, reply) => {
    const token = sessionTokenOf(request);
    if (token) await revokeSession(db, token);
    clearSessionCookie(reply, ctx.session);
    return reply.code(204).send();
  });

  app.get('/me', { preHandler: withSession, schema: { response: { 200: meResponse } } }, async (request) =>
    getMe({ db, actor: actorOf(request), log: request.log }),
  );

  app.post(
    '/active-company',
    { preHandler: withSession, schema: { body: switchCompanyRequest, response: { 200: meResponse } } },
    async (request) => switchActiveCompany({ db, actor: actorOf(request), input: request.body, log: request.log }),
  );
};
