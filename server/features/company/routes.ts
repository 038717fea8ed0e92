/** /api/company/*: the active company's data. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyMembersResponse } from '../../../common/schemas/company.js';
import { actorOf } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireMember } from '../../lib/session.js';
import { registerCompanyLive } from './live.js';
import { mayListenToCompany, memberListRoles } from './policy.js';
import { listCompanyMembers } from './service.js';

export const companyRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const asMemberListRole = requireMember(ctx.db, ctx.session, memberListRoles);
  ctx.realtime.registerChannel('company', mayListenToCompany);
  const stopLive = registerCompanyLive(ctx);
  app.addHook('onClose', async () => stopLive());

  app.get('/members', { preHandler: asMemberListRole, schema: { response: { 200: companyMembersResponse } } }, async (request) =>
    listCompanyMembers({ db: ctx.db, actor: actorOf(request) }),
  );
};
