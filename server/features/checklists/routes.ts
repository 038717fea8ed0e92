/**
 * /api/checklists/*: the active company's checklists for its marketeers and admins (clients get
 * 403). Creating needs a company ('Geen bedrijf gevonden om checklist aan te maken'); reading
 * needs an active one ('Geen actief bedrijf geselecteerd'), per spec section 5. The checklist job
 * (refresh and deadline reminders) runs beside the routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checklistComment,
  checklistDetail,
  checklistIdResponse,
  checklistItem,
  checklistListResponse,
  checklistShare,
  checklistSummary,
  checklistTemplatesResponse,
  createChecklistCommentRequest,
  createChecklistRequest,
  createItemRequest,
  createShareRequest,
  reorderItemsRequest,
  updateChecklistRequest,
  updateItemRequest,
  updateShareRequest,
} from '../../../common/schemas/checklists.js';
import { listPageQuery } from '../../../common/schemas/paging.js';
import { actorOf, requireActiveCompany } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { accessHook } from '../../lib/access-first.js';
import { requireMember, requireSession } from '../../lib/session.js';
import { createChecklist, deleteChecklist, duplicateChecklist, updateChecklist } from './change-checklists.js';
import { addItem, deleteItem, reorderItems, updateItem } from './change-items.js';
import { addComment, deleteComment, shareChecklist, unshareChecklist, updateComment, updateShare } from './change-sharing.js';
import { mentionableResponse } from '../../../common/schemas/notes.js';
import { mentionablePeople } from '../mentions/mentions.js';
import { readersOf } from './change-kit.js';
import { startChecklistJobs } from './jobs.js';
import { checklistSearch } from './search.js';
import { checklistsDueCard } from './dashboard.js';
import { checklistDeadlines } from './calendar-deadlines.js';
import { checklistRoles, type ChecklistActor } from './policy.js';
import { findVisible, getChecklistDetail, listChecklists, listTemplates, loadItems } from './read-checklists.js';

const idParams = z.object({ id: z.string().uuid({ message: 'NOT_FOUND' }) });
const itemParams = idParams.extend({ itemId: z.string().uuid({ message: 'NOT_FOUND' }) });
const commentParams = idParams.extend({ commentId: z.string().uuid({ message: 'NOT_FOUND' }) });
const shareParams = idParams.extend({ userId: z.string().uuid({ message: 'NOT_FOUND' }) });

export const checklistRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const preHandler = requireMember(ctx.db, ctx.session, checklistRoles);
  ctx.search.register(checklistSearch);
  ctx.dashboard.register(checklistsDueCard);
  ctx.calendar.registerDeadlines(checklistDeadlines);
  const session = requireSession(ctx.db, ctx.session);
  const who = (request: Parameters<typeof actorOf>[0]): ChecklistActor => {
    const actor = actorOf(request);
    return { actor, ...requireActiveCompany(actor) };
  };

  const jobs = startChecklistJobs({ ctx, log: app.log, intervalMs: ctx.env.checklistJobIntervalMs });
  app.addHook('preClose', async () => jobs.stop());

  app.get('/', { preHandler, schema: { querystring: listPageQuery, response: { 200: checklistListResponse } } }, async (request) =>
    listChecklists(ctx.db, who(request), request.query),
  );

  app.get('/templates', { preHandler, schema: { response: { 200: checklistTemplatesResponse } } }, async (request) => ({
    templates: await listTemplates(ctx.db, who(request)),
  }));

  app.get('/:id', { preHandler, schema: { params: idParams, response: { 200: checklistDetail } } }, async (request) =>
    getChecklistDetail(ctx.db, who(request), request.params.id),
  );

  // Spec section 5: creating needs a company — its own message, before the role check.
  app.post(
    '/',
    {
      preHandler: [
        session,
        accessHook(async (request) => {
          const actor = actorOf(request);
          if (!actor.activeCompanyId || !actor.memberRole) throw new AppError('CHECKLIST_NO_COMPANY');
          if (!checklistRoles.includes(actor.memberRole)) throw new AppError('FORBIDDEN');
        }),
      ],
      schema: { body: createChecklistRequest, response: { 201: checklistIdResponse } },
    },
    async (request, reply) => reply.code(201).send({ id: await createChecklist(ctx, who(request), request.body) }),
  );

  app.patch(
    '/:id',
    { preHandler, schema: { params: idParams, body: updateChecklistRequest, response: { 200: z.object({ checklist: checklistSummary }) } } },
    async (request) => ({ checklist: await updateChecklist(ctx, who(request), request.params.id, request.body) }),
  );

  app.delete('/:id', { preHandler, schema: { params: idParams } }, async (request, reply) => {
    await deleteChecklist(ctx, who(request), request.params.id);
    return reply.code(204).send();
  });

  app.post('/:id/copy', { preHandler, schema: { params: idParams, response: { 201: checklistIdResponse } } }, async (request, reply) =>
    reply.code(201).send({ id: await duplicateChecklist(ctx, who(request), request.params.id, false) }),
  );

  app.post('/:id/template', { preHandler, schema: { params: idParams, response: { 201: checklistIdResponse } } }, async (request, reply) =>
    reply.code(201).send({ id: await duplicateChecklist(ctx, who(request), request.params.id, true) }),
  );

  app.post(
    '/:id/items',
    { preHandler, schema: { params: idParams, body: createItemRequest, response: { 201: z.object({ item: checklistItem }) } } },
    async (request, reply) => reply.code(201).send({ item: await addItem(ctx, who(request), request.params.id, request.body.content) }),
  );

  app.put(
    '/:id/items/order',
    { preHandler, schema: { params: idParams, body: reorderItemsRequest, response: { 200: z.object({ items: z.array(checklistItem) }) } } },
    async (request) => {
      await reorderItems(ctx, who(request), request.params.id, request.body.itemIds);
      return { items: await loadItems(ctx.db, request.params.id) };
    },
  );

  app.patch(
    '/:id/items/:itemId',
    { preHandler, schema: { params: itemParams, body: updateItemRequest, response: { 200: z.object({ item: checklistItem }) } } },
    async (request) => ({ item: await updateItem(ctx, who(request), request.params.id, request.params.itemId, request.body) }),
  );

  app.delete('/:id/items/:itemId', { preHandler, schema: { params: itemParams } }, async (request, reply) => {
    await deleteItem(ctx, who(request), request.params.id, request.params.itemId);
    return reply.code(204).send();
  });

  app.post(
    '/:id/comments',
    { preHandler, schema: { params: idParams, body: createChecklistCommentRequest, response: { 201: z.object({ comment: checklistComment }) } } },
    async (request, reply) => reply.code(201).send({ comment: await addComment(ctx, who(request), request.params.id, request.body.content) }),
  );

  app.patch(
    '/:id/comments/:commentId',
    { preHandler, schema: { params: commentParams, body: createChecklistCommentRequest, response: { 200: z.object({ comment: checklistComment }) } } },
    async (request) => ({ comment: await updateComment(ctx, who(request), request.params.id, request.params.commentId, request.body.content) }),
  );

  /** Who may be mentioned in the checklist's comments: those who may read it. */
  app.get('/:id/mentionable', { preHandler, schema: { params: idParams, response: { 200: mentionableResponse } } }, async (request) => {
    const actor = who(request);
    const { row } = await findVisible(ctx.db, actor, request.params.id);
    return { people: await mentionablePeople(ctx.db, actor.companyId, await readersOf(ctx.db, row)) };
  });

  app.delete('/:id/comments/:commentId', { preHandler, schema: { params: commentParams } }, async (request, reply) => {
    await deleteComment(ctx, who(request), request.params.id, request.params.commentId);
    return reply.code(204).send();
  });

  app.post(
    '/:id/shares',
    { preHandler, schema: { params: idParams, body: createShareRequest, response: { 201: z.object({ share: checklistShare }) } } },
    async (request, reply) => reply.code(201).send({ share: await shareChecklist(ctx, who(request), request.params.id, request.body) }),
  );

  app.patch(
    '/:id/shares/:userId',
    { preHandler, schema: { params: shareParams, body: updateShareRequest, response: { 200: z.object({ share: checklistShare }) } } },
    async (request) => ({ share: await updateShare(ctx, who(request), request.params.id, request.params.userId, request.body) }),
  );

  app.delete('/:id/shares/:userId', { preHandler, schema: { params: shareParams } }, async (request, reply) => {
    await unshareChecklist(ctx, who(request), request.params.id, request.params.userId);
    return reply.code(204).send();
  });
};
