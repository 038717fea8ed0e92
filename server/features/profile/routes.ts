/** /api/account/profile: the signed-in person's own profile (Settings → Profiel), clients included. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileResponse, updateProfileRequest } from '../../../common/schemas/profile.js';
import { actorOf } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireSession } from '../../lib/session.js';
import { getProfile, updateProfile } from './service.js';

export const profileRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  // 401 before the body is validated.
  app.addHook('onRequest', requireSession(ctx.db, ctx.session));

  app.get('/', { schema: { response: { 200: profileResponse } } }, async (request) => getProfile({ db: ctx.db, actor: actorOf(request) }));

  app.patch('/', { schema: { body: updateProfileRequest, response: { 200: profileResponse } } }, async (request) =>
    updateProfile({ db: ctx.db, actor: actorOf(request), input: request.body }),
  );
};
