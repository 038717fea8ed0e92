/** /api/onboarding: pending invitations and completing the profile and company. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { completeOnboardingRequest, completeOnboardingResponse, onboardingStateResponse } from '../../../common/schemas/onboarding.js';
import { announceMembershipsChanged } from '../../lib/actor-cache.js';
import { actorOf } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireSession } from '../../lib/session.js';
import { completeOnboarding, listPendingInvitations } from './service.js';

export const onboardingRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const withSession = requireSession(ctx.db, ctx.session);

  app.get('/', { preHandler: withSession, schema: { response: { 200: onboardingStateResponse } } }, async (request) => ({
    invitations: await listPendingInvitations({ db: ctx.db, actor: actorOf(request) }),
  }));

  app.post(
    '/complete',
    { preHandler: withSession, schema: { body: completeOnboardingRequest, response: { 200: completeOnboardingResponse } } },
    async (request) => {
      const me = await completeOnboarding({
        db: ctx.db,
        events: ctx.events,
        appOrigin: ctx.env.appOrigin,
        actor: actorOf(request),
        input: request.body,
      });
      // The session's actor has a new membership (and maybe a new active company).
      announceMembershipsChanged(ctx, request.log, actorOf(request).userId);
      ctx.mail.kick();
      return me;
    },
  );
};
