/**
 * GET /api/dashboard/today: the dashboard's "Vandaag" cards for the actor in the active company
 * (issue 18), for its marketeers and admins; a client gets 403 (the portal has its own screen).
 * The cards are the providers the features registered (registry.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardTodayResponse } from '../../../common/schemas/dashboard.js';
import { actorOf, requireActiveCompany } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireMember } from '../../lib/session.js';
import { memberListRoles } from '../company/policy.js';

export const dashboardRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const preHandler = requireMember(ctx.db, ctx.session, memberListRoles);

  app.get('/today', { preHandler, schema: { response: { 200: dashboardTodayResponse } } }, async (request) => {
    const actor = actorOf(request);
    return ctx.dashboard.today(ctx.db, { actor, ...requireActiveCompany(actor) });
  });
};
