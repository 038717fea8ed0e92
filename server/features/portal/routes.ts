/**
 * /api/portal/*: the client portal's data (issue 19), for client users of the active company —
 * the agency and their clients (`/me`), and a client's overview. Every read goes through the client
 * scope: another client's id answers 404. The agency's logo is public (`/logo/:companyId`), as the
 * mails to clients show it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { portalMeResponse, portalOverviewResponse } from '../../../common/schemas/clients.js';
import { actorOf } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { requireMember } from '../../lib/session.js';
import { clientScopeOf } from '../clients/scope.js';
import { readCompanyLogo } from '../company/branding.js';
import { registerPortalLive } from './live.js';
import { portalMe, portalOverview } from './overview.js';

const clientParams = z.object({ clientId: z.string().uuid({ message: 'NOT_FOUND' }) });
const logoParams = z.object({ companyId: z.string().uuid({ message: 'NOT_FOUND' }) });
const logoQuery = z.object({ v: z.string().max(20).optional() });

export const portalRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const asClient = requireMember(ctx.db, ctx.session, ['client']);
  const stopLive = registerPortalLive(ctx);
  app.addHook('onClose', async () => stopLive());

  app.get('/me', { preHandler: asClient, schema: { response: { 200: portalMeResponse } } }, async (request) =>
    portalMe(ctx.db, await clientScopeOf(ctx.db, actorOf(request))),
  );

  app.get(
    '/clients/:clientId/overview',
    { preHandler: asClient, schema: { params: clientParams, response: { 200: portalOverviewResponse } } },
    async (request) => portalOverview(ctx.db, ctx.portal, await clientScopeOf(ctx.db, actorOf(request)), request.params.clientId),
  );

  app.get('/logo/:companyId', { schema: { params: logoParams, querystring: logoQuery } }, async (request, reply) => {
    const logo = await readCompanyLogo(ctx.db, request.params.companyId);
    if (!logo) throw new AppError('NOT_FOUND');
    // With the version of the address the picture never changes; without it, look again after a minute.
    const versioned = request.query.v === String(logo.updatedAt.getTime());
    return reply
      .type('image/png')
      .header('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=60')
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'")
      .send(logo.png);
  });
};
