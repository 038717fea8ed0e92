/**
 * /api/bench/* (only with BENCH_ROUTES=true, for `npm run bench api`): GET /ceiling is the request
 * path with nothing of ours on it — no session, one indexed select through the app's database
 * driver, a response schema — so the benchmark can say what share of that ceiling each endpoint reaches.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureOptions } from '../../lib/context.js';
import { findUserIdByEmail } from './service.js';

/** The demo marketeer the benchmark signs in as; found or not, the lookup costs the same. */
const probeEmail = 'sanne@demo.nl';

const ceilingResponse = z.object({ userId: z.string().nullable() });

export const benchRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get('/ceiling', { schema: { response: { 200: ceilingResponse } } }, async () => ({
    userId: await findUserIdByEmail(ctx.db, probeEmail),
  }));
};
