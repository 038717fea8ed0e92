/** POST /api/auth/captcha: a new captcha for the login or signup form. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaRequest, captchaResponse } from '../../../common/schemas/auth.js';
import type { FeatureOptions } from '../../lib/context.js';
import { issueCaptcha } from './service.js';

export const captchaRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post('/', { schema: { body: captchaRequest, response: { 200: captchaResponse } } }, async (request, reply) => {
    await ctx.rateLimits.consume('captcha', request.ip);
    reply.header('cache-control', 'no-store');
    return issueCaptcha(ctx.db, request.body.purpose);
  });
};
