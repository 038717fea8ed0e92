/** /api/auth/email-confirmation/*: use the link of the mail "Bevestig je e-mailadres" (public), or ask for another one. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailConfirmationConfirmRequest, emailConfirmationResendResponse } from '../../../common/schemas/auth.js';
import { actorOf } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireSession } from '../../lib/session.js';
import { confirmEmailAddress, resendEmailConfirmation } from './email-confirmation.js';

export const emailConfirmationRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post('/email-confirmation/confirm', { schema: { body: emailConfirmationConfirmRequest } }, async (request, reply) => {
    await ctx.rateLimits.consume('tokenIp', request.ip);
    await confirmEmailAddress({ db: ctx.db, token: request.body.token });
    return reply.code(204).send();
  });

  app.post(
    '/email-confirmation/resend',
    { preHandler: requireSession(ctx.db, ctx.session), schema: { response: { 200: emailConfirmationResendResponse } } },
    async (request) => {
      const sent = await resendEmailConfirmation({
        db: ctx.db,
        rateLimits: ctx.rateLimits,
        actor: actorOf(request),
        appOrigin: ctx.env.appOrigin,
      });
      ctx.mail.kick();
      return sent;
    },
  );
};
