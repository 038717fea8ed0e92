/** GET /api/health: 200 when the database answers, 503 "degraded" when it does not. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '../../../common/schemas/health.js';
import type { FeatureOptions } from '../../lib/context.js';
import type { LogLevel } from '../../env.js';
import { checkHealth } from './service.js';

export const healthRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  // Health checks are polled: log them from 'warn' up, but never louder than the app's own level.
  const quieterThanWarn: readonly LogLevel[] = ['silent', 'fatal', 'error'];
  const logLevel = quieterThanWarn.includes(ctx.env.logLevel) ? ctx.env.logLevel : 'warn';
  app.get('/health', { logLevel, schema: { response: { 200: healthResponse, 503: healthResponse } } }, async (request, reply) => {
    const health = await checkHealth({ database: ctx.database, log: request.log });
    return reply.code(health.status === 'ok' ? 200 : 503).send(health);
  });
};
