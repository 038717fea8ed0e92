/**
 * POST /api/waitlist: public (no session; the Origin check on mutating requests applies), limited
 * per IP. Success and the honeypot answer alike: 201 with the spec's thank-you text.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { waitlistJoinedMessage, waitlistRequest, waitlistResponse } from '../../../common/schemas/waitlist.js';
import type { FeatureOptions } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { joinWaitlist, type JoinWaitlistOutcome } from './service.js';

export const waitlistRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post('/', { schema: { body: waitlistRequest, response: { 201: waitlistResponse } } }, async (request, reply) => {
    let outcome: JoinWaitlistOutcome;
    try {
      await ctx.rateLimits.consume('waitlistIp', request.ip);
      outcome = await joinWaitlist({ db: ctx.db, input: request.body });
    } catch (err) {
      // The spec's waitlist failure text, not the generic one, also when the rate-limit store fails.
      throw err instanceof AppError ? err : new AppError('WAITLIST_FAILED', { cause: err });
    }
    // Delivery runs after the answer; a failing mail is retried and logged, the answer stays 201.
    if (outcome === 'joined') ctx.mail.kick();
    return reply.code(201).send({ message: waitlistJoinedMessage });
  });
};
