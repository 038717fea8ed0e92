/** Placeholder: filled in by the google-auth feature. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/context.js';

export const googleAuthRoutes: FastifyPluginAsyncZod<FeatureOptions> = async () => {};
