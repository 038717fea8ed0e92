/**
 * /api/forms/*: the active company's forms for its admins and marketeers (clients 403; another
 * company's ids 404 like unknown ones): the list, the builder's form (create, from a starter
 * template too; change with its revision; publish; archive, restore, duplicate, delete; the public
 * link), sends to clients with a deadline, the submissions with status, notes, the CSV export and a
 * checklist from an ad brief. Registers the forms' search providers, calendar deadlines and the
 * clients' open items. The portal's and the public link's routes are in answer/.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  briefChecklistRequest,
  briefChecklistResponse,
  createFormRequest,
  createSubmissionNoteRequest,
  formAssignmentParams,
  formListQuery,
  formListResponse,
  formParams,
  formPatchBody,
  formResponse,
  formSubmissionParams,
  formSubmissionResponse,
  publicLinkRequest,
  revisionRequest,
  sendFormRequest,
  submissionListQuery,
  submissionListResponse,
  submissionNoteParams,
  submissionNoteResponse,
  updateSubmissionRequest,
} from '../../../common/schemas/forms.js';
import { actorOf } from '../../lib/actor.js';
import type { FeatureOptions } from '../../lib/context.js';
import { requireMember } from '../../lib/session.js';
import { registerFormFiles } from './answer/files-bridge.js';
import { checklistFromBrief } from './brief-checklist.js';
import { formDeadlines } from './calendar-deadlines.js';
import { addSubmissionNote, deleteSubmission, deleteSubmissionNote, setSubmissionStatus } from './change-submission.js';
import { createForm } from './create-form.js';
import { exportSubmissionsCsv } from './export-csv.js';
import { archiveForm, deleteForm, duplicateForm, restoreForm, setPublicLink } from './form-lifecycle.js';
import { getFormSubmission } from './get-submission.js';
import { listSubmissions } from './list-submissions.js';
import { openFormSendsOfClient } from './open-items.js';
import { formsActorOf, formTeamRoles } from './policy.js';
import { publishForm } from './publish-form.js';
import { getFormDetail, listForms } from './read-forms.js';
import { formSearch, submissionSearch } from './search.js';
import { sendForm, withdrawSend } from './send-form.js';
import { updateForm } from './update-form.js';

/** The builder's schema may be long (200 fields with options): more than the default 1 MiB is refused (413). */
const schemaBodyLimit = 2 * 1024 * 1024;

export const formRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const preHandler = requireMember(ctx.db, ctx.session, formTeamRoles);
  ctx.search.register(formSearch);
  ctx.search.register(submissionSearch);
  ctx.calendar.registerDeadlines(formDeadlines);
  ctx.clients.registerOpenItems(openFormSendsOfClient);
  // The upload purposes form_answer and form_public and the file owner form_submission (once per app).
  registerFormFiles(ctx);
  const who = (request: Parameters<typeof actorOf>[0]) => formsActorOf(actorOf(request));

  app.get('/', { preHandler, schema: { querystring: formListQuery, response: { 200: formListResponse } } }, async (request) =>
    listForms(ctx.db, who(request), request.query),
  );

  app.post('/', { preHandler, schema: { body: createFormRequest, response: { 201: formResponse } } }, async (request, reply) =>
    reply.code(201).send({ form: await createForm(ctx, who(request), request.body) }),
  );

  // ---- submissions (before /:id so the static segment wins)

  app.get('/submissions/:id', { preHandler, schema: { params: formSubmissionParams, response: { 200: formSubmissionResponse } } }, async (request) =>
    getFormSubmission({ db: ctx.db, files: ctx.files, actor: actorOf(request), id: request.params.id }),
  );

  app.patch(
    '/submissions/:id',
    { preHandler, schema: { params: formSubmissionParams, body: updateSubmissionRequest, response: { 200: formSubmissionResponse } } },
    async (request) => ({ submission: await setSubmissionStatus(ctx, who(request), request.params.id, request.body.status) }),
  );

  app.delete('/submissions/:id', { preHandler, schema: { params: formSubmissionParams } }, async (request, reply) => {
    await deleteSubmission(ctx, who(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/submissions/:id/notes',
    { preHandler, schema: { params: formSubmissionParams, body: createSubmissionNoteRequest, response: { 201: submissionNoteResponse } } },
    async (request, reply) => reply.code(201).send({ note: await addSubmissionNote(ctx, who(request), request.params.id, request.body.body) }),
  );

  app.delete('/submissions/:id/notes/:noteId', { preHandler, schema: { params: submissionNoteParams } }, async (request, reply) => {
    await deleteSubmissionNote(ctx, who(request), request.params.id, request.params.noteId);
    return reply.code(204).send();
  });

  app.post(
    '/submissions/:id/checklist',
    { preHandler, schema: { params: formSubmissionParams, body: briefChecklistRequest, response: { 201: briefChecklistResponse } } },
    async (request, reply) =>
      reply.code(201).send({ checklistId: await checklistFromBrief(ctx, who(request), actorOf(request), request.params.id, request.body.templateId) }),
  );

  // ---- one form

  app.get('/:id', { preHandler, schema: { params: formParams, response: { 200: formResponse } } }, async (request) => ({
    form: await getFormDetail(ctx.db, who(request), request.params.id),
  }));

  app.patch(
    '/:id',
    { preHandler, bodyLimit: schemaBodyLimit, schema: { params: formParams, body: formPatchBody, response: { 200: formResponse } } },
    async (request) => ({
      form: await updateForm(ctx, who(request), request.params.id, request.body),
    }),
  );

  app.delete('/:id', { preHandler, schema: { params: formParams } }, async (request, reply) => {
    await deleteForm(ctx, who(request), request.params.id);
    return reply.code(204).send();
  });

  app.post('/:id/publish', { preHandler, schema: { params: formParams, body: revisionRequest, response: { 200: formResponse } } }, async (request) => ({
    form: await publishForm(ctx, who(request), request.params.id, request.body.revision),
  }));

  app.post('/:id/archive', { preHandler, schema: { params: formParams, response: { 200: formResponse } } }, async (request) => ({
    form: await archiveForm(ctx, who(request), request.params.id),
  }));

  app.post('/:id/restore', { preHandler, schema: { params: formParams, response: { 200: formResponse } } }, async (request) => ({
    form: await restoreForm(ctx, who(request), request.params.id),
  }));

  app.post('/:id/duplicate', { preHandler, schema: { params: formParams, response: { 201: formResponse } } }, async (request, reply) =>
    reply.code(201).send({ form: await duplicateForm(ctx, who(request), request.params.id) }),
  );

  app.put('/:id/public-link', { preHandler, schema: { params: formParams, body: publicLinkRequest, response: { 200: formResponse } } }, async (request) => ({
    form: await setPublicLink(ctx, who(request), request.params.id, request.body.enabled),
  }));

  app.post('/:id/send', { preHandler, schema: { params: formParams, body: sendFormRequest, response: { 200: formResponse } } }, async (request) => ({
    form: await sendForm(ctx, who(request), request.params.id, request.body),
  }));

  app.delete('/:id/assignments/:assignmentId', { preHandler, schema: { params: formAssignmentParams } }, async (request, reply) => {
    await withdrawSend(ctx, who(request), request.params.id, request.params.assignmentId);
    return reply.code(204).send();
  });

  app.get(
    '/:id/submissions',
    { preHandler, schema: { params: formParams, querystring: submissionListQuery, response: { 200: submissionListResponse } } },
    async (request) => listSubmissions(ctx.db, who(request), request.params.id, request.query),
  );

  app.get('/:id/submissions.csv', { preHandler, schema: { params: formParams } }, async (request, reply) => {
    const { fileName, stream } = await exportSubmissionsCsv(ctx.db, who(request), request.params.id);
    stream.on('error', (err) => request.log.error({ err }, 'forms: the CSV export stopped'));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
};
