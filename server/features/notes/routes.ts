/** /api/notes/*: the active company's notes and conversations, for its marketeers and admins. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCommentRequest,
  createNoteRequest,
  mentionableResponse,
  note,
  noteAssignmentsRequest,
  noteComment,
  noteDetailResponse,
  noteListQuery,
  noteListResponse,
  noteResolvedRequest,
  updateNoteRequest,
} from '../../../common/schemas/notes.js';
import { actorOf, requireActiveCompany } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireMember } from '../../lib/session.js';
import { mentionablePeople } from '../mentions/mentions.js';
import {
  addComment,
  createNote,
  deleteComment,
  deleteNote,
  setNoteAssignments,
  setNoteResolved,
  updateComment,
  updateNote,
  type NoteActor,
} from './change-notes.js';
import { noteAudience, noteRoles } from './policy.js';
import { noteSearch } from './search.js';
import { unresolvedNotesOfClient } from './client-items.js';
import { getNoteDetail, listNotes, loadNote } from './read-notes.js';

const idParams = z.object({ id: z.string().uuid({ message: 'NOT_FOUND' }) });
const commentParams = idParams.extend({ commentId: z.string().uuid({ message: 'NOT_FOUND' }) });

export const noteRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const preHandler = requireMember(ctx.db, ctx.session, noteRoles);
  ctx.search.register(noteSearch);
  ctx.clients.registerOpenItems(unresolvedNotesOfClient);
  const who = (request: Parameters<typeof actorOf>[0]): NoteActor => {
    const actor = actorOf(request);
    return { actor, ...requireActiveCompany(actor) };
  };

  app.get('/', { preHandler, schema: { querystring: noteListQuery, response: { 200: noteListResponse } } }, async (request) => {
    const { actor, companyId } = who(request);
    return listNotes(ctx.db, companyId, actor.userId, request.query);
  });

  app.get('/:id', { preHandler, schema: { params: idParams, response: { 200: noteDetailResponse } } }, async (request) =>
    getNoteDetail(ctx.db, who(request).companyId, request.params.id),
  );

  app.post('/', { preHandler, schema: { body: createNoteRequest, response: { 201: z.object({ note }) } } }, async (request, reply) =>
    reply.code(201).send({ note: await createNote(ctx, who(request), request.body) }),
  );

  app.patch('/:id', { preHandler, schema: { params: idParams, body: updateNoteRequest, response: { 200: z.object({ note }) } } }, async (request) => ({
    note: await updateNote(ctx, who(request), request.params.id, request.body),
  }));

  app.delete('/:id', { preHandler, schema: { params: idParams } }, async (request, reply) => {
    await deleteNote(ctx, who(request), request.params.id);
    return reply.code(204).send();
  });

  app.put(
    '/:id/assignments',
    { preHandler, schema: { params: idParams, body: noteAssignmentsRequest, response: { 200: z.object({ note }) } } },
    async (request) => ({ note: await setNoteAssignments(ctx, who(request), request.params.id, request.body.userIds) }),
  );

  app.post(
    '/:id/comments',
    { preHandler, schema: { params: idParams, body: createCommentRequest, response: { 201: z.object({ comment: noteComment }) } } },
    async (request, reply) => reply.code(201).send({ comment: await addComment(ctx, who(request), request.params.id, request.body.content) }),
  );

  app.patch(
    '/:id/comments/:commentId',
    { preHandler, schema: { params: commentParams, body: createCommentRequest, response: { 200: z.object({ comment: noteComment }) } } },
    async (request) => ({
      comment: await updateComment(ctx, who(request), request.params.id, request.params.commentId, request.body.content),
    }),
  );

  app.put('/:id/resolved', { preHandler, schema: { params: idParams, body: noteResolvedRequest, response: { 200: z.object({ note }) } } }, async (request) => ({
    note: await setNoteResolved(ctx, who(request), request.params.id, request.body.resolved),
  }));

  /** Who may be mentioned in the note's conversation: every marketeer and admin of the company. */
  app.get('/:id/mentionable', { preHandler, schema: { params: idParams, response: { 200: mentionableResponse } } }, async (request) => {
    const { companyId } = who(request);
    await loadNote(ctx.db, companyId, request.params.id);
    return { people: await mentionablePeople(ctx.db, companyId, noteAudience) };
  });

  app.delete('/:id/comments/:commentId', { preHandler, schema: { params: commentParams } }, async (request, reply) => {
    await deleteComment(ctx, who(request), request.params.id, request.params.commentId);
    return reply.code(204).send();
  });
};
