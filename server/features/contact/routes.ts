/**
 * POST /api/contact: public (no session; the Origin check on mutating requests applies), limited
 * per IP and per sender address. Success and the honeypot answer alike: 201 with the thank-you text.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequest, contactResponse, contactSentMessage } from '../../../common/schemas/contact.js';
import type { FeatureOptions } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { sendContactMessage, type SendContactMessageOutcome } from './service.js';

export const contactRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post('/', { schema: { body: contactRequest, response: { 201: contactResponse } } }, async (request, reply) => {
    let outcome: SendContactMessageOutcome;
    try {
      await ctx.rateLimits.consume('contactIp', request.ip);
      outcome = await sendContactMessage({ db: ctx.db, rateLimits: ctx.rateLimits, teamAddress: ctx.env.contactTo, input: request.body });
    } catch (err) {
      // The form's own failure text, also when the rate-limit store fails.
      throw err instanceof AppError ? err : new AppError('CONTACT_FAILED', { cause: err });
    }
    // Delivery runs after the answer; a failing mail is retried and logged, the answer stays 201.
    if (outcome === 'sent') ctx.mail.kick();
    return reply.code(201).send({ message: contactSentMessage });
  });
};
