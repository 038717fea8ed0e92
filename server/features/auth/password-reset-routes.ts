/** /api/auth/password-reset*: ask for a link (always 202), check a link, set the new password. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passwordResetCheckRequest,
  passwordResetCheckResponse,
  passwordResetConfirmRequest,
  passwordResetRequest,
} from '../../../common/schemas/auth.js';
import type { FeatureOptions } from '../../lib/context.js';
import { accountKey } from '../../lib/rate-limit.js';
import { isPasswordResetTokenUsable, requestPasswordReset, resetPassword } from './password-reset.js';

export const passwordResetRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post('/password-reset', { schema: { body: passwordResetRequest } }, async (request, reply) => {
    await ctx.rateLimits.consume('passwordResetIp', request.ip);
    await ctx.rateLimits.consume('passwordResetEmail', accountKey(request.body.email));
    const queued = await requestPasswordReset({ db: ctx.db, appOrigin: ctx.env.appOrigin, email: request.body.email });
    if (queued) ctx.mail.kick();
    return reply.code(202).send({});
  });

  app.post(
    '/password-reset/check',
    { schema: { body: passwordResetCheckRequest, response: { 200: passwordResetCheckResponse } } },
    async (request) => {
      await ctx.rateLimits.consume('tokenIp', request.ip);
      return { valid: await isPasswordResetTokenUsable(ctx.db, request.body.token) };
    },
  );

  app.post('/password-reset/confirm', { schema: { body: passwordResetConfirmRequest } }, async (request, reply) => {
    await ctx.rateLimits.consume('tokenIp', request.ip);
    await resetPassword({ db: ctx.db, input: request.body });
    return reply.code(204).send();
  });
};
