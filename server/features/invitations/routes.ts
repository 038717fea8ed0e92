/**
 * /api/company/invitations (admins of the active company) and /api/auth/invitation/* (the invited
 * person, with the token from the link: check it, create the account, or accept it signed in).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptExistingInvitationRequest,
  acceptInvitationRequest,
  companyInvitationsResponse,
  createInvitationRequest,
  createInvitationResponse,
  invitationCheckRequest,
  invitationCheckResponse,
  invitationIdParams,
} from '../../../common/schemas/onboarding.js';
import { meResponse } from '../../../common/schemas/auth.js';
import { announceMembershipsChanged } from '../../lib/actor-cache.js';
import { actorOf } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireMember, requireSession } from '../../lib/session.js';
import { signIn } from '../auth/sign-in.js';
import { acceptInvitationAsAccount } from './accept-existing.js';
import { invitationManagerRoles } from './policy.js';
import { acceptInvitation, checkInvitation, createInvitation, listInvitations, revokeInvitation } from './service.js';

export const companyInvitationRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const asAdmin = requireMember(ctx.db, ctx.session, invitationManagerRoles);

  app.get('/', { preHandler: asAdmin, schema: { response: { 200: companyInvitationsResponse } } }, async (request) => ({
    invitations: await listInvitations({ db: ctx.db, actor: actorOf(request) }),
  }));

  app.post('/', { preHandler: asAdmin, schema: { body: createInvitationRequest, response: { 201: createInvitationResponse } } }, async (request, reply) => {
    const result = await createInvitation({
      db: ctx.db,
      events: ctx.events,
      rateLimits: ctx.rateLimits,
      actor: actorOf(request),
      appOrigin: ctx.env.appOrigin,
      input: request.body,
    });
    ctx.mail.kick();
    return reply.code(201).send(result);
  });

  app.delete('/:id', { preHandler: asAdmin, schema: { params: invitationIdParams } }, async (request, reply) => {
    await revokeInvitation({ db: ctx.db, actor: actorOf(request), id: request.params.id });
    return reply.code(204).send();
  });
};

export const invitationAcceptRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.post('/check', { schema: { body: invitationCheckRequest, response: { 200: invitationCheckResponse } } }, async (request) => {
    await ctx.rateLimits.consume('tokenIp', request.ip);
    return checkInvitation({ db: ctx.db, token: request.body.token });
  });

  app.post('/accept', { schema: { body: acceptInvitationRequest, response: { 201: meResponse } } }, async (request, reply) => {
    await ctx.rateLimits.consume('tokenIp', request.ip);
    const userId = await acceptInvitation({ db: ctx.db, events: ctx.events, appOrigin: ctx.env.appOrigin, input: request.body });
    ctx.mail.kick();
    const me = await signIn(ctx, request, reply, userId);
    return reply.code(201).send(me);
  });

  app.post(
    '/accept-existing',
    {
      preHandler: requireSession(ctx.db, ctx.session),
      schema: { body: acceptExistingInvitationRequest, response: { 200: meResponse } },
    },
    async (request) => {
      await ctx.rateLimits.consume('tokenIp', request.ip);
      const me = await acceptInvitationAsAccount({
        db: ctx.db,
        events: ctx.events,
        appOrigin: ctx.env.appOrigin,
        actor: actorOf(request),
        token: request.body.token,
      });
      announceMembershipsChanged(ctx, request.log, actorOf(request).userId);
      ctx.mail.kick();
      return me;
    },
  );
};
