/**
 * /api/creatives/*: creative review (issue 36) for the team and, through the client scope, for a
 * client's portal users (the portal's Creatives uses the same routes: what a client may not do is
 * refused by the services, FORBIDDEN; what they may not see is NOT_FOUND). The list, one creative,
 * making one and its versions, sending to review (one or many), decisions, live, comments with
 * annotations, e-mail review links and the per-client setting. Registers the upload purpose and
 * file owner, search, calendar deadlines, the portal's "Actie vereist" and the clients' open items,
 * and starts the due-date reminder job.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adPlacementsResponse,
  addCommentBody,
  addVersionBody,
  createCreativeBody,
  creativeCommentParams,
  creativeCommentsResponse,
  creativeComment,
  creativeDetailResponse,
  creativeListQuery,
  creativeListResponse,
  creativeMentionableResponse,
  creativeParams,
  creativePreviewCreativeParams,
  creativePreviewListQuery,
  creativePreviewParams,
  creativePreviewVersionParams,
  creativeVersionParams,
  decideBody,
  sendToReviewBody,
  sendToReviewResponse,
  updateCommentBody,
  updateCreativeBody,
  creativeClientSettingsBody,
  creativeClientSettingsResponse,
  reviewLinkDecideBody,
  reviewLinkParams,
  reviewLinkResponse,
  sendReviewLinksBody,
  sendReviewLinksResponse,
} from '../../../common/schemas/creatives.js';
import { actorOf } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireMember } from '../../lib/session.js';
import { addVersion, createCreative, deleteCreative, updateCreative } from './change-creatives.js';
import { creativeDeadlines } from './calendar-deadlines.js';
import { addComment, deleteComment, listComments, mentionableForCreative, updateComment } from './comments.js';
import { startCreativeDueJob } from './due-reminders.js';
import { registerCreativeFiles } from './files-bridge.js';
import { creativeImportRoutes } from './imports/routes.js';
import { creativesInReviewOfClient } from './open-items.js';
import { clientViewOf, creativesActorOf, creativeTeamRoles } from './policy.js';
import { creativeReviewActions } from './portal-actions.js';
import { getCreative, listCreatives } from './read-creatives.js';
import { commentByLink, decideByLink, getEmailDecisions, readReviewLink, sendReviewLinks, setEmailDecisions } from './review-links.js';
import { decide, goLive, sendToReview } from './review.js';
import { creativeSearch } from './search.js';

export const creativeRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const preHandler = requireMember(ctx.db, ctx.session, ['admin', 'marketeer', 'client']);
  // What only the team does is refused to anyone else before the request is even read.
  const teamOnly = requireMember(ctx.db, ctx.session, creativeTeamRoles);
  registerCreativeFiles(ctx);
  await app.register(creativeImportRoutes, { prefix: '/imports', ctx });
  ctx.search.register(creativeSearch);
  ctx.calendar.registerDeadlines(creativeDeadlines);
  ctx.portal.registerActions(creativeReviewActions);
  ctx.clients.registerOpenItems(creativesInReviewOfClient);
  const dueJob = startCreativeDueJob({ ctx, log: app.log, intervalMs: ctx.env.calendarReminderIntervalMs });
  app.addHook('preClose', async () => dueJob.stop());
  const who = (request: Parameters<typeof actorOf>[0]) => creativesActorOf(ctx.db, actorOf(request));
  const detail = z.object({ creative: creativeDetailResponse.shape.creative });

  app.get('/', { preHandler, schema: { querystring: creativeListQuery, response: { 200: creativeListResponse } } }, async (request) =>
    listCreatives(ctx.db, await who(request), request.query),
  );

  // The safe zones the ad preview draws: the server's setting (CREATIVE_SAFE_ZONES), the same for everyone.
  app.get('/ad-placements', { preHandler, schema: { response: { 200: adPlacementsResponse } } }, async () => ({
    safeZones: ctx.env.creatives.safeZones,
  }));

  app.post('/', { preHandler: teamOnly, schema: { body: createCreativeBody, response: { 201: detail } } }, async (request, reply) =>
    reply.code(201).send({ creative: await createCreative(ctx, await who(request), request.body) }),
  );

  app.post('/review', { preHandler: teamOnly, schema: { body: sendToReviewBody, response: { 200: sendToReviewResponse } } }, async (request) =>
    sendToReview(ctx, await who(request), request.body.ids),
  );

  app.get('/:id', { preHandler, schema: { params: creativeParams, response: { 200: detail } } }, async (request) => ({
    creative: await getCreative(ctx.db, await who(request), request.params.id),
  }));

  app.patch('/:id', { preHandler: teamOnly, schema: { params: creativeParams, body: updateCreativeBody, response: { 200: detail } } }, async (request) => ({
    creative: await updateCreative(ctx, await who(request), request.params.id, request.body),
  }));

  app.delete('/:id', { preHandler: teamOnly, schema: { params: creativeParams } }, async (request, reply) => {
    await deleteCreative(ctx, await who(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/:id/versions',
    { preHandler: teamOnly, schema: { params: creativeParams, body: addVersionBody, response: { 201: detail } } },
    async (request, reply) => reply.code(201).send({ creative: await addVersion(ctx, await who(request), request.params.id, request.body) }),
  );

  app.post('/:id/review', { preHandler: teamOnly, schema: { params: creativeParams, response: { 200: detail } } }, async (request) => {
    const actor = await who(request);
    const { sent } = await sendToReview(ctx, actor, [request.params.id]);
    if (sent.length === 0) throw new AppError('CREATIVE_CANNOT_REVIEW');
    return { creative: await getCreative(ctx.db, actor, request.params.id) };
  });

  app.post('/:id/decisions', { preHandler, schema: { params: creativeParams, body: decideBody, response: { 200: detail } } }, async (request) => ({
    creative: await decide(ctx, await who(request), request.params.id, request.body, {
      ip: request.ip,
      userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    }),
  }));

  app.post('/:id/live', { preHandler: teamOnly, schema: { params: creativeParams, response: { 200: detail } } }, async (request) => ({
    creative: await goLive(ctx, await who(request), request.params.id),
  }));

  app.post(
    '/:id/review-links',
    { preHandler: teamOnly, schema: { params: creativeParams, body: sendReviewLinksBody, response: { 200: sendReviewLinksResponse } } },
    async (request) => ({ sent: await sendReviewLinks(ctx, await who(request), request.params.id, request.body.contactIds) }),
  );

  app.get(
    '/client-settings/:id',
    { preHandler: teamOnly, schema: { params: creativeParams, response: { 200: creativeClientSettingsResponse } } },
    async (request) => ({ emailDecisions: await getEmailDecisions(ctx, await who(request), request.params.id) }),
  );

  app.put(
    '/client-settings/:id',
    { preHandler: teamOnly, schema: { params: creativeParams, body: creativeClientSettingsBody, response: { 200: creativeClientSettingsResponse } } },
    async (request) => ({ emailDecisions: await setEmailDecisions(ctx, await who(request), request.params.id, request.body.emailDecisions) }),
  );

  app.get('/:id/mentionable', { preHandler, schema: { params: creativeParams, response: { 200: creativeMentionableResponse } } }, async (request) =>
    mentionableForCreative(ctx.db, await who(request), request.params.id),
  );

  app.get(
    '/:id/versions/:version/comments',
    { preHandler, schema: { params: creativeVersionParams, response: { 200: creativeCommentsResponse } } },
    async (request) => listComments(ctx.db, await who(request), request.params.id, request.params.version),
  );

  app.post(
    '/:id/comments',
    { preHandler, schema: { params: creativeParams, body: addCommentBody, response: { 201: z.object({ comment: creativeComment }) } } },
    async (request, reply) => reply.code(201).send({ comment: await addComment(ctx, await who(request), request.params.id, request.body) }),
  );

  app.patch(
    '/:id/comments/:commentId',
    { preHandler, schema: { params: creativeCommentParams, body: updateCommentBody, response: { 200: z.object({ comment: creativeComment }) } } },
    async (request) => ({ comment: await updateComment(ctx, await who(request), request.params.id, request.params.commentId, request.body) }),
  );

  app.delete('/:id/comments/:commentId', { preHandler, schema: { params: creativeCommentParams } }, async (request, reply) => {
    await deleteComment(ctx, await who(request), request.params.id, request.params.commentId);
    return reply.code(204).send();
  });
};

/**
 * /api/clients/:clientId/portal-preview/creatives…: "Bekijk als klant" for the portal's Creatives —
 * the company's team reads the list, one creative and a version's comments as that client's portal
 * users see them (only what was shared with them, at the newest shared version, no internal
 * comments), through the same read functions with the client's view (`clientViewOf`). Read-only;
 * a client user is refused at the door (403), another company's client answers 404.
 */
export const portalCreativePreviewRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const teamOnly = requireMember(ctx.db, ctx.session, creativeTeamRoles);
  const viewOf = (request: Parameters<typeof actorOf>[0], clientId: string) => clientViewOf(ctx.db, actorOf(request), clientId);
  const base = '/:clientId/portal-preview/creatives';

  app.get(
    base,
    { preHandler: teamOnly, schema: { params: creativePreviewParams, querystring: creativePreviewListQuery, response: { 200: creativeListResponse } } },
    async (request) => listCreatives(ctx.db, await viewOf(request, request.params.clientId), request.query),
  );

  app.get(
    `${base}/:id`,
    { preHandler: teamOnly, schema: { params: creativePreviewCreativeParams, response: { 200: creativeDetailResponse } } },
    async (request) => ({ creative: await getCreative(ctx.db, await viewOf(request, request.params.clientId), request.params.id) }),
  );

  app.get(
    `${base}/:id/versions/:version/comments`,
    { preHandler: teamOnly, schema: { params: creativePreviewVersionParams, response: { 200: creativeCommentsResponse } } },
    // Nobody's own comments here: the preview reads as the client, not as its team member.
    async (request) => listComments(ctx.db, await viewOf(request, request.params.clientId), request.params.id, request.params.version, null),
  );
};

/**
 * /api/review-links/:token: a contact's e-mail review link, without signing in (the token is the
 * proof). Reading it, commenting on its version, and deciding once.
 */
export const reviewLinkRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  app.get('/:token', { schema: { params: reviewLinkParams, response: { 200: reviewLinkResponse } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readReviewLink(ctx, request.params.token);
  });

  app.post('/:token/decision', { schema: { params: reviewLinkParams, body: reviewLinkDecideBody } }, async (request, reply) => {
    await decideByLink(ctx, request.params.token, request.body, {
      ip: request.ip,
      userAgent: typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : null,
    });
    return reply.code(204).send();
  });

  app.post('/:token/comments', { schema: { params: reviewLinkParams, body: addCommentBody } }, async (request, reply) => {
    await commentByLink(ctx, request.params.token, request.body);
    return reply.code(204).send();
  });
};
