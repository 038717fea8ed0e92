/** /api/company/*: the active company's data. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyMember, companyMembersResponse } from '../../../common/schemas/company.js';
import { changeMemberRoleRequest, memberIdParams } from '../../../common/schemas/profile.js';
import { announceMembershipsChanged } from '../../lib/actor-cache.js';
import { actorOf } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireMember } from '../../lib/session.js';
import { registerCompanyLive } from './live.js';
import { changeMemberRole, removeMember } from './members.js';
import { mayListenToCompany, memberListRoles, memberManagerRoles } from './policy.js';
import { listCompanyMembers } from './service.js';
import { memberSearch } from './search.js';

export const companyRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const asMemberListRole = requireMember(ctx.db, ctx.session, memberListRoles);
  const asMemberManager = requireMember(ctx.db, ctx.session, memberManagerRoles);
  ctx.realtime.registerChannel('company', mayListenToCompany);
  ctx.search.register(memberSearch);
  const stopLive = registerCompanyLive(ctx);
  app.addHook('onClose', async () => stopLive());

  app.get('/members', { preHandler: asMemberListRole, schema: { response: { 200: companyMembersResponse } } }, async (request) =>
    listCompanyMembers({ db: ctx.db, actor: actorOf(request) }),
  );

  // A role change or removal takes effect on the member's next request: their cached actors go
  // here and on every instance, and their sockets are re-checked (they lose the company's channel).
  app.patch(
    '/members/:userId',
    { preHandler: asMemberManager, schema: { params: memberIdParams, body: changeMemberRoleRequest, response: { 200: companyMember } } },
    async (request) => {
      const member = await changeMemberRole({ db: ctx.db, actor: actorOf(request), userId: request.params.userId, role: request.body.role });
      announceMembershipsChanged(ctx, request.log, request.params.userId);
      return member;
    },
  );

  app.delete('/members/:userId', { preHandler: asMemberManager, schema: { params: memberIdParams } }, async (request, reply) => {
    await removeMember({ db: ctx.db, events: ctx.events, actor: actorOf(request), userId: request.params.userId });
    announceMembershipsChanged(ctx, request.log, request.params.userId);
    return reply.code(204).send();
  });
};
