/**
 * POST /api/page-events: public (no session; the Origin check on mutating requests applies), JSON
 * only, limited per IP. Counts the event and answers 204; sets no cookie.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageEventRequest } from '../../../common/schemas/page-analytics.js';
import type { FeatureOptions } from '../../lib/context.js';
import { countPageEvent } from './service.js';

export const pageAnalyticsRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  // JSON only (the client uses fetch with keepalive, not sendBeacon): text/plain answers 415 here.
  app.removeContentTypeParser('text/plain');
  app.post('/', { schema: { body: pageEventRequest } }, async (request, reply) => {
    await ctx.rateLimits.consume('pageEventIp', request.ip);
    await countPageEvent({ db: ctx.db, input: request.body });
    return reply.code(204).send();
  });
};
