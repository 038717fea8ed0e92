/** Placeholder: filled in by the account-security feature. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../lib/context.js';

export const accountSecurityRoutes: FastifyPluginAsyncZod<FeatureOptions> = async () => {};
