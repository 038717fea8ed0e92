/**
 * GET /api/search: global search over what the actor may read in the active company (issue 18),
 * for its marketeers and admins; a client gets 403 (the portal has no search yet). The kinds are
 * the providers the features registered (registry.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuery, searchResponse } from '../../../common/schemas/search.js';
import { actorOf, requireActiveCompany } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireMember } from '../../lib/session.js';
import { memberListRoles } from '../company/policy.js';

export const searchRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const preHandler = requireMember(ctx.db, ctx.session, memberListRoles);

  app.get('/', { preHandler, schema: { querystring: searchQuery, response: { 200: searchResponse } } }, async (request) => {
    const actor = actorOf(request);
    return ctx.search.search(ctx.db, { actor, ...requireActiveCompany(actor) }, request.query);
  });
};
