/** /api/auth/password-reset*: ask for a link (always 202), check a link, set the new password. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordResetCheckRequest, passwordResetCheckResponse, passwordResetConfirmRequest, passwordResetRequest } from '../../../common/schemas/auth.js';
import { createBackgroundRunner } from '../../lib/background.js';
import type { FeatureOptions } from '../../lib/context.js';
import { announceSessionsRevoked } from '../../lib/actor-cache.js';
import { accountKey } from '../../lib/rate-limit.js';
import { isPasswordResetTokenUsable, requestPasswordReset, resetPassword } from './password-reset.js';

export const passwordResetRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const runInBackground = createBackgroundRunner(app);
  /** The address of an accepted request, until its answer has been sent. */
  const asked = new WeakMap<FastifyRequest, string>();

  app.post(
    '/password-reset',
    {
      schema: { body: passwordResetRequest },
      // Looking the address up, making the link and queueing the mail happen after the answer, so
      // the answer takes as long for an address with an account as for one without.
      onResponse: async (request) => {
        const email = asked.get(request);
        if (email === undefined) return;
        asked.delete(request);
        runInBackground(request.log, 'queueing a password reset mail failed', async () => {
          if (await requestPasswordReset({ db: ctx.db, appOrigin: ctx.env.appOrigin, email })) ctx.mail.kick();
        });
      },
    },
    async (request, reply) => {
      await ctx.rateLimits.consume('passwordResetIp', request.ip);
      await ctx.rateLimits.consume('passwordResetEmail', accountKey(request.body.email));
      asked.set(request, request.body.email);
      return reply.code(202).send({});
    },
  );

  app.post('/password-reset/check', { schema: { body: passwordResetCheckRequest, response: { 200: passwordResetCheckResponse } } }, async (request) => {
    await ctx.rateLimits.consume('tokenIp', request.ip);
    return { valid: await isPasswordResetTokenUsable(ctx.db, request.body.token) };
  });

  app.post('/password-reset/confirm', { schema: { body: passwordResetConfirmRequest } }, async (request, reply) => {
    await ctx.rateLimits.consume('tokenIp', request.ip);
    announceSessionsRevoked(ctx, request.log, await resetPassword({ db: ctx.db, input: request.body }));
    return reply.code(204).send();
  });
};
