/** POST /api/auth/signup: creates the account, mails "Bevestig je e-mailadres" and signs it in (201 MeResponse). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meResponse, signupRequest } from '../../../common/schemas/auth.js';
import type { FeatureOptions } from '../../lib/context.js';
import { signIn } from './sign-in.js';
import { signUp } from './signup.js';

export const signupRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post('/signup', { schema: { body: signupRequest, response: { 201: meResponse } } }, async (request, reply) => {
    await ctx.rateLimits.consume('signupIp', request.ip);
    const userId = await signUp({ db: ctx.db, appOrigin: ctx.env.appOrigin, input: request.body });
    ctx.mail.kick();
    const me = await signIn(ctx, request, reply, userId);
    return reply.code(201).send(me);
  });
};
