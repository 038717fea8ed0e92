/**
 * /api/company/branding and /api/company/logo (issue 19, Settings → Bedrijf): the agency's colour
 * and logo for the client portal and its mails. Reading is for the team; changing for admins. The
 * logo is sent as the request body itself (Content-Type of any kind, at most 2 MB on the wire;
 * branding.ts judges the content), in a plugin of its own so no other route takes raw bodies.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandColorRequest, brandingResponse } from '../../../common/schemas/clients.js';
import { actorOf, requireActiveCompany } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireMember } from '../../lib/session.js';
import { announceAgencyChange } from '../portal/live.js';
import { loadAgency } from '../portal/overview.js';
import { deleteCompanyLogo, logoLimits, setBrandColor, setCompanyLogo } from './branding.js';
import { memberListRoles, memberManagerRoles } from './policy.js';

export const brandingRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const asTeam = requireMember(ctx.db, ctx.session, memberListRoles);
  const asAdmin = requireMember(ctx.db, ctx.session, memberManagerRoles);
  const companyOf = (request: Parameters<typeof actorOf>[0]) => requireActiveCompany(actorOf(request)).companyId;
  /** A change of the agency's look, in the active company; it reaches the agency's client portals live. */
  const changing = async <T>(request: Parameters<typeof actorOf>[0], change: (companyId: string) => Promise<T>): Promise<T> => {
    const companyId = companyOf(request);
    const result = await change(companyId);
    await announceAgencyChange(ctx, companyId);
    return result;
  };

  app.get('/branding', { preHandler: asTeam, schema: { response: { 200: brandingResponse } } }, async (request) => ({
    agency: await loadAgency(ctx.db, companyOf(request)),
  }));

  app.patch('/branding', { preHandler: asAdmin, schema: { body: brandColorRequest, response: { 200: brandingResponse } } }, async (request) => ({
    agency: await changing(request, (companyId) => setBrandColor(ctx.db, companyId, request.body.brandColor)),
  }));

  await app.register(async (logo) => {
    // Any content type: the bytes decide (a PNG sent as application/octet-stream is still a PNG).
    logo.removeAllContentTypeParsers();
    logo.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 2 * logoLimits.maxBytes }, (_request, body, done) => done(null, body));
    logo.put('/logo', { preHandler: asAdmin, schema: { response: { 200: brandingResponse } } }, async (request) => ({
      agency: await changing(request, (companyId) => setCompanyLogo(ctx.db, companyId, Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0))),
    }));
    logo.delete('/logo', { preHandler: asAdmin, schema: { response: { 200: brandingResponse } } }, async (request) => ({
      agency: await changing(request, (companyId) => deleteCompanyLogo(ctx.db, companyId)),
    }));
  });
};
